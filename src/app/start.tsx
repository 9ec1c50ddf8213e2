// The app's start in the browser: main.tsx imports this module once React DOM has been
// evaluated, in a task of its own (see there).
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PersistedQueryClientProvider } from '@/app/persisted-queries';
import { pageLanguageReady } from '@/app/page-language-ready';
import { createQueryClient } from '@/app/query-client';
import { queryPersistOptions, restoreBeforeFirstRender, restoreKeptReadsOnce, saveFromRestore } from '@/app/query-persistence';
import { AppTree } from '@/app/app-tree';
import { watchEarlyInput } from '@/app/early-input';
import { browserHistoryFor, createAppRouter } from '@/app/router';
import { hydrateServerState } from '@/app/server-state';
import { startSync } from '@/app/start-outbox';
import { startSessionSync } from '@/features/auth/session-events';
import { loadMessages } from '@/i18n/catalogues';
import { restoreScrollAfterSwitch } from '@/i18n/choice';
import { directionOf, localeOfPath } from '@/i18n/locales';
import { nextTask } from '@/lib/idle';
import { registerServiceWorker } from '@/offline/pwa';

const queryClient = createQueryClient();
const persistOptions = queryPersistOptions();
const onRestored = saveFromRestore(queryClient, persistOptions);
const root = document.getElementById('root')!;
// A page the server rendered carries the reads it was rendered with: they go into the cache
// first, so the app's first render matches the page and reads nothing again.
const serverRendered = root.hasAttribute('data-server-rendered') && hydrateServerState(queryClient);
// Otherwise the device's kept reads, when there are any, are restored before the route's loader
// runs, which waits for them (loadQuery). Over the server's fresh reads they wait for an idle moment.
const restoreFirst = !serverRendered && restoreBeforeFirstRender();
if (restoreFirst) void restoreKeptReadsOnce(queryClient, persistOptions);
// The page's language is its address's (/ar/... is Arabic). Lingui's shared I18n serves this page:
// one language per page load, so code outside React (toasts, validation) uses it too.
const locale = localeOfPath(window.location.pathname);
document.documentElement.lang = locale;
document.documentElement.dir = directionOf(locale);
// The Arabic font, on Arabic pages only (the server's page links it already; this covers the app shell).
if (locale === 'ar') void import('@/i18n/arabic-font.css');
const router = createAppRouter(queryClient, i18n, browserHistoryFor(locale));
// Opened from the language switcher: where the visitor was on the page, once the router has
// rendered it (the router leaves the scroll alone while this is pending: router.tsx).
const stopRestoringScroll = router.subscribe('onRendered', () => {
  stopRestoringScroll();
  requestAnimationFrame(() => restoreScrollAfterSwitch(`${window.location.pathname}${window.location.search}`));
});
// Typed or pressed on the server's page before hydration: handed to the app once it is in the page.
const earlyInput = serverRendered ? watchEarlyInput(root) : undefined;
let handOverEarlyInput = () => {};
startSessionSync(queryClient);
startSync(queryClient);

const app = (
  <AppTree
    router={router}
    locale={locale}
    i18n={i18n}
    withQueries={(pages) => (
      <PersistedQueryClientProvider client={queryClient} persistOptions={persistOptions} restoreFirst={restoreFirst} onRestored={onRestored}>
        {pages}
      </PersistedQueryClientProvider>
    )}
    // The page is the app's from here: the marker of a server's or build's page goes.
    onFirstCommit={() => {
      root.removeAttribute('data-server-rendered');
      root.removeAttribute('data-prerendered');
      handOverEarlyInput();
    }}
  />
);
// A page the server rendered is hydrated: React takes over the markup in place once the page's
// route code has loaded (router.load); text typed and a button pressed before then are handed
// over (early-input.ts).
// A page written at build time (a static deploy, or the app shell's frame the service worker
// serves) is rendered over: the signed-in header, the connection state and the kept reads are
// known only here and would not match it.
// A first render is a transition: React renders in slices and lets the browser respond between
// them, instead of holding the main thread for the whole page (hundreds of ms on a slow phone).
// The language's messages first (the page preloads them): nothing renders without its words, and
// the routes load after them, so their heads (title, canonical, hreflang) are in the page's
// language too (the router works a head out once).
const messages = loadMessages(locale).then(
  (loaded) => i18n.loadAndActivate({ locale, messages: loaded }),
  (error: unknown) => {
    // Not even kept for offline use: the page still starts (its words then show in English).
    console.error('Could not load the messages of', locale, error);
    i18n.activate(locale);
  },
);
if (serverRendered) {
  // The router then renders as it did at the server (no Suspense of its own around the matches).
  router.ssr = { manifest: undefined };
  // Each step in a task of its own (the messages, the route's code and data, then hydration).
  void messages
    .then(nextTask)
    .then(() => router.load())
    .then(nextTask)
    .finally(() => {
      if (earlyInput) handOverEarlyInput = earlyInput();
      // In a transition: React hydrates in slices and the page answers between them (a press
      // on a part not yet hydrated makes React hydrate it at once and then handle it).
      startTransition(() => {
        hydrateRoot(root, app);
      });
    });
} else if (root.hasAttribute('data-prerendered')) {
  void messages.then(() => router.load()).finally(() => startTransition(() => createRoot(root).render(app)));
} else {
  void messages.finally(() => startTransition(() => createRoot(root).render(app)));
}

// In the page's language, once its messages are in.
registerServiceWorker(
  (update) =>
    void pageLanguageReady().then(() =>
      notifications.show({
        id: 'app-update',
        title: t`Update available`,
        message: (
          <Button size="xs" mt={4} onClick={() => void update()}>
            {t`Reload to update`}
          </Button>
        ),
        autoClose: false,
      }),
    ),
);
