import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, API_URL, startTestEmulator, type TestEmulator } from './emulator.ts';

// /rest/v1/rpc/<fn> as PostgREST calls functions: arguments converted from the JSON body by
// json_to_recordset's rules (objects to composites, arrays to arrays, json kept as sent), the
// overload the argument names choose (or PGRST203 when they do not choose one), the query
// string filtering a POST call's rows, and a `create type` result read as rows of its attributes.

let emulator: TestEmulator;
beforeAll(async () => {
  // The REST API reads the schema on its first request, and again only once DDL's notification has
  // arrived: everything is installed before any request,
  // and the background jobs (whose first run would be one) stay off.
  emulator = await startTestEmulator();
  await emulator.db.exec(`
    create type public.test_point as (x integer, y integer, label text);
    create type public.test_shape as (name text, points public.test_point[], tags text[], extra jsonb);
    create function public.test_point_sum(p public.test_point) returns integer
      language sql immutable as $$ select (p).x + (p).y $$;
    create function public.test_points_total(points public.test_point[]) returns integer
      language sql immutable as $$ select coalesce(sum(q.x * q.y), 0)::integer from unnest(points) q $$;
    create function public.test_shape_echo(shape public.test_shape) returns jsonb
      language sql immutable as $$ select to_jsonb(shape) $$;
    create function public.test_listing_fields(listing public.properties) returns jsonb
      language sql immutable as $$
        select jsonb_build_object('title', listing.title, 'price', listing.price, 'bedrooms', listing.bedrooms,
                                  'amenities', listing.amenities, 'amenity_count', cardinality(listing.amenities)) $$;
    create function public.test_whole_body(jsonb) returns jsonb
      language sql immutable as $$ select jsonb_build_object('type', jsonb_typeof($1), 'body', $1) $$;
    create function public.test_json_echo(j json, jb jsonb) returns jsonb
      language sql immutable as $$
        select jsonb_build_object('j', j::jsonb, 'jb', jb, 'j_type', json_typeof(j), 'jb_type', jsonb_typeof(jb)) $$;
    create function public.test_matrix_sum(m integer[]) returns integer
      language sql immutable as $$ select sum(v)::integer from unnest(m) v $$;

    create function public.test_overload(a integer) returns text language sql immutable as $$ select 'integer' $$;
    create function public.test_overload(a text) returns text language sql immutable as $$ select 'text' $$;
    create function public.test_defaults(a integer) returns text language sql immutable as $$ select 'one' $$;
    create function public.test_defaults(a integer, b integer default 0) returns text language sql immutable as $$ select 'two' $$;
    create function public.test_named(a integer) returns text language sql immutable as $$ select 'a' $$;
    create function public.test_named(b text) returns text language sql immutable as $$ select 'b' $$;

    create function public.test_min_bedrooms(bedrooms integer) returns setof public.properties
      language sql stable as $$ select * from public.properties p where p.bedrooms >= $1 $$;

    create type public.test_summary as (listing_id uuid, price numeric, bedrooms integer, label text);
    create function public.test_summaries() returns setof public.test_summary
      language sql stable as $$ select id, price, bedrooms, title from public.properties $$;
    create function public.test_summary_of(listing_id uuid) returns public.test_summary
      language sql stable as $$ select id, price, bedrooms, title from public.properties where id = listing_id $$;

    create function public.test_images(listing public.properties) returns setof public.property_images
      language sql stable as $$ select * from public.property_images i where i.property_id = listing.id $$;
    create function public.test_cover(listing public.properties) returns setof public.property_images rows 1
      language sql stable as $$
        select * from public.property_images i
         where i.property_id = listing.id and i.is_primary and coalesce(listing.bedrooms, 0) >= 3 order by i.position limit 1 $$;
    create function public.test_listing_of(image public.property_images) returns public.properties
      language sql stable as $$ select * from public.properties p where p.id = image.property_id $$;
    create function public.test_all_listings() returns setof public.properties
      language sql stable as $$ select * from public.properties $$;

    create function public.test_plus_one(variadic v integer[]) returns integer[]
      language sql immutable as $$ select array_agg(n + 1 order by i) from unnest(v) with ordinality as u(n, i) $$;
    grant execute on function public.test_plus_one(integer[]) to anon, authenticated;

    grant execute on function public.test_images(public.properties), public.test_cover(public.properties),
      public.test_listing_of(public.property_images), public.test_all_listings() to anon, authenticated;
    grant execute on function public.test_point_sum(public.test_point), public.test_points_total(public.test_point[]),
      public.test_shape_echo(public.test_shape), public.test_listing_fields(public.properties), public.test_json_echo(json, jsonb),
      public.test_matrix_sum(integer[]), public.test_overload(integer), public.test_overload(text), public.test_defaults(integer),
      public.test_defaults(integer, integer), public.test_named(integer), public.test_min_bedrooms(integer),
      public.test_named(text), public.test_summaries(), public.test_summary_of(uuid) to anon, authenticated;
  `);
}, 60_000);
afterAll(() => emulator.stop());

