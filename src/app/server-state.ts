import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { notePageStartedAt } from '@/lib/page-start';

/** The id of the <script type="application/json"> holding the reads a page was rendered with at the server (src/server/render-page.tsx). */
export const SERVER_STATE_ID = 'manzil-server-state';

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
  // The server's reads are this page's, not a copy kept from an earlier visit.
  for (const query of state.queries) if (query.state.dataUpdatedAt > 0) notePageStartedAt(query.state.dataUpdatedAt);
  script.remove();
  return true;
}
