import { lazy } from 'react';
import { AfterHydration } from '@/components/after-hydration';
import { importWithRetry } from '@/lib/import-with-retry';
import { HeartButton, type HeartSize } from './heart-button';

// The saved hearts live in the device store (Dexie) and carry a tooltip (floating-ui): about
// 40 KiB gzip that the cards' first paint does not need. So the working heart is a chunk loaded
// with the page, and until it arrives each card shows the same heart, unpressed and not yet usable.
// Should the chunk not arrive (the connection dropped first), the placeholder stays until it does.
const LiveSaveButton = lazy(() => importWithRetry(() => import('./live-save-button')));

/** The heart on a listing: saves it on the device, and queues it for the account when signed in. */
export function SaveButton({ propertyId, size = 'lg' }: { propertyId: string; size?: HeartSize }) {
  return (
    <AfterHydration fallback={<HeartButton saved={false} size={size} />}>
      <LiveSaveButton propertyId={propertyId} size={size} />
    </AfterHydration>
  );
}
