import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiConfig } from '../../supabase/emulator/project-config.ts';
import { ANON_KEY, API_URL, startTestEmulator, type TestEmulator } from './emulator.ts';

// /rest/v1/rpc/<fn> for functions that return rows: a function returning a table's row type is
// read as that table (its column types, computed columns, relationships and counts), one returning
// `table (...)` as its declared columns. Each answer is compared with the same conditions read
// through the table itself, or with SQL over the seed.

let emulator: TestEmulator;
beforeAll(async () => {
  // The REST API reads the schema on its first request, and again only once DDL's notification has
  // arrived: the functions are installed before any request, and the background jobs (whose first
  // run would be one) stay off.
  emulator = await startTestEmulator();
  await emulator.db.exec(`
    create function public.test_listings(min_price bigint default null) returns setof public.properties
      language sql stable as $$ select * from public.properties where min_price is null or price >= min_price $$;
    create function public.test_listing(listing_id uuid) returns public.properties
      language sql stable as $$ select * from public.properties where id = listing_id $$;
    create function public.test_checked_listings(max_items integer) returns setof public.properties
      language plpgsql stable rows 777 as $$
    begin
      if max_items < 1 then
        raise exception using errcode = '22023', message = 'max_items must be at least 1';
      end if;
      return query select * from public.properties order by id limit max_items;
    end $$;
    create function public.test_listing_sizes(min_bedrooms integer default 0)
      returns table (listing_id uuid, size integer, bedrooms integer, price numeric)
      language sql stable as $$
        select p.id, p.size_sqft, p.bedrooms, p.price from public.properties p where coalesce(p.bedrooms, 0) >= min_bedrooms $$;
    create table private.test_rpc_calls (called_at timestamptz not null default clock_timestamp());
    create function public.test_logged_listings() returns setof public.properties
      language plpgsql volatile security definer set search_path = '' as $$
    begin
      insert into private.test_rpc_calls default values;
      return query select * from public.properties;
    end $$;
    create function public.test_numbers(how_many integer) returns table (n integer)
      language sql immutable as $$ select generate_series(1, how_many) $$;
    create function public.test_listing_ids(max_items integer) returns setof uuid
      language sql stable as $$ select id from public.properties order by id limit max_items $$;
    create function public.test_listing_count() returns bigint
      language sql stable as $$ select count(*) from public.properties $$;
    grant execute on function public.test_listings(bigint), public.test_listing(uuid), public.test_checked_listings(integer),
      public.test_listing_sizes(integer), public.test_logged_listings(), public.test_numbers(integer), public.test_listing_ids(integer),
      public.test_listing_count() to anon, authenticated;
  `);
}, 60_000);
afterAll(() => emulator.stop());

// The test functions are not in the generated types.
const client = (): SupabaseClient => emulator.client();
const table = () => client().from('properties');

async function sqlIds(where: string, order = 'id') {
  const { rows } = await emulator.db.query<{ id: string }>(`select id from public.properties p where ${where} order by ${order}`);
  return rows.map((r) => r.id);
}

/** The filters used below, on a read of the table or of a function's rows alike. */
interface Filterable extends PromiseLike<{ data: unknown; error: unknown }> {
  contains(column: string, value: string[]): Filterable;
  in(column: string, values: (string | number)[]): Filterable;
  is(column: string, value: null): Filterable;
  textSearch(column: string, query: string, options: { type: 'websearch'; config?: string }): Filterable;
  eq(column: string, value: unknown): Filterable;
}

const ids = (data: unknown) => (data as { id: string }[]).map((r) => r.id);

