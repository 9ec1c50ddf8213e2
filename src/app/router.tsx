import type { I18n, MessageDescriptor } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { parseHref } from '@tanstack/history';
import { createBrowserHistory, createMemoryHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { scrollAfterSwitchPending } from '@/i18n/choice';
import { localizedHref, pathWithoutLocale, type Locale } from '@/i18n/locales';
import { RouteError } from '@/components/route-error';
import { RoutePending } from '@/components/route-pending';
import { routeTree } from '@/routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  /**
   * The page's language's messages, for what routes write outside React (head tags): at the
   * server each request has its own, so this, not Lingui's shared instance, is the one to use.
   */
  i18n: I18n;
}

// The routes are the English addresses. An Arabic page's address has /ar in front: its history
// reads the address without it, and writes it back into every link and every address it
// navigates to, so the whole visit stays in Arabic. English addresses are read as they are.

/** The browser's history for a page in `locale`. */
export function browserHistoryFor(locale: Locale): RouterHistory | undefined {
  if (locale === 'en') return undefined;
  return createBrowserHistory({
    parseLocation: () => parseHref(`${pathWithoutLocale(window.location.pathname)}${window.location.search}${window.location.hash}`, window.history.state),
    createHref: (href) => localizedHref(href, locale),
  });
}

/** The server's history for one request to `url` (a path with its query string). */
export function memoryHistoryFor(url: string, locale: Locale): RouterHistory {
  const cut = url.search(/[?#]/);
  const history = createMemoryHistory({ initialEntries: [cut === -1 ? pathWithoutLocale(url) : pathWithoutLocale(url.slice(0, cut)) + url.slice(cut)] });
  if (locale !== 'en') history.createHref = (href) => localizedHref(href, locale);
  return history;
}

/**
 * Whether a router puts the window at the top (or where it was) as a page renders. Not on its
 * first render over a page the visitor has already scrolled (the server's page is readable, and
 * scrolled, before the app takes it over): they would lose their place, and a tap under way would
 * land on whatever moved under their finger. Nor on a page just opened from the language
 * switcher, which opens where the visitor was (start.tsx). One per router: its first call is its
 * first render.
 */
function scrollRestorer(): () => boolean {
  let firstRender = true;
  return () => {
    if (typeof window === 'undefined') return true;
    const first = firstRender;
    firstRender = false;
    if (first && window.scrollY !== 0) return false;
    return !scrollAfterSwitchPending();
  };
}

/** The app's routes; a test may render a tree of its own of this type. */
export type AppRouteTree = typeof routeTree;

/**
 * The app's router; `history` defaults to the browser's (the server's renderer passes a memory
 * history), and `tree` to the app's routes.
 */
export function createAppRouter(queryClient: QueryClient, i18n: I18n, history?: RouterHistory, tree: AppRouteTree = routeTree) {
  return createRouter({
    routeTree: tree,
    history,
    context: { queryClient, i18n },
    defaultPreload: 'intent',
    // Loaders use TanStack Query's cache, so the router need not cache loader data itself.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    scrollRestoration: scrollRestorer(),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** A page whose data is one signed-in user's: the server answers the app shell's frame, and the browser reads and renders it. */
    browserOnly?: boolean;
    /** A page the build writes as HTML for a static-only deploy (scripts/prerender.ts): its text needs no read and no address beyond its path. */
    prerender?: boolean;
    /** A page only a signed-in user can use: its heading and why to sign in, shown when signed out (in the page's language). */
    signIn?: { title: MessageDescriptor; reason: MessageDescriptor };
  }
}
