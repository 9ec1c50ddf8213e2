import { isBrowserOnline } from '@/lib/use-online';

// Signs that the connection may be back, for the sync engine: the browser's `online` event, the
// page becoming visible, and a read that reached the server (in any tab). The last one matters on
// weak signal, where the browser says it is online throughout and no `online` event ever comes.

/** What the sync engine asks of the connection. */
export interface ConnectionSignals {
  /** False while the browser reports no connection (reliable); true is only a hope. */
  isOnline(): boolean;
  /** Calls back at each sign of life; returns the function that stops listening. */
  onSignOfLife(callback: () => void): () => void;
}

const CHANNEL = 'manzil-connection';
/** Reads succeed often; tell the other tabs about it at most this often. */
const READ_SIGNAL_INTERVAL_MS = 2000;
const READ_SUCCEEDED = 'manzil:read-succeeded';

let lastReadSignal = 0;
let channel: BroadcastChannel | undefined;

/** Called when a read got its answer from the server: the connection works now. */
export function noteReadSucceeded(now = Date.now()) {
  if (typeof window === 'undefined' || now - lastReadSignal < READ_SIGNAL_INTERVAL_MS) return;
  lastReadSignal = now;
  window.dispatchEvent(new Event(READ_SUCCEEDED));
  if (typeof BroadcastChannel === 'undefined') return;
  channel ??= new BroadcastChannel(CHANNEL);
  channel.postMessage(READ_SUCCEEDED);
}

/** The browser's own signals, and reads that succeeded in this tab or another. */
export const browserConnectionSignals: ConnectionSignals = {
  isOnline: isBrowserOnline,
  onSignOfLife(callback) {
    const onVisible = () => {
      if (document.visibilityState === 'visible') callback();
    };
    window.addEventListener('online', callback);
    window.addEventListener(READ_SUCCEEDED, callback);
    document.addEventListener('visibilitychange', onVisible);
    const others = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
    if (others) others.onmessage = callback;
    return () => {
      window.removeEventListener('online', callback);
      window.removeEventListener(READ_SUCCEEDED, callback);
      document.removeEventListener('visibilitychange', onVisible);
      others?.close();
    };
  },
};
