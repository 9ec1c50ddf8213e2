// Blobs in IndexedDB: every current browser stores them, but some older Safari versions throw
// on put. Photos are kept as Blobs where that works and as ArrayBuffers where it does not.

let blobsWork: boolean | null = null;

/** Whether this browser stores Blobs in IndexedDB (tried once, on a scratch database). */
async function canStoreBlobs(): Promise<boolean> {
  if (blobsWork !== null) return blobsWork;
  blobsWork = await new Promise<boolean>((resolve) => {
    try {
      const open = indexedDB.open('manzil-blob-probe', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('probe');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const database = open.result;
        try {
          const tx = database.transaction('probe', 'readwrite');
          tx.objectStore('probe').put(new Blob(['x'], { type: 'text/plain' }), 'x');
          tx.oncomplete = () => {
            database.close();
            resolve(true);
          };
          tx.onerror = () => {
            database.close();
            resolve(false);
          };
        } catch {
          database.close();
          resolve(false);
        }
      };
    } catch {
      resolve(false);
    }
  });
  return blobsWork;
}

/** The bytes in the form this browser can keep in IndexedDB. */
export async function storableBytes(blob: Blob): Promise<Blob | ArrayBuffer> {
  return (await canStoreBlobs()) ? blob : blob.arrayBuffer();
}

/** Stored bytes back as a Blob of the given type. */
export function asBlob(data: Blob | ArrayBuffer, type: string): Blob {
  return data instanceof Blob ? data : new Blob([data], { type });
}

let persistAsked = false;
let refused = false;
const refusedListeners = new Set<() => void>();

/** Whether the browser refused to keep this site's data for sure (for useSyncExternalStore). */
export const persistenceRefused = () => refused;

export function subscribePersistence(listener: () => void) {
  refusedListeners.add(listener);
  return () => refusedListeners.delete(listener);
}

/**
 * Asks the browser once to keep this site's data under storage pressure (the first time something
 * is queued or drafted). A refusal is recorded, and shown where drafts and unsent changes are.
 */
export async function askPersistentStorage(): Promise<void> {
  if (persistAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  persistAsked = true;
  if ((await navigator.storage.persisted()) || (await navigator.storage.persist())) return;
  refused = true;
  for (const listener of refusedListeners) listener();
}
