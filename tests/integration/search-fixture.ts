import { afterAll, beforeAll, expect } from 'vitest';
import { buildSearchQuery, SEARCH_PAGE_SIZE } from '@/features/listings/api/search-listings';
import type { SearchFilters } from '@/features/listings/search-params';
import { startTestEmulator, type TestEmulator } from './emulator.ts';

// The seeded emulator of the search tests, the app's search run page by page, and what plain SQL
// over the same seed selects, to compare the two (same ids, same order, same count).

const FEATURED_NOW = '(p.is_featured and coalesce(p.featured_until > now(), false))';
export const SQL_ORDER = {
  newest: `${FEATURED_NOW} desc, p.created_at desc, p.id`,
  price_asc: 'p.price asc nulls last, p.created_at desc, p.id',
  price_desc: 'p.price desc nulls last, p.created_at desc, p.id',
} as const;

/** Starts a seeded emulator for the calling test file (stopped after it) and returns its search helpers. */
export function seededSearch() {
  let emulator: TestEmulator;
  beforeAll(async () => {
    emulator = await startTestEmulator();
  }, 120_000);
  afterAll(() => emulator.stop());

  return {
    get emulator() {
      return emulator;
    },

    /**
     * What the seed says a search should return: `where` written out by hand, in the given order
     * (default: the app's 'newest'). Available listings only, unless includeUnderOffer (then every
     * status: under offer, sold STC and let agreed too).
     */
    async sqlIds(where: string, options: { params?: unknown[]; includeUnderOffer?: boolean; sort?: keyof typeof SQL_ORDER } = {}) {
      const status = options.includeUnderOffer ? 'true' : `p.status = 'available'`;
      const { rows } = await emulator.db.query<{ id: string }>(
        `select p.id from public.properties p where (${where}) and ${status} order by ${SQL_ORDER[options.sort ?? 'newest']}`,
        options.params ?? [],
      );
      return rows.map((r) => r.id);
    },

    /** Every page of the app's search (its own query builder, as anon), concatenated, with the types and the count it reported. */
    async appIds(filters: SearchFilters) {
      const client = emulator.client();
      const ids: string[] = [];
      const types: string[] = [];
      let count = 0;
      for (let page = 1; page <= 20; page++) {
        const { data, error, count: total } = await buildSearchQuery(client, filters, page);
        if (error?.code === 'PGRST103') break;
        expect(error).toBeNull();
        count = total ?? 0;
        expect(data!.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZE);
        ids.push(...data!.map((p) => p.id as string));
        types.push(...data!.map((p) => p.property_type as string));
        if (data!.length < SEARCH_PAGE_SIZE || ids.length >= count) break;
      }
      return { ids, types, count };
    },
  };
}
