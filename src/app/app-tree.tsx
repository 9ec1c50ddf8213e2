import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { Toasts } from '@/components/toasts';
import { directionOf, type Locale } from '@/i18n/locales';
import type { AppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

interface Props {
  router: AppRouter;
  /** The page's language (its address's) and its messages. */
  locale: Locale;
  i18n: I18n;
  /** The query client's provider around the pages: with the device's kept reads in the browser, without at the server. */
  withQueries(pages: ReactNode): ReactNode;
  /** Called once the app's first render is in the page (hydrated, or rendered over a page written at build time). */
  onFirstCommit?(): void;
}

const nothing = () => undefined;

function FirstCommit({ then }: { then(): void }) {
  useLayoutEffect(then, [then]);
  return null;
}

/**
 * The app as the browser and the server both render it. One tree for both: React's generated ids
 * (useId, which Mantine's responsive styles are keyed by) follow the tree's shape, so the browser
 * hydrating a page the server rendered gets the same ids only from the same shape.
 */
export function AppTree({ router, locale, i18n, withQueries, onFirstCommit = nothing }: Props) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        {/* The direction is the page's language's, set on <html> by the server: not detected. */}
        <DirectionProvider initialDirection={directionOf(locale)} detectDirection={false}>
          <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
            <Toasts />
            {withQueries(<RouterProvider router={router} />)}
            <FirstCommit then={onFirstCommit} />
          </MantineProvider>
        </DirectionProvider>
      </I18nProvider>
    </StrictMode>
  );
}
