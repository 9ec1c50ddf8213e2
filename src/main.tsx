import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { Button, MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/app/query-client';
import { queryPersistOptions, saveFromRestore } from '@/app/query-persistence';
import { createAppRouter } from '@/app/router';
import { startSync } from '@/app/sync';
import { cssVariablesResolver, theme } from '@/app/theme';
import { startSessionSync } from '@/features/auth/session-sync';
import { registerServiceWorker } from '@/offline/pwa';

const queryClient = createQueryClient();
const persistOptions = queryPersistOptions();
const onRestored = saveFromRestore(queryClient, persistOptions);
const router = createAppRouter(queryClient);
startSessionSync(queryClient);
startSync();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {/* spec.md: one toast at a time */}
      <Notifications limit={1} position="bottom-right" />
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={onRestored}>
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);

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
