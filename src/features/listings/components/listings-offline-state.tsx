import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { AnchorLink } from '@/components/anchor-link';
import { OfflineState } from '@/components/offline-state';
import { whenIdle } from '@/lib/idle';
import { importWithRetry } from '@/lib/import-with-retry';
import { useSession } from '@/lib/session';

// The recently viewed list reads the device store (Dexie), which a page's first paint does not
// need: a chunk of its own, fetched once the page is idle so it is there when the connection drops
// (and, should it never have arrived, the offline state shows without it until it does).
const loadRecentlyViewedList = () => import('../recent/recently-viewed-list');
whenIdle(() => void loadRecentlyViewedList().catch(() => undefined));
const RecentlyViewedList = lazy(() => importWithRetry(loadRecentlyViewedList));

/** The offline state of a listings page: what is kept on this device to open instead. */
export function ListingsOfflineState({ what }: { what: string }) {
  const { ready, user } = useSession();
  return (
    <OfflineState what={what}>
      {ready && (
        <Suspense fallback={null}>
          <RecentlyViewedList userKey={user?.id ?? ''} limit={8} />
        </Suspense>
      )}
      {user && <AnchorLink to="/dashboard">
          <Trans>Your dashboard and saved properties</Trans>
        </AnchorLink>}
    </OfflineState>
  );
}
