import { registerSW } from 'virtual:pwa-register';
import { listenForInstall } from './install';

/**
 * Registers the service worker (src/offline/sw.ts, built to /sw.js) in production builds only (a
 * dev server must not be cached). `onNeedRefresh` lets the UI offer the update instead of swapping
 * code under the user: the new worker waits until `update()` tells it to take over
 * (workbox-window's SKIP_WAITING message), then the page reloads.
 * Also starts listening for the browser's install events, which may come before the header renders.
 */
export function registerServiceWorker(onNeedRefresh: (update: () => Promise<void>) => void) {
  listenForInstall();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    onNeedRefresh: () => onNeedRefresh(() => updateSW(true)),
  });
}
