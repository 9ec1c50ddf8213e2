import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listingsByIdsQueryOptions } from '@/features/listings/api/get-listings-by-ids';
import { myListingsQueryOptions } from '@/features/listings/api/get-my-listings';
import { AREA_COUNTS_REQUEST, LIST_REQUESTS, propertyRequest, type AppRequest } from '../bench/app-requests.ts';
import { captureSql, scanSummary, seqScannedTables, type SqlCapture } from '../bench/sql-capture.ts';
import { seedSynthetic, SYNTHETIC_LISTINGS } from '../bench/synthetic.ts';
import { startTestEmulator, type TestEmulator } from './emulator.ts';

// Every listing read the app makes, built by the app's own code and sent through supabase-js,
// over 100,000 listings: the emulator's SQL for each is EXPLAINed in the request's own
// transaction (its role, its row-level security), and no plan may read a listings table whole.
// The reads that use the app's one browser client (my listings, saved listings) get the test's.

const app = vi.hoisted(() => ({ client: null as SupabaseClient | null }));
vi.mock('@/lib/supabase', async (importOriginal) => {
  const forward = new Proxy(
    {},
    {
      get(_target, key) {
        const value = Reflect.get(app.client!, key) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(app.client) : value;
      },
    },
  );
  return { ...(await importOriginal<object>()), supabase: forward, visitorSupabase: forward };
});

let emu: TestEmulator;
let capture: SqlCapture;
let agent: { client: SupabaseClient; id: string };
let ids: string[];

beforeAll(async () => {
  emu = await startTestEmulator({ seed: false });
  await seedSynthetic(emu);
  // A signed-in agent with a few listings of their own (the synthetic owner has all the rest).
  agent = await emu.signedInUser();
  await emu.db.query(
    `insert into public.properties (user_id, title, address, location, listing_type)
     select $1, 'Own listing ' || g, g || ' Own Street', 'Yas Island', 'sale' from generate_series(1, 3) g`,
    [agent.id],
  );
  await emu.db.exec('analyze public.properties');
  ids = (await emu.db.query<{ id: string }>(`select id from public.properties where title in ('Listing 7', 'Listing 4242', 'Listing 99001')`)).rows.map((r) => r.id);
  capture = captureSql(emu.db, { explain: true });
}, 300_000);

afterAll(async () => {
  capture?.restore();
  await emu?.stop();
});

/** The request's statements, each checked: no sequential scan of a listings table. */
async function expectIndexed(request: AppRequest | (() => Promise<unknown>), client: SupabaseClient = emu.client()) {
  const statements = await capture.record(() => (typeof request === 'function' ? request() : request.run(client)));
  expect(statements.length).toBeGreaterThan(0);
  for (const statement of statements) {
    if (!statement.plan) continue;
    const scanned = seqScannedTables(statement.plan).filter((t) => t === 'properties' || t === 'property_images');
    expect(scanned, `${statement.sql}\nplan: ${scanSummary(statement.plan)}`).toEqual([]);
  }
  return statements;
}

describe(`query plans over ${SYNTHETIC_LISTINGS.toLocaleString('en')} listings`, () => {
  for (const request of LIST_REQUESTS) {
    it(`${request.name}: no sequential scan`, async () => {
      await expectIndexed(request);
    });
  }

  it('home and /buy page 1 read their page from the listing-order indexes', async () => {
    const [home] = await expectIndexed(LIST_REQUESTS[0]);
    expect(scanSummary(home.plan!)).toContain('properties_listing_order_idx');
    // The page may walk either order index (the listing type is most rows); the total is counted
    // from the partial index of the default statuses alone.
    const [buy, count] = await expectIndexed(LIST_REQUESTS[1]);
    expect(scanSummary(buy.plan!)).toMatch(/^Index Scan properties_(type_)?listing_order_idx/);
    expect(scanSummary(count.plan!)).toBe('Index Only Scan properties_type_listing_order_idx');
  });

  it('a property with its images and agent card: no sequential scan', async () => {
    await expectIndexed(propertyRequest(ids[0]));
  });

  it('area counts: no sequential scan', async () => {
    await expectIndexed(AREA_COUNTS_REQUEST);
  });

  it('my listings: no sequential scan', async () => {
    app.client = agent.client;
    const options = myListingsQueryOptions(agent.id);
    const statements = await expectIndexed(() => (options.queryFn as () => Promise<unknown>)());
    expect(statements).toHaveLength(1);
  });

  it('saved listings by ids: no sequential scan', async () => {
    app.client = agent.client;
    const options = listingsByIdsQueryOptions(agent.id, ids);
    let rows: unknown[] = [];
    await expectIndexed(async () => {
      rows = (await (options.queryFn as () => Promise<unknown[]>)()) ?? [];
    });
    expect(rows).toHaveLength(3);
  });

  it('featured_rank follows featuring: set on write, lowered by expire_featured_listings(), never written by owners', async () => {
    const [own] = (await emu.db.query<{ id: string; updated_at: string }>('select id, updated_at from public.properties where user_id = $1 limit 1', [agent.id])).rows;
    const denied = await agent.client.from('properties').update({ featured_rank: 1 } as never).eq('id', own.id);
    expect(denied.error?.code).toBe('42501');
    await emu.db.query(`update public.properties set is_featured = true, featured_until = now() + interval '300 milliseconds' where id = $1`, [own.id]);
    const rank = async () => (await emu.db.query<{ featured_rank: number; updated_at: string }>('select featured_rank, updated_at from public.properties where id = $1', [own.id])).rows[0];
    expect(await rank()).toEqual({ featured_rank: 1, updated_at: own.updated_at });
    expect((await emu.client().rpc('expire_featured_listings')).error?.code).toBe('42501');
    await new Promise((r) => setTimeout(r, 400));
    const expired = await emu.admin.rpc('expire_featured_listings');
    expect(expired.error).toBeNull();
    expect(await rank()).toEqual({ featured_rank: 0, updated_at: own.updated_at });
  });
});
