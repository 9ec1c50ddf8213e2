// Synthetic listings for the query benchmark and the query-plan test: one owner, 100,000 listings
// spread over areas, types, prices, bedrooms, statuses and 90 days, about 1% featured, with the
// listing facts (furnishing, completion, amenities, a position near the area's centre, video
// tours), each with one or two photos. One INSERT ... SELECT per table, then VACUUM ANALYZE, so the planner sees
// statistics and index-only scans see the visibility map, as on a database autovacuum keeps.
import type { Tx } from '../../supabase/emulator/db/types.ts';
import type { TestEmulator } from '../integration/emulator.ts';

export const SYNTHETIC_LISTINGS = 100_000;
export const SYNTHETIC_OWNER = '99999999-9999-4999-8999-999999999999';
export const SYNTHETIC_AREAS = ['Abu Dhabi Marina', 'Downtown Abu Dhabi', 'Saadiyat Island', 'Yas Island', 'Al Raha Beach', 'Al Reem Island', 'Khalifa City', 'Masdar City', 'Dubai Marina', 'Business Bay', 'Palm Jumeirah', 'JBR'];
const TYPES = ['apartment', 'villa', 'townhouse', 'penthouse', 'office', 'retail', 'land'];
const WORDS = ['sea view', 'private pool', 'maids room', 'furnished', 'garden', 'gym and pool', 'close to schools', 'high floor'];
/** Each area's centre (latitude, longitude), in SYNTHETIC_AREAS' order: positions scatter about 2 km around it. */
const CENTRES = [
  [24.4766, 54.3224], [24.49, 54.364], [24.542, 54.433], [24.488, 54.608], [24.45, 54.598], [24.499, 54.406],
  [24.42, 54.578], [24.427, 54.615], [25.08, 55.14], [25.186, 55.272], [25.112, 55.139], [25.078, 55.134],
];
/**
 * The amenity keys with the share of homes (in %) that have each; commercial listings draw only
 * from the building ones (parking, central A/C, security, concierge).
 */
const AMENITY_SHARES: [string, number][] = [
  ['pool', 45], ['gym', 40], ['parking', 80], ['balcony', 50], ['maids_room', 20], ['sea_view', 25], ['central_ac', 85],
  ['built_in_wardrobes', 60], ['private_garden', 15], ['concierge', 20], ['security', 70], ['kids_play_area', 30],
  ['study', 15], ['pets_allowed', 20], ['beach_access', 8],
];

/**
 * Fills the emulator's database with `count` synthetic listings (seed off), analyses it and makes
 * sure its visibility map is complete (see allVisible).
 */
export async function seedSynthetic(emu: Pick<TestEmulator, 'db'>, count = SYNTHETIC_LISTINGS) {
  // A bulk load: longer than the emulator's default statement timeout allows.
  await emu.db.transaction((tx) => fillSynthetic(tx, count), { timeoutMs: 600_000 });
  await vacuumUntilAllVisible(emu);
}

/** The share of a table's pages that the planner counts as all-visible (pg_class.relallvisible / relpages). */
export async function allVisible(emu: Pick<TestEmulator, 'db'>, table: string): Promise<number> {
  const { rows } = await emu.db.query<{ share: number }>(
    `select relallvisible::float8 / greatest(relpages, 1) as share from pg_class where oid = $1::regclass`, [table]);
  return rows[0].share;
}

/**
 * VACUUM ANALYZE of the listings tables, again until every page of properties is all-visible. A
 * vacuum cannot mark a page all-visible while a transaction older than its rows is open, and on
 * PostgreSQL the emulator's background jobs (alerts, featured expiry) run their own transactions
 * beside the load (the likeliest reason a bench run's map was left unset). Without it the planner costs an
 * index-only count as reading the table and chose sequential scans (stopped by the count's limit)
 * for /buy page 1 and the map box: a bench run saw those, the plan test (which vacuums again after
 * its own inserts) did not. Both now plan over the same, fully visible data.
 */
