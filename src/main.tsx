// Mantine's styles per component instead of the whole sheet (244 KiB, mostly unused): here the
// globals and every component of the shell (header, footer, dialogs, toasts, pending and error
// pages), so no page misses them. A component only some pages use imports its own sheet where it
// is used, and that CSS ships with the chunk that uses it. Which chunk's CSS the browser reads
// first follows the chunking, not Mantine's documented order, so these shell sheets are the
// layered variants (@layer mantine): the unlayered per-page sheets (Combobox over Popover, ...)
// then win whatever their load order, as they would in Mantine's order.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Breadcrumbs.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { Button, MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { PersistedQueryClientProvider } from '@/app/persisted-queries';
import { createQueryClient } from '@/app/query-client';
import { queryPersistOptions, restoreBeforeFirstRender, restoreKeptReadsOnce, saveFromRestore } from '@/app/query-persistence';
import { keepEarlyInput } from '@/app/early-input';
import { createAppRouter } from '@/app/router';
import { startSync } from '@/app/sync';
import { Toasts } from '@/components/toasts';
import { cssVariablesResolver, theme } from '@/app/theme';
import { startSessionSync } from '@/features/auth/session-sync';
import { registerServiceWorker } from '@/offline/pwa';

const queryClient = createQueryClient();
const persistOptions = queryPersistOptions();
const onRestored = saveFromRestore(queryClient, persistOptions);
// Before the route's loader runs, which waits for it (loadQuery).
if (restoreBeforeFirstRender()) void restoreKeptReadsOnce(queryClient, persistOptions);
const router = createAppRouter(queryClient);
startSessionSync(queryClient);
startSync(queryClient);

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      <PersistedQueryClientProvider client={queryClient} persistOptions={persistOptions} onRestored={onRestored}>
        <RouterProvider router={router} />
      </PersistedQueryClientProvider>
    </MantineProvider>
  </StrictMode>
);
// A prerendered page (scripts/prerender.ts) is already painted: the app renders over it once the
// page's route code has loaded, so the page is never swapped for a loading state. It renders
// rather than hydrates: the signed-in header, the connection state and the kept reads are known
// only here, and would not match the build's markup. What was typed or pressed before then is
// carried over to the app (keepEarlyInput).
// The first render is a transition: React renders in slices and lets the browser respond between
// them, instead of holding the main thread for the whole page (hundreds of ms on a slow phone).
if (root.hasAttribute('data-prerendered')) {
  const carryOver = keepEarlyInput(root);
  void router.load().finally(() =>
    startTransition(() =>
      createRoot(root).render(
        <>
          {app}
          <AppInPlace
            then={() => {
              root.removeAttribute('data-prerendered');
              carryOver();
            }}
          />
        </>,
      ),
    ),
  );
} else {
  startTransition(() => createRoot(root).render(app));
}

/** Calls `then` as soon as the app's first render is in the page, before any event can reach it. */
function AppInPlace({ then }: { then(): void }) {
  useLayoutEffect(then, [then]);
  return null;
}

registerServiceWorker((update) => {
  notifications.show({
    id: 'app-update',
    title: 'Update available',
    message: (
      <Button size="xs" mt={4} onClick={() => void update()}>
        Reload to update
      </Button>
    ),
    autoClose: false,
  });
});
