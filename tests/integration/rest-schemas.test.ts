import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_URL, ANON_KEY, startTestEmulator, type TestEmulator } from './emulator.ts';

// The REST API's schemas and its schema cache, as PostgREST keeps them: a second exposed schema
// is reached with Accept-Profile (reads) and Content-Profile (writes), which supabase-js sends
// for `.schema(name)`; the exposed schemas come from the `authenticator` role's
// `pgrst.db_schemas` setting (else config.toml's [api] schemas); and `NOTIFY pgrst` reloads the
// cache, sent by DDL itself as on hosted Supabase, so a table made after the first request is
// served without a restart.

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator({ seed: false });
}, 180_000);
afterAll(() => emulator.stop());

const rest = (path: string, init: RequestInit = {}) =>
  emulator.fetchFrom(new Request(`${API_URL}/rest/v1/${path}`, { ...init, headers: { apikey: ANON_KEY, ...init.headers } }));

/** Polls until `check` passes: NOTIFY reaches the server after the notifying transaction commits. */
async function eventually(check: () => Promise<void>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Sets one of the REST API's in-database settings for this database only, as `alter role` does. */
const setApiSetting = (name: string, value: string) =>
  emulator.db.exec(`do $$ begin execute format('alter role authenticator in database %I set ${name} = %L', current_database(), '${value}'); end $$;`);

describe('schemas and the schema cache', () => {
  it('a schema not exposed is 406 PGRST106, naming the ones that are', async () => {
    const response = await rest('users', { headers: { 'accept-profile': 'auth' } });
    expect(response.status).toBe(406);
    expect(await response.json()).toEqual({
      code: 'PGRST106',
      message: 'Invalid schema: auth',
      details: null,
      hint: 'Only the following schemas are exposed: public',
    });
    // With one schema exposed, answers name none.
    const plain = await rest('properties?select=id&limit=1');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-profile')).toBeNull();
  });

  it('NOTIFY pgrst reloads the cache: a table made after the first request is then served', async () => {
    // The DDL watch (next test) is off here, so only the explicit NOTIFY can reload.
    await emulator.db.exec(`alter event trigger pgrst_ddl_watch disable;
      create table public.sch_late (id int primary key, label text); grant select on public.sch_late to anon;
      insert into public.sch_late values (1, 'late');
      alter event trigger pgrst_ddl_watch enable;`);
    const before = await emulator.client().from('sch_late' as never).select('label');
    expect(before.error?.code).toBe('PGRST205');
    await emulator.db.exec(`notify pgrst, 'reload schema'`);
    await eventually(async () => {
      const after = await emulator.client().from('sch_late' as never).select('label');
      expect(after.error).toBeNull();
      expect(after.data).toEqual([{ label: 'late' }]);
    });
  });

  it('DDL reloads it by itself, as on hosted Supabase', async () => {
    await emulator.db.exec(`create table public.sch_later (id int primary key); grant select on public.sch_later to anon;`);
    await eventually(async () => {
      const after = await emulator.client().from('sch_later' as never).select('id');
      expect(after.error).toBeNull();
    });
  });

  it('a second schema exposed through pgrst.db_schemas is read with Accept-Profile and written with Content-Profile', async () => {
    await emulator.db.exec(`
      create schema sch_other;
      grant usage on schema sch_other to anon;
      create table sch_other.notes (id int primary key, body text not null, author_id int);
      create table sch_other.authors (id int primary key, name text not null);
      alter table sch_other.notes add foreign key (author_id) references sch_other.authors (id);
      create function sch_other.note_count() returns int language sql stable as 'select count(*)::int from sch_other.notes';
      insert into sch_other.authors values (1, 'Hessa');
      grant select, insert on sch_other.notes to anon;
      grant select on sch_other.authors to anon;
      create table public.notes (id int primary key, body text);
      revoke all on public.notes from anon;
      grant select on public.notes to anon;
      insert into public.notes values (1, 'in public');`);
    await setApiSetting('pgrst.db_schemas', 'public, sch_other');
    await emulator.db.exec(`notify pgrst, 'reload config'`);
    // Untyped: the app's generated types know only the public schema.
    const other = (emulator.client() as unknown as SupabaseClient).schema('sch_other');
    await eventually(async () => {
      const inserted = await other.from('notes').insert({ id: 1, body: 'in sch_other', author_id: 1 }).select('body, authors(name)').single();
      expect(inserted.error).toBeNull();
      expect(inserted.data).toEqual({ body: 'in sch_other', authors: { name: 'Hessa' } });
    });
    const read = await other.from('notes').select('body');
    expect(read.data).toEqual([{ body: 'in sch_other' }]);
    const called = await other.rpc('note_count');
    expect(called.data).toBe(1);
    // The same name in the default schema is another table; answers say which schema they are from.
    const inPublic = await rest('notes?select=body');
    expect(await inPublic.json()).toEqual([{ body: 'in public' }]);
    expect(inPublic.headers.get('content-profile')).toBe('public');
    const profiled = await rest('notes?select=body', { headers: { 'accept-profile': 'sch_other' } });
    expect(profiled.headers.get('content-profile')).toBe('sch_other');
    // A read's profile header does not choose a write's schema: Content-Profile does.
    const wrongHeader = await rest('notes', { method: 'POST', headers: { 'accept-profile': 'sch_other', 'content-type': 'application/json' }, body: '{"id":2,"body":"x"}' });
    expect(wrongHeader.status).toBe(401);
    expect((await wrongHeader.json()).code).toBe('42501');
    expect((await other.from('notes').select('id')).data).toEqual([{ id: 1 }]);
    const unknown = await rest('notes', { headers: { 'accept-profile': 'auth' } });
    expect((await unknown.json()).hint).toBe('Only the following schemas are exposed: public, sch_other');
  });
});