export async function vacuumUntilAllVisible(emu: Pick<TestEmulator, 'db'>) {
  for (let attempt = 1; ; attempt++) {
    // One statement per call: VACUUM cannot run inside the implicit transaction of a batch.
    for (const table of ['public.properties', 'public.property_images']) await emu.db.exec(`vacuum analyze ${table}`);
    const share = await allVisible(emu, 'public.properties');
    if (share >= 1) return;
    if (attempt === 5) throw new Error(`public.properties is ${(share * 100).toFixed(0)}% all-visible after ${attempt} vacuums: a transaction is holding it back`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Indexes a bulk load is faster without (those not backing a constraint): built again afterwards. */
const DROPPABLE_INDEXES = `select i.indexname, i.indexdef from pg_indexes i
   where i.schemaname = 'public' and i.tablename in ('properties', 'property_images')
     and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`;

async function fillSynthetic(tx: Tx, count: number) {
  await tx.query(`insert into auth.users (id, email) values ($1, 'bench@manzil.ae') on conflict do nothing`, [SYNTHETIC_OWNER]);
  // Row by row, the triggers (security log, photo placement, the 5-photo cap) and the GIN indexes
  // make 100,000 inserts take minutes. The load sets what those triggers would (featured_rank,
  // photo positions and cover) itself, and the migrations' own index definitions are rebuilt after.
  const { rows: indexes } = await tx.query<{ indexname: string; indexdef: string }>(DROPPABLE_INDEXES);
  for (const index of indexes) await tx.query(`drop index public.${index.indexname}`);
  await tx.query(`set local session_replication_role = replica`);
  // The listing facts: homes (the first four types) furnished a third each way; a quarter of home
  // sales off-plan with a handover in 2027-2029; amenities by their shares (hashed per listing and
  // key, so they vary independently); a position near the area's centre for 95%; a video tour for
  // about 1 home in 6.
  await tx.query(
    `insert into public.properties (user_id, title, description, price, address, location, bedrooms, bathrooms, size_sqft,
                                    property_type, listing_type, status, is_featured, featured_until, featured_rank, created_at,
                                    furnishing, completion_status, handover_date, payment_plan, amenities, latitude, longitude, video_url)
     select $1, 'Listing ' || g, 'Synthetic listing with ' || ($5::text[])[1 + (g / 5) % array_length($5::text[], 1)],
            case when g % 50 = 0 then null else 300000 + (g * 7919) % 20000000 end,
            g || ' Example Street', ($2::text[])[area], (g / 3) % 7, 1 + g % 5, 500 + g % 5000,
            ($3::text[])[1 + g % 7], case when g % 3 = 0 then 'rent' else 'sale' end,
            case when g % 11 = 0 then 'under_offer' else 'available' end,
            g % 97 = 0, case when g % 97 = 0 then now() + interval '10 days' else null end, case when g % 97 = 0 then 1 else 0 end,
            now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute',
            case when home then (array['furnished', 'semi_furnished', 'unfurnished'])[1 + (g / 13) % 3] end,
            case when g % 7 = 6 then null when off_plan then 'off_plan' else 'ready' end,
            case when off_plan then make_date(2027 + (g / 19) % 3, 1 + 3 * ((g / 23) % 4), 1) end,
            case when off_plan then '60/40: 60% during construction, 40% on handover' end,
            array(select a.key from unnest($6::text[], $7::int[]) with ordinality a(key, share, i)
                   where abs(hashint4(g * 16 + a.i::int)) % 100 < a.share
                     and (home or a.key in ('parking', 'central_ac', 'security', 'concierge'))
                   order by a.i),
            case when g % 20 <> 0 then ($8::float8[])[area] + (abs(hashint4(g * 3)) % 4000 - 2000) / 100000.0 end,
            case when g % 20 <> 0 then ($9::float8[])[area] + (abs(hashint4(g * 5)) % 4000 - 2000) / 100000.0 end,
            case when home and g % 12 in (1, 6) then 'https://www.youtube.com/watch?v=' || substr(md5(g::text), 1, 11) end
       from generate_series(1, $4::int) g,
            lateral (select 1 + (g / 7) % array_length($2::text[], 1) as area, g % 7 < 4 as home,
                            g % 7 < 4 and g % 3 <> 0 and (g / 17) % 4 = 0 as off_plan) f`,
    [SYNTHETIC_OWNER, SYNTHETIC_AREAS, TYPES, count, WORDS, AMENITY_SHARES.map(([key]) => key), AMENITY_SHARES.map(([, share]) => share),
      CENTRES.map(([lat]) => lat), CENTRES.map(([, lng]) => lng)],
  );
  // A cover photo for every listing and a second one for half of them.
  await tx.query(
    `insert into public.property_images (property_id, image_url, position, is_primary)
     select id, '/samples/villa-exterior.svg', 0, true from public.properties
     union all
     select id, '/samples/living-room.svg', 1, false from public.properties where bedrooms % 2 = 0`,
  );
  await tx.query(`set local session_replication_role = origin`);
  for (const index of indexes) await tx.query(index.indexdef);
}
