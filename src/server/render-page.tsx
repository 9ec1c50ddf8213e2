import { I18nProvider } from '@lingui/react';
// The page renderer: one page of the app rendered to HTML with its data, by the same router,
// loaders and components the browser runs. Used per request by the app's server (handler.ts) and
// at build time for the pages a static host serves (scripts/prerender.ts). It reads Supabase with
// the anon key only, as a visitor would, so row-level security decides what is public; nothing
// private is ever rendered here (signed-in pages render their frame, and their data in the browser).
import { MantineProvider } from '@mantine/core';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { AppTree } from '@/app/app-tree';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter, memoryHistoryFor, type AppRouteTree } from '@/app/router';
import { createI18n, loadMessages } from '@/i18n/catalogues';
import { localeOfPath, localizedHref, type Locale } from '@/i18n/locales';
import { routeSourceFile } from './route-list';
import { isSitePath } from './site-path';
import { SERVER_STATE_ID } from '@/app/server-state';
import { theme } from '@/app/theme';
import { RoutePending } from '@/components/route-pending';
import { isRefusal } from '@/lib/errors';
import { declaredStatus } from '@/lib/page-status';
import { serializeJsonLd } from '@/lib/seo';

export interface RenderedPage {
  /** A page only a signed-in user can use: not rendered here (the server answers the app shell's frame). */
  signedIn: boolean;
  /** 200, 308 (`redirect`: the same page's one address), 400 (the API refused a read as asked wrongly: isRefusal), 404 (no such page or listing), 410 (a deleted listing), 503 (a read failed) or 500 (a part failed to render). */
  status: number;
  /** The page's <title>, <meta> and <link> tags, for <head>. */
  head: string;
  /** The app's markup, for #root. */
  body: string;
  /** The reads the page was rendered with, as a <script type="application/json"> the browser hydrates from. */
  state: string;
  /** The source files of the page's routes, outermost first: the server links their stylesheets and preloads their code. */
  routeFiles: string[];
  /** The page's language, its address's. */
  locale: Locale;
  /** The same page's one address, when `url` was another way of writing it (the router's canonical search). */
  redirect?: string;
}

export interface RenderOptions {
  /** The routes to render with: the app's (the default), or a test's own. */
  routeTree?: AppRouteTree;
  /** How long the page's reads may take, from the start of the render, before the page is answered 503 (default and at most READS_MS). */
  readDeadlineMs?: number;
  /** At build time nothing is read: the page is written with its reads in their loading state. */
  withoutReads?: boolean;
}

/** How long a page's reads may take at most. */
export const READS_MS = 5000;

/** `promise`, or `fallback` if it has not settled by `deadlineAt`. */
function byDeadline<T>(promise: Promise<T>, deadlineAt: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), Math.max(0, deadlineAt - Date.now()));
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The longest path rendered: no page of the site has one near it. */
const MAX_PATH_LENGTH = 1024;

/**
 * Whether the router can be asked for `url`: its path is one of this site's (sitePath), of a
 * length a page can have, and its percent-encoding decodes. (A stray '%' in the query, as in
 * 'keywords=100%', is the query's business: its value is read or left out like any other.)
 */
function usableAddress(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.length <= MAX_PATH_LENGTH && isSitePath(path) && decodedPath(path) !== null;
}

/**
 * The path decoded, or null when its percent-encoding does not decode. (Its result is used: the
 * build's minifier drops a call to decodeURI whose result is not, and the check with it.)
 */
function decodedPath(path: string): string | null {
  try {
    return decodeURI(path);
  } catch {
    return null;
  }
}

/** Waits for every read the loaders started (awaited or not), until `deadlineAt`. */
async function settleReads(queryClient: QueryClient, deadlineAt: number) {
  const inFlight = () => queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' });
  // A loader may start a read once a module it imports has loaded: loop until none is left.
  for (let pending = inFlight(); pending.length > 0; pending = inFlight()) {
    const settled = await byDeadline(
      Promise.allSettled(pending.map((query) => query.promise)).then(() => true),
      deadlineAt,
      false,
    );
    if (!settled) break;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * How the page's reads went: 'refused' when the API said one was asked wrongly, 'failed' when one
 * failed otherwise or did not answer in time (the page is then not the truth), else 'ok'.
 */
export function readsOutcome(queryClient: QueryClient): 'ok' | 'refused' | 'failed' {
  const queries = queryClient.getQueryCache().getAll();
  if (queries.some((query) => query.state.status === 'pending' && query.state.fetchStatus === 'fetching')) return 'failed';
  const errors = queries.filter((query) => query.state.status === 'error').map((query) => query.state.error);
  if (errors.length === 0) return 'ok';
  return errors.every(isRefusal) ? 'refused' : 'failed';
}


async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
  }
  return html + decoder.decode();
}

