/// <reference lib="webworker" />
// The service worker, built by vite-plugin-pwa (strategies: 'injectManifest', vite.config.ts) into
// dist/sw.js; the build replaces self.__WB_MANIFEST with the list of files to precache.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { env } from '@/lib/env';
import { isListingImage, isMapTile, mapTilePattern, NAVIGATION_DENYLIST } from './sw-rules';
import { handleNotifications } from './sw-notifications';

declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 3600;

// A new version waits until the page asks it to take over (src/offline/pwa.ts offers "Reload to
// update"; workbox-window posts this message), so code never changes under an open page.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Alerts and enquiries pushed by the server, shown as notifications.
handleNotifications(self);

// The app shell, every route's chunks and CSS, the favicon and sample photos: the site opens without a
// network. Manifest-only icons, screenshots and the share image are left out (vite.config.ts).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Once installed, every in-app address is answered with the app shell (app.html) at once: the app
// renders there with the reads kept on the device and refreshes them, so a repeat visit never
// waits for the server. A first visit (no worker yet), crawlers and link previews get the server's
// page with its data (src/server); crawler files come from the server.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/app.html'), { denylist: NAVIGATION_DENYLIST }));

// API reads are not the worker's business: the app keeps what it read on the device and shows it
// at once while the network read runs behind it (src/app/query-persistence.ts). A network-first
// cache here would only make the app wait for its timeout, then hand it an old answer as if it
// were fresh. The worker never caches auth, writes or anyone's private reads either.

// Photos never change at one address (a new photo gets a new path), so the cached copy is used
// first. Status 0 admits opaque cross-origin answers.
registerRoute(
  ({ request }) => isListingImage(request),
  new CacheFirst({
    cacheName: 'listing-images',
    // Opaque answers count at a padded size against the origin's storage, which the outbox and
    // drafts share: on a quota error this cache is the one emptied.
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }), new CacheableResponsePlugin({ statuses: [0, 200] })],
  }),
);

// Map tiles a visitor has seen, so a map opened before opens again offline. The map asks for them
// with CORS (crossOrigin on the tile layer), so only real 200 answers are kept and they count at
// their own size against the origin's storage (an opaque answer would be padded to megabytes).
// Tiles change rarely; a week-old one is still a good map.
const TILE_PATTERN = mapTilePattern(env.mapTileUrl, self.location.origin);
registerRoute(
  ({ request }) => isMapTile(request, TILE_PATTERN),
  new CacheFirst({
    cacheName: 'map-tiles',
    plugins: [new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }), new CacheableResponsePlugin({ statuses: [200] })],
  }),
);
