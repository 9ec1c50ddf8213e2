import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, loadQuery } from '@/app/query-client';
import { queryPersistOptions, restoreKeptReads, restoreKeptReadsOnce, shouldPersistQuery } from '@/app/query-persistence';
import { featuredPaymentQueryOptions } from '@/features/promotion/api/featured';
import type { PropertyDetail } from '@/features/listings/api/get-property';
import { recentlyViewed, recordView, RECENTLY_VIEWED_LIMIT } from '@/features/listings/recent/recently-viewed';
import { pageStartedAt } from '@/lib/page-start';
import { setSessionState } from '@/lib/session';
import { fetchWithToken } from '@/lib/supabase';
import { db } from '@/offline/db';

// What stays on the device between visits: which queries, under whom, and that dropping the
// saved cache never touches the outbox or drafts.

const USER = 'user-1';

function clientWith(entries: [readonly unknown[], unknown][]) {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}
const queryOf = (client: QueryClient, key: readonly unknown[]) => client.getQueryCache().find({ queryKey: key, exact: true })!;

beforeEach(async () => {
  await Promise.all([db.keyValues.clear(), db.outbox.clear(), db.drafts.clear(), db.recentlyViewed.clear()]);
  setSessionState({ ready: true, user: null, session: null });
});

describe('persisted queries', () => {
  it('keeps listing reads for anyone and private reads only under their own signed-in user', async () => {
    const client = clientWith([
      [['listings', 'search', { filters: {}, page: 1 }], { rows: [] }],
      [['listings', 'detail', 'p1', 'agent'], { phone: '+971' }],
      [['messages', USER], []],
      [['messages', 'someone-else'], []],
      [['security-logs', USER], []],
    ]);
    const kept = (key: readonly unknown[], user: string | null) => shouldPersistQuery(queryOf(client, key), user);
    expect(kept(['listings', 'search', { filters: {}, page: 1 }], null)).toBe(true);
    expect(kept(['listings', 'detail', 'p1', 'agent'], null)).toBe(true);
    expect(kept(['messages', USER], USER)).toBe(true);
    expect(kept(['messages', USER], null)).toBe(false);
    expect(kept(['messages', 'someone-else'], USER)).toBe(false);
    expect(kept(['security-logs', USER], USER)).toBe(false);
    // The checkout-return check is a moment's answer, never kept (the app's own query factory).
    const options = featuredPaymentQueryOptions(USER, 'x', 'y');
    await client.prefetchQuery({ ...options, queryFn: async () => 'pending' as const });
    expect(shouldPersistQuery(queryOf(client, options.queryKey), USER)).toBe(false);
  });

  it('restores what was saved, drops it on a version change, and leaves the outbox and drafts alone', async () => {
    setSessionState({ ready: true, user: { id: USER } as never });
    const saved = clientWith([
      [['listings', 'latest', { limit: 6 }], [{ id: 'p1' }]],
      [['messages', USER], [{ id: 'm1' }]],
    ]);
    await db.outbox.add({ id: 'e1', userKey: USER, kind: 'k', group: 'g', payload: {}, label: 'l', createdAt: 0, attempts: 0, nextAttemptAt: 0, lastError: null, state: 'pending', revision: 0 });
    await db.drafts.add({ id: 'd1', userKey: USER, isNew: true, baseUpdatedAt: null, values: {}, photos: [], updatedAt: 0 });
    const options = queryPersistOptions();
    await persistQueryClientSave({ queryClient: saved, ...options });

    const restored = new QueryClient();
    await persistQueryClientRestore({ queryClient: restored, ...options });
    expect(restored.getQueryData(['listings', 'latest', { limit: 6 }])).toEqual([{ id: 'p1' }]);
    expect(restored.getQueryData(['messages', USER])).toEqual([{ id: 'm1' }]);

    const afterUpgrade = new QueryClient();
    await persistQueryClientRestore({ queryClient: afterUpgrade, ...options, buster: 'next-version' });
    expect(afterUpgrade.getQueryData(['listings', 'latest', { limit: 6 }])).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
    expect(await db.drafts.count()).toBe(1);
  });

  it('restores kept reads as stale, so a read saved just before a reload is fetched again, and leaves newer reads alone', async () => {
    setSessionState({ ready: true, user: { id: USER } as never });
    const options = queryPersistOptions();
    // Saved a moment ago by an earlier visit: fresh by the stale time, yet older than this page.
    const earlier = clientWith([
      [['saved-searches', USER], [{ name: 'Old name' }]],
      [['listings', 'latest', { limit: 6 }], [{ id: 'old' }]],
    ]);
    await persistQueryClientSave({ queryClient: earlier, ...options });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const pageStartedAt = Date.now();

    const page = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    await page.prefetchQuery({ queryKey: ['listings', 'latest', { limit: 6 }], queryFn: async () => [{ id: 'new' }] });
    await restoreKeptReads(page, options, pageStartedAt);

    expect(page.getQueryData(['saved-searches', USER])).toEqual([{ name: 'Old name' }]);
    expect(queryOf(page, ['saved-searches', USER]).isStale()).toBe(true);
    expect(page.getQueryData(['listings', 'latest', { limit: 6 }])).toEqual([{ id: 'new' }]);
    expect(queryOf(page, ['listings', 'latest', { limit: 6 }]).isStale()).toBe(false);
  });

  it('keeps private data restored before the session is known, instead of saving it away', async () => {
    setSessionState({ ready: false, user: null });
    const client = clientWith([[['profile', USER], { first_name: 'Layla' }]]);
    await persistQueryClientSave({ queryClient: client, ...queryPersistOptions() });
    expect((await db.keyValues.toArray()).map((row) => row.value).join()).toContain('Layla');
  });

  it('saves no private data once the user has signed out', async () => {
    const client = clientWith([
      [['listings', 'latest', { limit: 6 }], []],
      [['profile', USER], { first_name: 'Layla' }],
    ]);
    await persistQueryClientSave({ queryClient: client, ...queryPersistOptions() });
    const stored = (await db.keyValues.toArray()).map((row) => row.value).join();
    expect(stored).toContain('latest');
    expect(stored).not.toContain('Layla');
  });
});

