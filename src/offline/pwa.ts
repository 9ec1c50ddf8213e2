import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker in production builds only (a dev server must not be cached).
 * `onNeedRefresh` lets the UI offer the update instead of swapping code under the user.
 */
export function registerServiceWorker(onNeedRefresh: (update: () => Promise<void>) => void) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    onNeedRefresh: () => onNeedRefresh(() => updateSW(true)),
  });
}
