import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, type ReactNode } from 'react';
import { Toasts } from '@/components/toasts';
import type { AppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

interface Props {
  router: AppRouter;
  /** The query client's provider around the pages: with the device's kept reads in the browser, without at the server. */
  withQueries(pages: ReactNode): ReactNode;
}

/**
 * The app as the browser and the server both render it. One tree for both: React's generated ids
 * (useId, which Mantine's responsive styles are keyed by) follow the tree's shape, so the browser
 * hydrating a page the server rendered gets the same ids only from the same shape.
 */
export function AppTree({ router, withQueries }: Props) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Toasts />
        {withQueries(<RouterProvider router={router} />)}
      </MantineProvider>
    </StrictMode>
  );
}