describe('a function returning setof a table is read as that table', () => {
  it('compares numbers as numbers, in the arguments and in the filters', async () => {
    // As text, every price would be >= '1000000' and sizes such as 950 would pass >= 1000.
    expect(await sqlIds(`price::text >= '1000000'`)).not.toEqual(await sqlIds('price >= 1000000'));
    expect(await sqlIds(`size_sqft::text >= '1000'`)).not.toEqual(await sqlIds('size_sqft >= 1000'));

    const { data, error, status } = await client().rpc('test_listings', { min_price: 1_000_000 }).select('id').gte('size_sqft', 1000).order('id');
    expect(error).toBeNull();
    expect(status).toBe(200);
    const expected = await sqlIds('price >= 1000000 and size_sqft >= 1000');
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(data)).toEqual(expected);

    const cheaper = await client().rpc('test_listings').select('id').lt('price', 1_000_000).order('id');
    expect(ids(cheaper.data)).toEqual(await sqlIds('price < 1000000'));
  });

  it('orders by a column as its own type', async () => {
    const { data } = await client().rpc('test_listings').select('id').order('price', { ascending: false, nullsFirst: false }).order('id');
    expect(ids(data)).toEqual(await sqlIds('true', 'price desc nulls last, id'));
  });

  it.each<[string, (q: Filterable) => Filterable, string]>([
    ['contains (text[])', (q) => q.contains('amenities', ['pool']), `'pool' = any(amenities)`],
    ['in (text)', (q) => q.in('property_type', ['villa', 'townhouse']), `property_type in ('villa', 'townhouse')`],
    ['in (integer)', (q) => q.in('bedrooms', [1, 3]), 'bedrooms in (1, 3)'],
    ['is null', (q) => q.is('price', null), 'price is null'],
    [
      'full text (wfts) on a tsvector',
      (q) => q.textSearch('search_vector', 'pool', { type: 'websearch', config: 'english_unaccent' }),
      `search_vector @@ websearch_to_tsquery('english_unaccent', 'pool')`,
    ],
    ['full text (wfts) on a text column', (q) => q.textSearch('title', 'villa', { type: 'websearch' }), `to_tsvector(title) @@ websearch_to_tsquery('villa')`],
    ['a computed column', (q) => q.eq('featured_now', true), 'public.featured_now(p)'],
  ])('filters with %s as a table read does', async (_name, apply, where) => {
    const expected = await sqlIds(where);
    expect(expected.length).toBeGreaterThan(0);
    const fromTable = await apply(table().select('id').order('id') as unknown as Filterable);
    expect(fromTable.error).toBeNull();
    expect(ids(fromTable.data)).toEqual(expected);
    const fromFunction = await apply(client().rpc('test_listings').select('id').order('id') as unknown as Filterable);
    expect(fromFunction.error).toBeNull();
    expect(ids(fromFunction.data)).toEqual(expected);
  });

  it('selects computed columns and embeds the table’s relationships, as a table read does', async () => {
    const select = 'id, title, featured_now, property_images(image_url, position)';
    const viaFunction = await client()
      .rpc('test_listings', { min_price: 1_000_000 })
      .select(select)
      .order('id')
      .order('position', { referencedTable: 'property_images' });
    expect(viaFunction.error).toBeNull();
    const viaTable = await table().select(select).gte('price', 1_000_000).order('id').order('position', { referencedTable: 'property_images' });
    expect(viaFunction.data).toEqual(viaTable.data);
    const rows = viaFunction.data as { property_images: { image_url: string; position: number }[]; featured_now: boolean }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Array.isArray(row.property_images)).toBe(true);
    expect(rows.some((r) => r.property_images.length > 1)).toBe(true);
    expect(rows.every((r) => typeof r.featured_now === 'boolean')).toBe(true);
  });

  it('an embed across a relationship can filter the parent rows (!inner)', async () => {
    const { data, error } = await client().rpc('test_listings').select('id, property_images!inner(id)').eq('property_images.is_primary', true).order('id');
    expect(error).toBeNull();
    expect(ids(data)).toEqual(await sqlIds('exists (select 1 from public.property_images i where i.property_id = p.id and i.is_primary)'));
  });
});