describe('weak signal', () => {
  it("a page's loader takes the kept copy at once while the network read hangs; the network's answer replaces it", async () => {
    const options = queryPersistOptions();
    const key = ['listings', 'detail', 'weak-signal'];
    const earlier = new QueryClient();
    earlier.setQueryData(key, { title: 'Kept' }, { updatedAt: pageStartedAt() - 60_000 });
    await persistQueryClientSave({ queryClient: earlier, ...options });

    const page = createQueryClient();
    void restoreKeptReadsOnce(page, options);
    let answer!: (value: { title: string }) => void;
    const network = new Promise<{ title: string }>((resolve) => (answer = resolve));
    // Waiting for the network instead, the loader would give up after its wait with nothing.
    expect(await loadQuery(page, { queryKey: key, queryFn: () => network })).toEqual({ title: 'Kept' });
    answer({ title: 'Fresh' });
    await vi.waitFor(() => expect(page.getQueryData(key)).toEqual({ title: 'Fresh' }));
  });

  it('a read that hangs fails after its timeout; a write is not cut short', async () => {
    const server = createServer((request, response) => {
      // Reads never get an answer; a write gets one, slower than the read timeout.
      if (request.method === 'POST') setTimeout(() => response.end('{}'), 300);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest/v1/properties`;
    const fetchWithTimeout = fetchWithToken(async () => null, 100);
    try {
      await expect(fetchWithTimeout(url)).rejects.toThrow();
      expect((await fetchWithTimeout(url, { method: 'POST', body: '{}' })).status).toBe(200);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('recently viewed', () => {
  const listing = (i: number) => ({ id: `p${i}`, title: `Listing ${i}`, location: 'Yas Island', price: i, listing_type: 'sale', property_images: [] }) as unknown as PropertyDetail;

  it('keeps the newest 50 per user, newest first, a repeat view moving to the top', async () => {
    for (let i = 0; i < RECENTLY_VIEWED_LIMIT + 5; i++) await recordView(USER, listing(i), 1000 + i);
    await recordView('', listing(999), 5000);
    await recordView(USER, listing(10), 9000);
    const mine = await recentlyViewed(USER);
    expect(mine).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(mine[0].propertyId).toBe('p10');
    expect(mine.map((row) => row.propertyId)).not.toContain('p0');
    expect((await recentlyViewed('')).map((row) => row.propertyId)).toEqual(['p999']);
  });
});
