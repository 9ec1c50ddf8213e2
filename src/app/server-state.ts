import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { notePageStartedAt } from '@/lib/page-start';

/** The id of the <script type="application/json"> holding the reads a page was rendered with at the server (src/server/render-page.tsx). */
export const SERVER_STATE_ID = 'manzil-server-state';

/** A server read younger than this (the query client's stale time) is as good as one this page made. */
const SERVER_READ_FRESH_MS = 60_000;

/**
 * Puts the reads the server rendered the page with into the query cache, so the browser's first
 * render matches the server's markup and the page does not read them again. False when the page
 * was not rendered by the server (the app shell, or a page written at build time).
 */
export function hydrateServerState(queryClient: QueryClient, doc: Document = document): boolean {
  const script = doc.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return false;
  const state = JSON.parse(script.textContent) as DehydratedState;
  hydrate(queryClient, state);
  // The server's reads are this page's, not a copy kept from an earlier visit, unless a shared
  // cache kept the page (up to its stale-while-revalidate): those are older than a read's fresh
  // time, and count as what they are.
  const now = Date.now();
  for (const { state: read } of state.queries) if (read.dataUpdatedAt > 0 && now - read.dataUpdatedAt < SERVER_READ_FRESH_MS) notePageStartedAt(read.dataUpdatedAt);
  script.remove();
  return true;
}