/**
 * React writes a fragment's <title>, <meta> and <link> (preloads among them) first. TanStack
 * Router adds an inline scroll-restoration script to server markup; the app restores scroll
 * itself and the site's Content-Security-Policy refuses inline scripts, so it is dropped (the
 * browser's render of the router writes nothing in its place). JSON-LD blocks are data and stay.
 */
export function splitRendered(rendered: string): { head: string; body: string } {
  const head = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(head.length).replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '');
  return { head, body };
}

/**
 * The page's status: the one its routes' loaders declare (the highest, as 503 outranks 410 and
 * 404), else 404 when no route but the root matched, else how the page's reads went. At build time
 * (no reads) only a declared or missing page changes it.
 */
function statusOf(queryClient: QueryClient, matches: { loaderData?: unknown }[], withoutReads: boolean): number {
  const declared = Math.max(0, ...matches.map((match) => declaredStatus(match.loaderData) ?? 0));
  if (declared > 0) return declared;
  if (matches.length <= 1) return 404;
  if (withoutReads) return 200;
  // A loader that gave up waiting (its read answered later) rendered a page without its data.
  const reads = readsOutcome(queryClient);
  if (reads === 'failed') return 503;
  return reads === 'refused' ? 400 : 200;
}

/** The page at `url` (a path with its query string) rendered with its data. */
export async function renderPage(url: string, options: RenderOptions = {}): Promise<RenderedPage> {
  // An address the router cannot read is no page: it gets the not-found page.
  if (!usableAddress(url)) url = '/not-found';
  const deadlineAt = Date.now() + Math.min(options.readDeadlineMs ?? READS_MS, READS_MS);
  const queryClient = createQueryClient({ forServer: true, withoutReads: options.withoutReads });
  // The request's own I18n: requests in both languages render at once.
  const locale = localeOfPath(url.split('?')[0] ?? '/');
  const i18n = createI18n(locale, await loadMessages(locale));
  const router = createAppRouter(queryClient, i18n, memoryHistoryFor(url, locale), options.routeTree);
  const sourceFiles = (matches: readonly { routeId: string }[]) =>
    matches.flatMap((match) => routeSourceFile((router.routesById as unknown as Record<string, unknown>)[match.routeId]) ?? []);
  try {
    // A page whose data is a signed-in user's says so in its route options: the browser renders it.
    const matched = router.matchRoutes(router.latestLocation);
    if (matched.some((match) => match.staticData.browserOnly)) return { signedIn: true, status: 200, head: '', body: '', state: '', routeFiles: sourceFiles(matched), locale };
    await router.load();
    // The router writes a search one way (its validated values); an address writing it another
    // way ('?amenities=gym,pool' for 'pool,gym') is sent to that one.
    const result = router._serverResult;
    if (result?.type === 'redirect') {
      const location = result.redirect.headers.get('Location') ?? '/';
      const redirect = isSitePath(location.split('?')[0] ?? '') ? localizedHref(location, locale) : '/';
      return { signedIn: false, status: 308, head: '', body: '', state: '', routeFiles: [], locale, redirect };
    }
    if (!options.withoutReads) await settleReads(queryClient, deadlineAt);
    const { matches } = router.state;
    let status = statusOf(queryClient, matches, options.withoutReads === true);

    const stream = await renderToReadableStream(
      <AppTree router={router} locale={locale} i18n={i18n} withQueries={(pages) => <QueryClientProvider client={queryClient}>{pages}</QueryClientProvider>} />,
      // Every part of the page in place: React would otherwise write a large part after the rest
      // with an inline script to move it, which the site's Content-Security-Policy refuses. A part
      // that fails to render is left to the browser; the page is then answered 500, not cached.
      {
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError: (error: unknown) => {
          console.error('render:', url, error);
          status = 500;
        },
      },
    );
    await stream.allReady;
    const { head, body } = splitRendered(await streamToString(stream));
    const state = `<script type="application/json" id="${SERVER_STATE_ID}">${serializeJsonLd(dehydrate(queryClient))}</script>`;
    return { signedIn: false, status, head, body, state, routeFiles: sourceFiles(matches), locale };
  } finally {
    queryClient.clear();
  }
}

/**
 * The app's loading state for a page (what the router shows while a page waits for its data), for
 * the app shell's frame. In English: the one frame serves both languages, and the app renders over
 * it in the page's own at once.
 */
export async function renderPending(): Promise<string> {
  const i18n = createI18n('en', await loadMessages('en'));
  // The page the frame goes into has the provider's CSS variables and classes already.
  return renderToString(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
        <RoutePending />
      </MantineProvider>
    </I18nProvider>,
  );
}