describe('counts and paging of a function’s rows', () => {
  it("count 'exact' counts the rows after the filters, as the table read does", async () => {
    const fromTable = await table().select('id', { count: 'exact', head: true }).gte('price', 1_000_000).eq('listing_type', 'sale');
    const all = await client().rpc('test_listings', { min_price: 1_000_000 }, { count: 'exact' }).select('id').eq('listing_type', 'sale');
    expect(all.error).toBeNull();
    expect(fromTable.count).toBeGreaterThan(5);
    expect(all.count).toBe(fromTable.count);
    expect(all.data).toHaveLength(fromTable.count!);
    expect(all.status).toBe(200);
    // The count is of every match, not of the rows a limit lets through.
    const limited = await client().rpc('test_listings', { min_price: 1_000_000 }, { count: 'exact' }).select('id').eq('listing_type', 'sale').limit(2);
    expect(limited.data).toHaveLength(2);
    expect(limited.count).toBe(fromTable.count);
    expect(limited.status).toBe(206);
  });

  it('a range gives its page, the full total and 206', async () => {
    const total = (await sqlIds('price >= 1000000')).length;
    expect(total).toBeGreaterThan(5);
    const { data, count, status } = await client().rpc('test_listings', { min_price: 1_000_000 }, { count: 'exact' }).select('id').order('id').range(0, 4);
    expect(ids(data)).toEqual((await sqlIds('price >= 1000000')).slice(0, 5));
    expect(count).toBe(total);
    expect(status).toBe(206);

    const response = await emulator.fetch(
      new Request(`${API_URL}/rest/v1/rpc/test_listings?select=id&order=id&offset=5&limit=5`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'content-type': 'application/json', prefer: 'count=exact' },
        body: JSON.stringify({ min_price: 1_000_000 }),
      }),
    );
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`5-9/${total}`);
    expect(response.headers.get('preference-applied')).toBe('count=exact');
  });

  it('head with a count answers the count alone', async () => {
    const expected = (await sqlIds(`listing_type = 'rent' and bedrooms >= 2`)).length;
    expect(expected).toBeGreaterThan(2);
    const head = await client().rpc('test_listings', {}, { head: true, count: 'exact' }).eq('listing_type', 'rent').gte('bedrooms', 2);
    expect(head.error).toBeNull();
    expect(head.data).toBeNull();
    expect(head.count).toBe(expected);
    expect(head.status).toBe(200);
    const page = await client().rpc('test_listings', {}, { head: true, count: 'exact' }).eq('listing_type', 'rent').gte('bedrooms', 2).range(0, 1);
    expect(page.count).toBe(expected);
    expect(page.status).toBe(206);
  });

  it("'planned' is the planner's estimate for the call, 'estimated' the exact count below max_rows", async () => {
    // A PL/pgSQL function is planned at its declared ROWS (777), whatever it returns.
    const planned = await client().rpc('test_checked_listings', { max_items: 3 }, { count: 'planned' }).select('id');
    expect(planned.error).toBeNull();
    expect(planned.data).toHaveLength(3);
    expect(planned.count).toBe(777);
    expect(planned.status).toBe(206);

    const total = (await sqlIds('price >= 1000000')).length;
    const estimated = await client().rpc('test_listings', { min_price: 1_000_000 }, { count: 'estimated' }).select('id').range(0, 4);
    expect(estimated.count).toBe(total);
    const plannedSql = await client().rpc('test_listings', { min_price: 1_000_000 }, { count: 'planned' }).select('id').range(0, 4);
    expect(Number.isInteger(plannedSql.count)).toBe(true);
    expect(plannedSql.count).toBeGreaterThanOrEqual(5);
  });

  it('a call with GET takes its arguments from the query string, beside the filters', async () => {
    const { data, count, error } = await client().rpc('test_listings', { min_price: 1_000_000 }, { get: true, count: 'exact' }).select('id').gte('size_sqft', 1000).order('id');
    expect(error).toBeNull();
    const expected = await sqlIds('price >= 1000000 and size_sqft >= 1000');
    expect(ids(data)).toEqual(expected);
    expect(count).toBe(expected.length);
  });

  it('returns at most max_rows rows, with the full count', async () => {
    const many = apiConfig.maxRows + 500;
    const { data, count, status } = await client().rpc('test_numbers', { how_many: many }, { count: 'exact' });
    expect(data).toHaveLength(apiConfig.maxRows);
    // One declared column is still a row: an object, as PostgREST answers it.
    expect(data![0]).toEqual({ n: 1 });
    expect(count).toBe(many);
    expect(status).toBe(206);
    const filtered = await client().rpc('test_numbers', { how_many: many }, { count: 'exact' }).gt('n', many - 10).order('n', { ascending: false });
    expect((filtered.data as { n: number }[]).map((r) => r.n)).toEqual([...Array(10).keys()].map((i) => many - i));
    expect(filtered.count).toBe(10);
  });

  it('an offset past the end is 416 PGRST103', async () => {
    const total = (await sqlIds('price >= 1000000')).length;
    const { error, status } = await client()
      .rpc('test_listings', { min_price: 1_000_000 }, { count: 'exact' })
      .select('id')
      .range(total + 10, total + 20);
    expect(status).toBe(416);
    expect(error?.code).toBe('PGRST103');
  });

  it('a volatile function runs once, even when its rows are counted', async () => {
    const calls = async () => (await emulator.db.query<{ n: number }>('select count(*)::int as n from private.test_rpc_calls')).rows[0].n;
    const before = await calls();
    const { data, count, status, error } = await client().rpc('test_logged_listings', {}, { count: 'exact' }).select('id').eq('listing_type', 'rent').range(0, 2);
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    expect(count).toBe((await sqlIds(`listing_type = 'rent'`)).length);
    expect(status).toBe(206);
    expect(await calls()).toBe(before + 1);
    // 'estimated' counts it in the same statement; 'planned' only plans the count.
    await client().rpc('test_logged_listings', {}, { count: 'estimated' }).select('id').limit(1);
    await client().rpc('test_logged_listings', {}, { count: 'planned' }).select('id').limit(1);
    expect(await calls()).toBe(before + 3);
  });
});

