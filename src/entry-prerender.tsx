// The prerender's entry, built for Node at build time (scripts/prerender.ts): renders one page to
// HTML with the app's own router, providers and components.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { cssVariablesResolver, theme } from '@/app/theme';
import { RoutePending } from '@/components/route-pending';

/** The page at `url` as markup (its head tags first, as React writes them); `ok` is false for a missing or failed page. */
export async function renderPage(url: string): Promise<{ html: string; ok: boolean }> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  // A loader may start a read once a module it imports has loaded: one turn of the event loop
  // lets it begin, so the page is written with that read in its loading state.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const html = renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  queryClient.clear();
  const { matches } = router.state;
  const ok = matches.length > 1 && matches.every((match) => match.status === 'success');
  return { html, ok };
}

/** The app's loading state for a page (what the router shows while a page waits for its data), for the app shell's frame. */
export function renderPending(): string {
  // The page the frame goes into has the provider's CSS variables and classes already.
  return renderToString(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      <RoutePending />
    </MantineProvider>,
  );
}
