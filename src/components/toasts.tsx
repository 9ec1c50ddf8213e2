import { useMediaQuery } from '@mantine/hooks';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/idle';
import { importWithRetry } from '@/lib/import-with-retry';

// Toasts are shown through Mantine's notifications store (notifications.show), which is tiny; the
// component that draws them (with its transitions) is a chunk of its own, mounted once the page
// is idle or as soon as a toast is waiting, whichever comes first. A toast shown before then waits
// in the store and appears when the component mounts (or, should its chunk not arrive, once it does).

const LazyNotifications = lazy(() => importWithRetry(() => import('./notifications-view')));

/**
 * One toast at a time: bottom right, or at the top on a phone, where the bottom of the screen
 * holds a property's contact bar.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const phone = useMediaQuery('(max-width: 48em)');
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle && notifications.length === 0 && queue.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyNotifications limit={1} position={phone ? 'top-center' : 'bottom-right'} />
    </Suspense>
  );
}
