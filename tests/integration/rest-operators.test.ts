import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, startTestEmulator, type TestEmulator } from './emulator.ts';

// PostgREST operators and output formats through supabase-js (and raw requests for headers it does
// not send), each answer compared with what SQL over the same rows says. A test-only table, made
// before the REST API's first request (it reads the schema then), holds a range, a jsonb column and
// a column whose name has a space.

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
  await emulator.db.exec(`
    create table public.op_samples (
      id int primary key,
      name text not null,
      span int4range,
      data jsonb,
      "my column" text,
      note text
    );
    insert into public.op_samples values
      (1, 'Oasis', '[1,5)', '{"key": "b", "a": {"b": "x"}}', 'alpha', null),
      (2, 'Palm', '[5,10)', '{"key": "a", "a": {"b": "z"}}', 'beta, "quoted"', 'has, comma'),
      (3, 'Opal Tower', '[10,20)', '{"key": "c", "a": {"b": "y"}}', null, 'line'),
      (4, 'Marina', '[3,8)', '{"key": "d", "a": {"b": "w"}}', 'gamma', null),
      (5, 'Oxygen', null, null, 'delta', 'plain');
    grant select on public.op_samples to anon;
    create table public.op_notes (id int primary key, body text, tag text);
    grant select, insert, update on public.op_notes to anon;
    create function public.op_spans_from(first_id int) returns setof public.op_samples language sql stable as
      $$ select * from public.op_samples where id >= first_id $$;
    create function public.op_note_of(sample_id int) returns jsonb language sql stable as
      $$ select jsonb_build_object('id', sample_id, 'note', (select note from public.op_samples where id = sample_id)) $$;
  `);
}, 180_000);
afterAll(() => emulator.stop());

const samples = () => emulator.client().from('op_samples' as never);

async function sqlIds(where: string, order = 'id') {
  const { rows } = await emulator.db.query<{ id: number }>(`select id from public.op_samples where ${where} order by ${order}`);
  return rows.map((r) => r.id);
}

async function restIds(query: { order: (c: string) => PromiseLike<{ data: unknown; error: unknown }> }) {
  const { data, error } = await query.order('id');
  expect(error).toBeNull();
  return (data as { id: number }[]).map((r) => r.id);
}

const rest = (path: string, headers: Record<string, string> = {}) =>
  emulator.fetchFrom(new Request(`http://127.0.0.1:54321/rest/v1/${path}`, { headers: { apikey: ANON_KEY, ...headers } }));

describe('range operators', () => {
  it.each([
    ['rangeLt (sl)', () => samples().select('id').rangeLt('span', '[5,10)'), `span << '[5,10)'`],
    ['rangeGt (sr)', () => samples().select('id').rangeGt('span', '[2,4)'), `span >> '[2,4)'`],
    ['rangeGte (nxl)', () => samples().select('id').rangeGte('span', '[3,6)'), `span &> '[3,6)'`],
    ['rangeLte (nxr)', () => samples().select('id').rangeLte('span', '[1,8)'), `span &< '[1,8)'`],
    ['rangeAdjacent (adj)', () => samples().select('id').rangeAdjacent('span', '[10,30)'), `span -|- '[10,30)'`],
    ['overlaps (ov)', () => samples().select('id').overlaps('span', '[4,6)'), `span && '[4,6)'`],
    ['contains (cs)', () => samples().select('id').contains('span', '[6,7]'), `span @> '[6,7]'::int4range`],
    ['containedBy (cd)', () => samples().select('id').containedBy('span', '[0,9]'), `span <@ '[0,9]'::int4range`],
    ['not.sl', () => samples().select('id').not('span', 'sl', '[5,10)'), `not (span << '[5,10)')`],
    ['not.adj', () => samples().select('id').not('span', 'adj', '[10,30)'), `not (span -|- '[10,30)')`],
    ['adj in or', () => samples().select('id').or('span.adj."[10,30)",span.sl."[4,5)"'), `span -|- '[10,30)' or span << '[4,5)'`],
  ])('%s', async (_name, query, where) => {
    const expected = await sqlIds(where);
    expect(expected.length).toBeGreaterThan(0);
    expect(await restIds(query())).toEqual(expected);
  });

  it('a value that is not a range is the database error, a 400', async () => {
    const { error, status } = await samples().select('id').rangeLt('span', 'nonsense');
    expect(status).toBe(400);
    expect(error!.code).toBe('22P02');
  });
});

