import { useSyncExternalStore } from 'react';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * The same outside React (event handlers, timers): false only when the browser is sure it has
 * no connection; true at the server, which has no browser to ask.
 */
export function isBrowserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * Whether the browser believes it has a connection, kept current by its online and offline
 * events. The server renders as online (it has no browser to ask), so a page hydrates as rendered.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isBrowserOnline, () => true);
}
