import { useEffect } from 'react';
import { sessionReady, useSessionUser } from '@/lib/session';
import type { ManzilDb, RecentlyViewedRow } from '@/offline/db';
import { loadDb } from '@/offline/load-db';
import type { PropertyDetail } from '../api/get-property';
import { firstImage } from '../listing-photos';

// Listings opened on this device, newest first, per user ('' for a signed-out visitor), so the
// offline state can offer them without a connection. Only what a card needs is kept.

export const RECENTLY_VIEWED_LIMIT = 50;

export async function recordView(userKey: string, property: PropertyDetail, now = Date.now()) {
  const row: RecentlyViewedRow = {
    userKey,
    propertyId: property.id,
    title: property.title,
    title_ar: property.title_ar ?? null,
    location: property.location,
    price: property.price,
    listingType: property.listing_type,
    imageUrl: firstImage(property.property_images)?.image_url ?? null,
    viewedAt: now,
  };
  const db = await loadDb();
  await db.transaction('rw', db.recentlyViewed, async () => {
    await db.recentlyViewed.put(row);
    const beyond = await db.recentlyViewed
      .where('[userKey+viewedAt]')
      .between([userKey, -Infinity], [userKey, Infinity])
      .reverse()
      .offset(RECENTLY_VIEWED_LIMIT)
      .primaryKeys();
    await db.recentlyViewed.bulkDelete(beyond);
  });
}

/** The user's recently viewed listings in the device store, newest first. */
export function recentlyViewedIn(db: ManzilDb, userKey: string, limit = RECENTLY_VIEWED_LIMIT): Promise<RecentlyViewedRow[]> {
  return db.recentlyViewed.where('[userKey+viewedAt]').between([userKey, -Infinity], [userKey, Infinity]).reverse().limit(limit).toArray();
}

export async function recentlyViewed(userKey: string, limit = RECENTLY_VIEWED_LIMIT): Promise<RecentlyViewedRow[]> {
  return recentlyViewedIn(await loadDb(), userKey, limit);
}

/**
 * Records the listing as viewed once it is shown and it is known whose view it is. Waits for the
 * session without rendering the page again for it (only a change of user does).
 */
export function useRecordView(property: PropertyDetail | null | undefined) {
  const user = useSessionUser();
  const userKey = user?.id ?? '';
  useEffect(() => {
    if (!property) return;
    let current = true;
    void sessionReady().then((session) => {
      // A session that turns out to be someone else's re-runs this with their key.
      if (current && (session.user?.id ?? '') === userKey) void recordView(userKey, property);
    });
    return () => {
      current = false;
    };
  }, [userKey, property]);
}
