// `npm run bench`: prints figures (never pass/fail). A typical search-results request over
// 100,000 synthetic listings through the real supabase-js client and as direct SQL, on PGlite
// and PostgreSQL; the load run (load.ts) on both; in Chromium, repeat visits with the service
// worker (repeat-visit.ts) and the sync engine draining an outbox (sync.ts); and the production
// build's size per asset.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import type { Tx } from '../../supabase/emulator/db.ts';
import { startTestEmulator, type TestEmulator } from '../integration/emulator.ts';
import { withBrowserApp } from './browser-app.ts';
import { benchLoad } from './load.ts';
import { benchRepeatVisit } from './repeat-visit.ts';
import { benchSync } from './sync.ts';

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timeIt(label: string, runs: number, fn: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const result = { p50: percentile(times, 50), p95: percentile(times, 95) };
  console.log(
    `${label.padEnd(48)} runs ${String(runs).padStart(4)}  p50 ${result.p50.toFixed(1).padStart(7)} ms  p95 ${result.p95.toFixed(1).padStart(7)} ms`,
  );
  return result;
}

const SYNTHETIC_LISTINGS = 100_000;
const AREAS = ['Abu Dhabi Marina', 'Downtown Abu Dhabi', 'Saadiyat Island', 'Yas Island', 'Al Raha Beach', 'Al Reem Island', 'Khalifa City', 'Masdar City', 'Dubai Marina', 'Business Bay', 'Palm Jumeirah', 'JBR'];
const TYPES = ['apartment', 'villa', 'townhouse', 'penthouse', 'office', 'retail', 'land'];

/** Fills the database with synthetic listings (one owner, one or two images each). */
async function seedSynthetic(emu: TestEmulator) {
  // A bulk load: longer than the emulator's default statement timeout allows.
  await emu.db.transaction((tx) => fillSynthetic(tx), { timeoutMs: 600_000 });
  await emu.db.exec('analyze');
}

async function fillSynthetic(tx: Tx) {
  const owner = '99999999-9999-4999-8999-999999999999';
  await tx.query(`insert into auth.users (id, email) values ($1, 'bench@manzil.ae')`, [owner]);
  await tx.query(
    `insert into public.properties (user_id, title, description, price, address, location, bedrooms, bathrooms, size_sqft,
                                    property_type, listing_type, status, is_featured, featured_until, created_at)
     select $1, 'Listing ' || g, 'Synthetic listing for benchmarks', case when g % 50 = 0 then null else 300000 + (g * 7919) % 20000000 end,
            g || ' Example Street', ($2::text[])[1 + g % array_length($2::text[], 1)], g % 7, 1 + g % 5, 500 + g % 5000,
            ($3::text[])[1 + g % 7], case when g % 3 = 0 then 'rent' else 'sale' end,
            case when g % 11 = 0 then 'under_offer' else 'available' end,
            g % 97 = 0, case when g % 97 = 0 then now() + interval '10 days' else null end,
            now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute'
       from generate_series(1, $4::int) g`,
    [owner, AREAS, TYPES, SYNTHETIC_LISTINGS],
  );
  // Two statements, so the second photo of a listing lands after its first.
  await tx.query(`insert into public.property_images (property_id, image_url) select id, '/samples/villa-exterior.svg' from public.properties`);
  await tx.query(
    `insert into public.property_images (property_id, image_url) select id, '/samples/living-room.svg' from public.properties where bedrooms % 2 = 0`,
  );
}

/** The search-results query of a typical visitor, through supabase-js (as the emulator's anon role). */
function searchThroughClient(emu: TestEmulator) {
  const anon = emu.client();
  return async () => {
    const { data, error } = await anon
      .from('properties')
      .select('*, featured_now, property_images(image_url, is_primary, position)', { count: 'exact' })
      .eq('listing_type', 'sale')
      .like('location_key', '%marina%')
      .gte('price', 1_000_000)
      .lte('price', 5_000_000)
      .gte('bedrooms', 2)
      .in('status', ['available', 'let_agreed'])
      .order('featured_now', { ascending: false })
      .order('created_at', { ascending: false })
      .range(0, 23);
    if (error || !data?.length) throw new Error(error?.message ?? 'no results');
  };
}