// The test functions are not in the generated types.
const client = (): SupabaseClient => emulator.client();

describe('arguments are converted from the JSON body as PostgREST converts them', () => {
  it('an object is a composite argument (a `create type`)', async () => {
    const { data, error, status } = await client().rpc('test_point_sum', { p: { x: 2, y: 40, label: 'a' } });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe(42);
    // Missing fields are null, as json_to_recordset leaves them.
    const partial = await client().rpc('test_point_sum', { p: { x: 2 } });
    expect(partial.error).toBeNull();
    expect(partial.data).toBeNull();
  });

  it('an object is a table-row argument, its arrays and numbers typed as the table’s columns', async () => {
    const { data, error } = await client().rpc('test_listing_fields', {
      listing: { title: 'A villa', price: 1500000.5, bedrooms: 4, amenities: ['pool', 'gym'] },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ title: 'A villa', price: 1500000.5, bedrooms: 4, amenities: ['pool', 'gym'], amenity_count: 2 });
  });

  it('a text literal is still a composite argument, by POST and by GET', async () => {
    expect((await client().rpc('test_point_sum', { p: '(1,2,x)' })).data).toBe(3);
    const get = await client().rpc('test_point_sum', { p: '(5,6,y)' }, { get: true });
    expect(get.error).toBeNull();
    expect(get.data).toBe(11);
  });

  it('an array of objects is an array of composites', async () => {
    const { data, error } = await client().rpc('test_points_total', { points: [{ x: 2, y: 3 }, { x: 4, y: 5, label: 'b' }] });
    expect(error).toBeNull();
    expect(data).toBe(26);
  });

  it('composites nest: arrays of composites, arrays and json inside a composite arrive intact', async () => {
    const shape = {
      name: 'triangle',
      points: [
        { x: 0, y: 0, label: 'origin' },
        { x: 3, y: 0, label: 'with "quotes", commas and (parens)' },
        { x: 0, y: 4, label: null },
      ],
      tags: ['a', 'b,c', 'd"e'],
      extra: { nested: [1, { deep: true }], text: 'x' },
    };
    const { data, error } = await client().rpc('test_shape_echo', { shape });
    expect(error).toBeNull();
    expect(data).toEqual(shape);
  });

  it('a nested array is a multidimensional array', async () => {
    const { data, error } = await client().rpc('test_matrix_sum', { m: [[1, 2], [3, 4]] });
    expect(error).toBeNull();
    expect(data).toBe(10);
  });

  it.each<[string, unknown]>([
    ['an array of scalars', ['a', 1, null, true]],
    ['a string', 'hello'],
    ['a number', 12.5],
    ['a boolean', false],
    ['an object with arrays', { list: [1, 2, { three: [3] }], empty: {} }],
    ['an array of objects', [{ a: 1 }, { b: [2] }]],
  ])('json and jsonb arguments receive %s as sent', async (_name, value) => {
    const { data, error } = await client().rpc('test_json_echo', { j: value, jb: value });
    expect(error).toBeNull();
    const type = Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : typeof value;
    expect(data).toEqual({ j: value, jb: value, j_type: type, jb_type: type });
  });

  it('a json null is SQL null', async () => {
    const { data, error } = await client().rpc('test_json_echo', { j: null, jb: null });
    expect(error).toBeNull();
    expect(data).toEqual({ j: null, jb: null, j_type: null, jb_type: null });
  });

  it('a value the type cannot read is Postgres’s 400, not a server error', async () => {
    const { error, status } = await client().rpc('test_point_sum', { p: { x: 'not a number', y: 1 } });
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});

describe('variadic arguments', () => {
  it('POST: a JSON array is the variadic argument', async () => {
    const { data, error } = await client().rpc('test_plus_one', { v: [1, 2, 3] });
    expect(error).toBeNull();
    expect(data).toEqual([2, 3, 4]);
  });

  it('GET: a repeated key gives each of its values, and one key a single value', async () => {
    const get = (query: string) =>
      emulator.fetch(new Request(`${API_URL}/rest/v1/rpc/test_plus_one?${query}`, { headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` } }));
    const many = await get('v=1&v=2&v=3');
    expect(many.status).toBe(200);
    expect(await many.json()).toEqual([2, 3, 4]);
    const one = await get('v=41');
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual([42]);
  });
});

describe('overloads', () => {
  const hint = 'Try renaming the parameters or the function itself in the database so function overloading can be resolved';

  it('the same argument names with different types: 300 PGRST203, naming both', async () => {
    for (const get of [false, true]) {
      const { data, error, status } = await client().rpc('test_overload', { a: 1 }, { get });
      expect(data).toBeNull();
      expect(status).toBe(300);
      expect(error?.code).toBe('PGRST203');
      expect(error?.message).toMatch(/^Could not choose the best candidate function between: /);
      expect(error?.message).toContain('public.test_overload(a => integer)');
      expect(error?.message).toContain('public.test_overload(a => text)');
      expect(error?.details).toBeNull();
      expect(error?.hint).toBe(hint);
    }
  });

  it('an overload matched only through its default arguments is ambiguous too (PGRST203, not 42725)', async () => {
    const { error, status } = await client().rpc('test_defaults', { a: 1 });
    expect(status).toBe(300);
    expect(error?.code).toBe('PGRST203');
    expect(error?.message).toContain('public.test_defaults(a => integer)');
    expect(error?.message).toContain('public.test_defaults(a => integer, b => integer)');
    expect(error?.hint).toBe(hint);
  });

  it('argument names that only one overload takes call that one', async () => {
    const both = await client().rpc('test_defaults', { a: 1, b: 2 });
    expect(both.error).toBeNull();
    expect(both.data).toBe('two');
    expect((await client().rpc('test_named', { a: 1 })).data).toBe('a');
    expect((await client().rpc('test_named', { b: 'x' }, { get: true })).data).toBe('b');
  });

  it('names no overload takes are still 404 PGRST202', async () => {
    const { error, status } = await client().rpc('test_named', { c: 1 });
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST202');
  });
});

describe('the query string of a POST call filters its rows', () => {
  async function sqlIds(where: string) {
    const { rows } = await emulator.db.query<{ id: string }>(`select id from public.properties where ${where} order by id`);
    return rows.map((r) => r.id);
  }
  const ids = (data: unknown) => (data as { id: string }[]).map((r) => r.id);

  it('a filter on a column named as an argument applies to the rows (POST: arguments from the body)', async () => {
    const expected = await sqlIds('bedrooms = 3');
    expect(expected.length).toBeGreaterThan(0);
    expect(await sqlIds('bedrooms >= 1')).not.toEqual(expected);
    const { data, error } = await client().rpc('test_min_bedrooms', { bedrooms: 1 }).select('id').eq('bedrooms', 3).order('id');
    expect(error).toBeNull();
    expect(ids(data)).toEqual(expected);
  });

  it('on GET, a query key that is an argument is the argument', async () => {
    const { data, error } = await client().rpc('test_min_bedrooms', { bedrooms: 3 }, { get: true }).select('id').order('id');
    expect(error).toBeNull();
    expect(ids(data)).toEqual(await sqlIds('bedrooms >= 3'));
  });
});

describe('a function returning a `create type` composite is read as rows of its attributes', () => {
  it('filters, orders and selects its attributes as typed columns', async () => {
    // Ordered as numbers (as text, 9500000 would come before 35000000).
    const { rows } = await emulator.db.query<{ id: string; price_text: string }>(
      `select p.id, p.price::text as price_text from public.properties p where p.price >= 1000000 order by p.price desc, p.id limit 5`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const { rows: all } = await emulator.db.query<{ n: number }>(`select count(*)::int as n from public.properties`);
    expect(all[0].n).toBeGreaterThan(rows.length);
    const { data, error, status } = await client()
      .rpc('test_summaries')
      .select('listing_id, price')
      .gte('price', 1000000)
      .order('price', { ascending: false })
      .order('listing_id')
      .limit(5);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual(rows.map((r) => ({ listing_id: r.id, price: Number(r.price_text) })));
  });

  it('counts its rows', async () => {
    const { rows } = await emulator.db.query<{ n: number }>(`select count(*)::int as n from public.properties where bedrooms = 2`);
    const { count, error } = await client().rpc('test_summaries', {}, { count: 'exact', head: true }).eq('bedrooms', 2);
    expect(error).toBeNull();
    expect(count).toBe(rows[0].n);
  });

  it('one composite is that object, its columns selectable', async () => {
    const { rows } = await emulator.db.query<{ id: string; title: string; bedrooms: number | null }>(
      `select id, title, bedrooms from public.properties order by id limit 1`,
    );
    const { data, error } = await client().rpc('test_summary_of', { listing_id: rows[0].id }).select('label, bedrooms');
    expect(error).toBeNull();
    expect(data).toEqual({ label: rows[0].title, bedrooms: rows[0].bedrooms });
  });

  it('an unknown attribute is an error, as for a table', async () => {
    const { error, status } = await client().rpc('test_summaries').select('nope');
    expect(status).toBe(400);
    expect(error?.code).toBe('42703');
  });
});

describe('computed relationships: a function of a row returning another relation’s rows is embedded by its name', () => {
  type Listing = { id: string; images: { id: string }[] };
  const sorted = (rows: Listing[]) => rows.map((r) => ({ id: r.id, images: r.images.map((i) => i.id).sort() }));

  it('setof: to-many, the same rows as the foreign key’s embed', async () => {
    const viaFk = await client().from('properties').select('id, images:property_images(id)').order('id');
    expect(viaFk.error).toBeNull();
    const viaFunction = await client().from('properties').select('id, images:test_images(id)').order('id');
    expect(viaFunction.error).toBeNull();
    const expected = sorted(viaFk.data as Listing[]);
    expect(expected.some((r) => r.images.length > 1)).toBe(true);
    expect(sorted(viaFunction.data as Listing[])).toEqual(expected);
  });

  it('`rows 1` and a single-row return: to-one, an object or null', async () => {
    const { rows } = await emulator.db.query<{ id: string; cover: string | null }>(
      `select p.id, (select i.id from public.property_images i
                       where i.property_id = p.id and i.is_primary and coalesce(p.bedrooms, 0) >= 3 order by i.position limit 1) as cover
         from public.properties p order by p.id`,
    );
    expect(rows.some((r) => r.cover === null)).toBe(true);
    expect(rows.some((r) => r.cover !== null)).toBe(true);
    const { data, error } = await client().from('properties').select('id, test_cover(id)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual(rows.map((r) => ({ id: r.id, test_cover: r.cover === null ? null : { id: r.cover } })));

    const image = rows.find((r) => r.cover !== null)!;
    const back = await client().from('property_images').select('id, test_listing_of(id)').eq('id', image.cover!).single();
    expect(back.error).toBeNull();
    expect(back.data).toEqual({ id: image.cover, test_listing_of: { id: image.id } });
  });

  it('!inner drops the rows it has none for, and embeds on a function’s result rows too', async () => {
    const { rows } = await emulator.db.query<{ id: string }>(
      `select p.id from public.properties p
        where coalesce(p.bedrooms, 0) >= 3 and exists (select 1 from public.property_images i where i.property_id = p.id and i.is_primary)
        order by p.id`,
    );
    const { rows: all } = await emulator.db.query<{ n: number }>(`select count(*)::int as n from public.properties`);
    expect(rows.length).toBeLessThan(all[0].n);
    const { data, error } = await client().rpc('test_all_listings').select('id, test_cover!inner(id)').order('id');
    expect(error).toBeNull();
    expect((data as { id: string }[]).map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });

  it('filters apply to its rows, and embed=not.is.null keeps the rows that have one', async () => {
    const { data, error } = await client().from('properties').select('id, images:test_images(id, is_primary)').eq('images.is_primary', true).order('id');
    expect(error).toBeNull();
    const listings = data as { id: string; images: { is_primary: boolean }[] }[];
    expect(listings.some((l) => l.images.length > 0)).toBe(true);
    expect(listings.every((l) => l.images.every((i) => i.is_primary))).toBe(true);

    const { rows } = await emulator.db.query<{ id: string }>(`select id from public.properties where coalesce(bedrooms, 0) >= 3 order by id`);
    const covered = await client().from('properties').select('id, test_cover(id)').not('test_cover', 'is', null).order('id');
    expect(covered.error).toBeNull();
    expect((covered.data as { id: string }[]).map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });
});

describe('a function whose one parameter is an unnamed json or jsonb', () => {
  it('takes the whole body as it is: an object, an array or a scalar', async () => {
    const client = emulator.client() as unknown as SupabaseClient;
    const object = await client.rpc('test_whole_body', { a: 1, nested: { b: [true] } });
    expect(object.error).toBeNull();
    expect(object.data).toEqual({ type: 'object', body: { a: 1, nested: { b: [true] } } });
    const array = await client.rpc('test_whole_body', [1, 'two'] as never);
    expect(array.data).toEqual({ type: 'array', body: [1, 'two'] });
    const scalar = await emulator.fetchFrom(
      new Request(`${API_URL}/rest/v1/rpc/test_whole_body`, { method: 'POST', headers: { apikey: ANON_KEY, 'content-type': 'application/json' }, body: '"text"' }),
    );
    expect(await scalar.json()).toEqual({ type: 'string', body: 'text' });
  });
});
