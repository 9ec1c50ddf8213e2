// Synthetic listings for the query benchmark and the query-plan test: one owner, 100,000 listings
// spread over areas, types, prices, bedrooms, statuses and 90 days, about 1% featured, each with
// one or two photos. One INSERT ... SELECT per table, then VACUUM ANALYZE, so the planner sees
// statistics and index-only scans see the visibility map, as on a database autovacuum keeps.
import type { Tx } from '../../supabase/emulator/db.ts';
import type { TestEmulator } from '../integration/emulator.ts';

export const SYNTHETIC_LISTINGS = 100_000;
export const SYNTHETIC_OWNER = '99999999-9999-4999-8999-999999999999';
export const SYNTHETIC_AREAS = ['Abu Dhabi Marina', 'Downtown Abu Dhabi', 'Saadiyat Island', 'Yas Island', 'Al Raha Beach', 'Al Reem Island', 'Khalifa City', 'Masdar City', 'Dubai Marina', 'Business Bay', 'Palm Jumeirah', 'JBR'];
const TYPES = ['apartment', 'villa', 'townhouse', 'penthouse', 'office', 'retail', 'land'];
const WORDS = ['sea view', 'private pool', 'maids room', 'furnished', 'garden', 'gym and pool', 'close to schools', 'high floor'];

/** Fills the emulator's database with `count` synthetic listings (seed off) and analyses it. */
export async function seedSynthetic(emu: TestEmulator, count = SYNTHETIC_LISTINGS) {
  // A bulk load: longer than the emulator's default statement timeout allows.
  await emu.db.transaction((tx) => fillSynthetic(tx, count), { timeoutMs: 600_000 });
  // One statement per call: VACUUM cannot run inside the implicit transaction of a batch.
  for (const table of ['public.properties', 'public.property_images']) await emu.db.exec(`vacuum analyze ${table}`);
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
  await tx.query(
    `insert into public.properties (user_id, title, description, price, address, location, bedrooms, bathrooms, size_sqft,
                                    property_type, listing_type, status, is_featured, featured_until, featured_rank, created_at)
     select $1, 'Listing ' || g, 'Synthetic listing with ' || ($5::text[])[1 + (g / 5) % array_length($5::text[], 1)],
            case when g % 50 = 0 then null else 300000 + (g * 7919) % 20000000 end,
            g || ' Example Street', ($2::text[])[1 + (g / 7) % array_length($2::text[], 1)], (g / 3) % 7, 1 + g % 5, 500 + g % 5000,
            ($3::text[])[1 + g % 7], case when g % 3 = 0 then 'rent' else 'sale' end,
            case when g % 11 = 0 then 'under_offer' else 'available' end,
            g % 97 = 0, case when g % 97 = 0 then now() + interval '10 days' else null end, case when g % 97 = 0 then 1 else 0 end,
            now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute'
       from generate_series(1, $4::int) g`,
    [SYNTHETIC_OWNER, SYNTHETIC_AREAS, TYPES, count, WORDS],
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