/** The same two statements (page of JSON rows, exact count), run directly as the database owner. */
function searchDirectly(emu: TestEmulator) {
  const where = `t0.listing_type = 'sale' and t0.location_key::text like '%marina%' and t0.price >= 1000000
    and t0.price <= 5000000 and t0.bedrooms >= 2 and t0.status = any('{available,let_agreed}'::text[])`;
  const rows = `select coalesce(jsonb_agg(e.j), '[]'::jsonb)::text as body from (
      select to_jsonb(t0) || jsonb_build_object('featured_now', public.featured_now(t0), 'property_images',
        (select coalesce(jsonb_agg(e1.j), '[]'::jsonb) from (select jsonb_build_object('image_url', t1.image_url,
          'is_primary', t1.is_primary, 'position', t1.position) as j from public.property_images t1
          where t1.property_id = t0.id) e1)) as j
      from public.properties t0 where ${where}
      order by public.featured_now(t0) desc, t0.created_at desc limit 24) e`;
  const count = `select count(*) from public.properties t0 where ${where}`;
  return async () => {
    await emu.db.query(rows);
    await emu.db.query(count);
  };
}

async function benchSearch(label: string, databaseUrl: string | undefined) {
  const previous = process.env.DATABASE_URL;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  try {
    const bootStart = performance.now();
    const emu = await startTestEmulator({ seed: false });
    console.log(`\n${label}: emulator boot (platform + migrations) ${(performance.now() - bootStart).toFixed(0)} ms`);
    const fillStart = performance.now();
    await seedSynthetic(emu);
    console.log(`${label}: ${SYNTHETIC_LISTINGS.toLocaleString('en')} synthetic listings loaded in ${(performance.now() - fillStart).toFixed(0)} ms`);
    const client = searchThroughClient(emu);
    const direct = searchDirectly(emu);
    for (let i = 0; i < 5; i++) {
      await client();
      await direct();
    }
    const viaClient = await timeIt(`${label} search-results via supabase-js`, 100, client);
    const viaSql = await timeIt(`${label} same SQL directly`, 100, direct);
    console.log(
      `${label} emulator overhead: p50 ${(viaClient.p50 / viaSql.p50).toFixed(2)}x, p95 ${(viaClient.p95 / viaSql.p95).toFixed(2)}x (target: p95 under 30 ms on PostgreSQL, at most 3x)`,
    );
    await emu.stop();
  } finally {
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
  }
}

async function postgresUrl() {
  const url = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

function buildSizeReport() {
  const assets = join(process.cwd(), 'dist', 'assets');
  if (!existsSync(assets)) {
    console.log('\nbuild size: no dist/ yet (run `npm run build` first)');
    return;
  }
  console.log('\nbuild size (dist/assets):');
  let raw = 0;
  let gz = 0;
  const rows = readdirSync(assets)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => {
      const bytes = readFileSync(join(assets, name));
      return { name, raw: statSync(join(assets, name)).size, gzip: gzipSync(bytes).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  for (const r of rows) {
    raw += r.raw;
    gz += r.gzip;
    console.log(`  ${r.name.padEnd(48)} ${(r.raw / 1024).toFixed(1).padStart(8)} KB  gzip ${(r.gzip / 1024).toFixed(1).padStart(7)} KB`);
  }
  console.log(`  ${'total'.padEnd(48)} ${(raw / 1024).toFixed(1).padStart(8)} KB  gzip ${(gz / 1024).toFixed(1).padStart(7)} KB`);
}

await benchSearch('PGlite', undefined);
await benchLoad('PGlite');
const pgUrl = await postgresUrl();
if (pgUrl) {
  await benchSearch('PostgreSQL', pgUrl);
  process.env.DATABASE_URL = pgUrl;
  await benchLoad('PostgreSQL');
  delete process.env.DATABASE_URL;
} else console.log('\nPostgreSQL: not reachable, skipped (set DATABASE_URL)');
await withBrowserApp(async (app) => {
  // Before the sync run, which adds listings that would change what the home page shows.
  await benchRepeatVisit(app);
  await benchSync(app);
});
buildSizeReport();