describe('other results', () => {
  it('a function raising 22023 answers 400 with its message, as PostgREST does', async () => {
    const { error, status, data } = await client().rpc('test_checked_listings', { max_items: 0 });
    expect(status).toBe(400);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: '22023', message: 'max_items must be at least 1' });
  });

  it('returns table (...): columns typed as declared', async () => {
    // As text, a size of 950 would pass >= 1000 and would sort after 1000.
    const { data, error } = await client().rpc('test_listing_sizes', { min_bedrooms: 2 }).select('listing_id, size').gte('size', 1000).order('size').order('listing_id');
    expect(error).toBeNull();
    const { rows } = await emulator.db.query<{ listing_id: string; size: number }>(
      `select id as listing_id, size_sqft as size from public.properties
        where coalesce(bedrooms, 0) >= 2 and size_sqft >= 1000 order by size_sqft, id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(data).toEqual(rows);
    const between = await client().rpc('test_listing_sizes').select('listing_id').gt('price', 900_000).lt('price', 2_000_000).order('listing_id');
    expect((between.data as { listing_id: string }[]).map((r) => r.listing_id)).toEqual(await sqlIds('price > 900000 and price < 2000000'));
  });

  it('returns table (...): has no relationships to embed', async () => {
    const { error, status } = await client().rpc('test_listing_sizes').select('listing_id, property_images(id)');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST200');
  });

  it('returns one row of a table: that object, with the table’s computed columns and embeds', async () => {
    const [id] = await sqlIds('exists (select 1 from public.property_images i where i.property_id = p.id)');
    const { data, error } = await client().rpc('test_listing', { listing_id: id }).select('id, featured_now, property_images(id)');
    expect(error).toBeNull();
    const row = data as unknown as { id: string; featured_now: boolean; property_images: unknown[] };
    expect(row.id).toBe(id);
    expect(typeof row.featured_now).toBe('boolean');
    expect(row.property_images.length).toBeGreaterThan(0);
  });

  it('scalar and set-of-scalar results are as before', async () => {
    const total = (await sqlIds('true')).length;
    const scalar = await client().rpc('test_listing_count');
    expect(scalar.data).toBe(total);
    const set = await client().rpc('test_listing_ids', { max_items: 3 });
    expect(set.data).toEqual((await sqlIds('true')).slice(0, 3));
  });
});