describe('any / all modifiers', () => {
  it.each([
    ['likeAnyOf', () => samples().select('id').likeAnyOf('name', ['O*', 'P*']), `name like any(array['O%','P%'])`],
    ['likeAllOf', () => samples().select('id').likeAllOf('name', ['O*', '*n']), `name like all(array['O%','%n'])`],
    ['ilikeAnyOf', () => samples().select('id').ilikeAnyOf('name', ['%tower', 'm%']), `name ilike any(array['%tower','m%'])`],
    ['ilikeAllOf', () => samples().select('id').ilikeAllOf('name', ['o%', '%a%']), `name ilike all(array['o%','%a%'])`],
    ['eq(any)', () => samples().select('id').filter('id', 'eq(any)', '{1,3,5}'), 'id = any(array[1,3,5])'],
    ['gt(all)', () => samples().select('id').filter('id', 'gt(all)', '{1,2}'), 'id > all(array[1,2])'],
    ['not.lte(any)', () => samples().select('id').not('id', 'lte(any)', '{2,3}'), 'not (id <= any(array[2,3]))'],
    ['match(any)', () => samples().select('id').filter('name', 'match(any)', '{^O,a$}'), `name ~ any(array['^O','a$'])`],
    ['imatch(any) in or', () => samples().select('id').or('name.imatch(any).{^p,^m},id.eq(any).{5}'), `name ~* any(array['^p','^m']) or id = 5`],
  ])('%s', async (_name, query, where) => {
    const expected = await sqlIds(where);
    expect(expected.length).toBeGreaterThan(0);
    expect(await restIds(query())).toEqual(expected);
  });

  it('an operator that takes no modifier is PGRST100', async () => {
    const { error, status } = await samples().select('id').filter('span', 'adj(any)', '{"[1,2)"}');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST100', hint: null });
    expect(error!.message).toContain('adj');
  });

  it('a modifier without a list in braces is PGRST100', async () => {
    const { error, status } = await samples().select('id').filter('name', 'like(any)', 'O*');
    expect(status).toBe(400);
    expect(error!.code).toBe('PGRST100');
  });
});

describe('order on a JSON path', () => {
  it.each([
    ['data->>key.desc', `data->>'key' desc, id`],
    ['data->a->>b', `data->'a'->>'b', id`],
    ['data->>key.asc.nullsfirst', `data->>'key' asc nulls first, id`],
  ])('order=%s', async (order, sqlOrder) => {
    const res = await rest(`op_samples?select=id&order=${order},id`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: number }[]).map((r) => r.id)).toEqual(await sqlIds('true', sqlOrder));
  });

  it('through supabase-js', async () => {
    const { data, error } = await samples().select('id').order('data->>key', { ascending: false });
    expect(error).toBeNull();
    expect((data as { id: number }[]).map((r) => r.id)).toEqual(await sqlIds('true', `data->>'key' desc`));
  });
});

describe('a column whose name has a space', () => {
  it('is selected and filtered when quoted', async () => {
    const { data, error } = await samples().select('id,"my column"').eq('"my column"', 'gamma');
    expect(error).toBeNull();
    const { rows } = await emulator.db.query(`select id, "my column" from public.op_samples where "my column" = 'gamma'`);
    expect(data).toEqual(rows);
  });

  it('is selected with an alias, filtered with in, ordered', async () => {
    const res = await rest(`op_samples?select=id,label:"my column"&${encodeURIComponent('"my column"')}=in.(alpha,delta)&order=${encodeURIComponent('"my column"')}.desc`);
    expect(res.status).toBe(200);
    const { rows } = await emulator.db.query(`select id, "my column" as label from public.op_samples where "my column" in ('alpha','delta') order by "my column" desc`);
    expect(await res.json()).toEqual(rows);
  });

  it('is read unquoted too, as PostgREST reads spaces in names', async () => {
    const res = await rest(`op_samples?select=id,my%20column&my%20column=eq.beta,%20%22quoted%22`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: 2, 'my column': 'beta, "quoted"' }]);
  });

  it('is named, quoted, in a logic tree', async () => {
    const data = await restIds(samples().select('id').or('"my column".eq.alpha,"my column".like.g*,id.eq.3'));
    expect(data).toEqual(await sqlIds(`"my column" = 'alpha' or "my column" like 'g%' or id = 3`));
  });

  it('an unknown quoted column is 42703', async () => {
    const { error, status } = await samples().select('id,"no such"');
    expect(status).toBe(400);
    expect(error!.code).toBe('42703');
  });
});

