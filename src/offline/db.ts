import { Dexie, type EntityTable, type Table } from 'dexie';
import type { ListingPhotoRow } from '@/lib/rows';

// The device store: one Dexie database, versioned. Rows that belong to a user carry `userKey`:
// the user's id, or '' for a signed-out visitor (IndexedDB cannot index null). Components read it
// through useLiveQuery, so every tab sees changes as they happen.

/** A listing saved (hearted) on this device. */
export interface SavedPropertyRow {
  userKey: string;
  propertyId: string;
  savedAt: number;
}

/** A photo chosen for a listing, kept with its draft until it is uploaded. */
export interface DraftPhoto {
  /** The photo row's id, made when the photo was chosen. */
  id: string;
  /** Storage path, fixed when the photo was chosen: {propertyId}/{propertyId}_{index}_{timestamp}.{ext} (floor plans: _floor-plan_{index}_...) */
  path: string;
  /** A floor plan rather than a photo (absent: a photo, as in drafts from before floor plans). */
  kind?: 'floor_plan';
  name: string;
  type: string;
  /** The compressed bytes; an ArrayBuffer where the browser refuses Blobs in IndexedDB. */
  data: Blob | ArrayBuffer;
}

/** A listing's photo on the server, as an edit of it began (see DraftRow.savedPhotos). */
export type SavedPhotoSnapshot = ListingPhotoRow;

/** A listing being written on this device: its form values and chosen photos. */
export interface DraftRow {
  /** The listing's id, made when the draft was created; it becomes the listing's id on the server. */
  id: string;
  userKey: string;
  /** A listing not yet on the server (else an edit of one). */
  isNew: boolean;
  /** Set when editing an existing listing: the server's updated_at the edit started from. */
  baseUpdatedAt: string | null;
  values: Record<string, unknown>;
  photos: DraftPhoto[];
  /**
   * Photo changes staged in the form until it is saved: the order of every photo (saved ones by
   * row id, new ones by their draft id), cover first, and the saved photos removed.
   */
  photoOrder?: string[];
  removedPhotoIds?: string[];
  /** An edit's photos on the server when the draft began: what staged changes apply to. */
  savedPhotos?: SavedPhotoSnapshot[];
  updatedAt: number;
}

export type OutboxState = 'pending' | 'needs_attention' | 'conflict';

export interface OutboxError {
  message: string;
  code?: string;
  status?: number;
}

/** A listing the user opened on this device, with enough to list it without a connection. */
export interface RecentlyViewedRow {
  userKey: string;
  propertyId: string;
  title: string;
  /** The Arabic title, if the listing has one (rows kept by older builds have none). */
  title_ar?: string | null;
  location: string;
  price: number | null;
  listingType: 'sale' | 'rent';
  imageUrl: string | null;
  viewedAt: number;
}

/** A value of the persisted query cache (TanStack Query's persister writes one, as a string). */
export interface KeyValueRow {
  key: string;
  value: string;
}

/** A write waiting to be confirmed by the server. */
export interface OutboxEntry {
  /** Insertion order (auto-increment): entries of one group are sent in this order. */
  seq?: number;
  /** The write's client-made id: sending it twice has the effect of once. */
  id: string;
  userKey: string;
  kind: string;
  /** The payload's shape version (see write-kind.ts); entries from before versions are 1. */
  version?: number;
  /** Entries of one group (a listing and its photos, one heart) go one at a time, in order. */
  group: string;
  payload: unknown;
  /** A short description for the pending-changes list ("Message to the agent of ..."). */
  label: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: OutboxError | null;
  state: OutboxState;
  /** Bumped when a waiting entry's payload is replaced; the engine removes only the revision it sent. */
  revision: number;
}

/** What a caller queues; the outbox adds the bookkeeping (attempts, state, ...). */
export type NewEntry = Pick<OutboxEntry, 'id' | 'userKey' | 'kind' | 'group' | 'payload' | 'label'> & Partial<Pick<OutboxEntry, 'version'>>;

export class ManzilDb extends Dexie {
  /** Keyed by [userKey, propertyId]. */
  savedProperties!: Table<SavedPropertyRow, [string, string]>;
  drafts!: EntityTable<DraftRow, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  /** Keyed by [userKey, propertyId]; the newest 50 per user are kept. */
  recentlyViewed!: Table<RecentlyViewedRow, [string, string]>;
  /** The persisted query cache (src/app/query-persistence.ts). Never holds outbox entries or drafts. */
  keyValues!: EntityTable<KeyValueRow, 'key'>;

  constructor(name = 'manzil') {
    super(name);
    this.version(1).stores({
      savedProperties: '[userKey+propertyId], userKey',
      savedSearches: 'id, userKey',
      drafts: 'id, userKey',
      outbox: '++seq, &id, userKey, group',
    });
    this.version(2).stores({
      recentlyViewed: '[userKey+propertyId], [userKey+viewedAt]',
      keyValues: 'key',
    });
    // Saved searches waiting for the server are read from the outbox itself (its entries carry
    // them), so the copy kept beside it went.
    this.version(3).stores({ savedSearches: null });
  }
}

/** The app's one database. */
export const db = new ManzilDb();