describe('output formats', () => {
  async function sqlCsv(columns: string, where = 'true') {
    const { rows } = await emulator.db.query<{ body: string }>(
      `select string_agg(substr(r::text, 2, length(r::text) - 2), E'\\n' order by r.id) as body
         from (select ${columns} from public.op_samples where ${where}) r`,
    );
    return rows[0].body;
  }

  it('csv() answers a header row, then each row as Postgres writes it', async () => {
    const { data, error, status } = await samples().select('id,name,"my column",note,span').lte('id', 3).order('id').csv();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe(`id,name,my column,note,span\n${await sqlCsv('id, name, "my column", note, span', 'id <= 3')}`);
    // Quoting: commas, quotes (doubled), spaces and brackets are quoted; NULL is empty.
    expect(data).toBe(['id,name,my column,note,span', '1,Oasis,alpha,,"[1,5)"', '2,Palm,"beta, ""quoted""","has, comma","[5,10)"', '3,"Opal Tower",,line,"[10,20)"'].join('\n'));
  });

  it('text/csv of every column, with its content type and Content-Range', async () => {
    const res = await rest('op_samples?order=id', { Accept: 'text/csv', Prefer: 'count=exact' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-range')).toBe('0-4/5');
    const { rows } = await emulator.db.query<{ n: string }>(
      `select string_agg(attname, ',' order by attnum) as n from pg_attribute where attrelid = 'public.op_samples'::regclass and attnum > 0 and not attisdropped`,
    );
    expect(await res.text()).toBe(`${rows[0].n}\n${await sqlCsv('*')}`);
  });

  it('stripNulls() leaves out null fields of each row', async () => {
    const { data, error } = await samples().select('id,note,data,"my column"').order('id').stripNulls();
    expect(error).toBeNull();
    const { rows } = await emulator.db.query<{ j: unknown }>(
      `select jsonb_strip_nulls(jsonb_build_object('id', id, 'note', note, 'data', data, 'my column', "my column")) as j from public.op_samples order by id`,
    );
    expect(data).toEqual(rows.map((r) => r.j));
    expect(data![4]).toEqual({ id: 5, note: 'plain', 'my column': 'delta' });
  });

  it('single().stripNulls() is one object without its null fields', async () => {
    const res = await rest('op_samples?select=id,note,span&id=eq.5', { Accept: 'application/vnd.pgrst.object+json;nulls=stripped' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/vnd.pgrst.object+json');
    const { rows } = await emulator.db.query(`select jsonb_strip_nulls(jsonb_build_object('id', id, 'note', note, 'span', span)) as j from public.op_samples where id = 5`);
    expect(await res.json()).toEqual({ id: 5, note: 'plain' });
    expect({ id: 5, note: 'plain' }).toEqual(rows[0].j);
    const { data } = await samples().select('id,note').eq('id', 1).single().stripNulls();
    expect(data).toEqual({ id: 1 });
  });

  it('writes and calls answer CSV and stripped nulls too', async () => {
    const notes = () => emulator.client().from('op_notes' as never);
    const inserted = await notes().insert([{ id: 1, body: 'first, with comma', tag: null }, { id: 2, body: null, tag: 'x' }] as never).select('id,body,tag').csv();
    expect(inserted.status).toBe(201);
    expect(inserted.data).toBe('id,body,tag\n1,"first, with comma",\n2,,x');
    const updated = await notes().update({ tag: null } as never).eq('id', 2).select('id,body,tag').stripNulls();
    expect(updated.data).toEqual([{ id: 2 }]);
    const rows = await emulator.client().rpc('op_spans_from' as never, { first_id: 4 } as never).select('id,note').csv();
    expect(rows.data).toBe('id,note\n4,\n5,plain');
    const stripped = await emulator.client().rpc('op_spans_from' as never, { first_id: 4 } as never).select('id,note').stripNulls();
    expect(stripped.data).toEqual([{ id: 4 }, { id: 5, note: 'plain' }]);
    const scalar = await emulator.client().rpc('op_note_of' as never, { sample_id: 1 } as never).stripNulls();
    expect(scalar.data).toEqual({ id: 1 });
  });

  it('explain() is refused as hosted Supabase refuses it with plans disabled: 406 PGRST107', async () => {
    const { data, error, status } = await samples().select('id').explain({ analyze: true, format: 'json' });
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST107', details: null, hint: null });
    expect(error!.message).toMatch(/^None of these media types are available: application\/vnd\.pgrst\.plan\+json/);
    const text = await rest('op_samples?select=id', { Accept: 'application/vnd.pgrst.plan' });
    expect(text.status).toBe(406);
    expect(await text.json()).toEqual({ code: 'PGRST107', details: null, hint: null, message: 'None of these media types are available: application/vnd.pgrst.plan' });
  });

  it('an Accept it cannot answer is 406 PGRST107; */* is JSON', async () => {
    const bad = await rest('op_samples?select=id', { Accept: 'unknown/unknown' });
    expect(bad.status).toBe(406);
    expect(await bad.json()).toMatchObject({ code: 'PGRST107', message: 'None of these media types are available: unknown/unknown' });
    const any = await rest('op_samples?select=id&order=id', { Accept: 'text/html, */*;q=0.8' });
    expect(any.status).toBe(200);
    expect(await any.json()).toEqual((await sqlIds('true')).map((id) => ({ id })));
  });
});
