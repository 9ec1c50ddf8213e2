import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './emulator.ts';

// Embeds as PostgREST 12 gives them, through supabase-js: a one-to-one relationship (the foreign
// key's columns unique in the embedded table) is an object both ways, one-to-many an array, and an
// empty embed only filters, its key left out. Test-only tables, made before the REST API's first
// request (it reads the schema then).

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator({ seed: false, backgroundJobs: false });
  await emulator.db.exec(`
    create table public.emb_people (id int primary key, name text not null);
    create table public.emb_passports (id int primary key, person_id int not null unique references public.emb_people (id), number text not null);
    create table public.emb_pets (id int primary key, owner_id int not null references public.emb_people (id), name text not null);
    insert into public.emb_people values (1, 'Layla'), (2, 'Omar'), (3, 'Priya');
    insert into public.emb_passports values (10, 1, 'P-100'), (20, 2, 'P-200');
    insert into public.emb_pets values (100, 1, 'Rex'), (101, 1, 'Mish'), (102, 3, 'Rex');
    grant select on public.emb_people, public.emb_passports, public.emb_pets to anon;
  `);
}, 180_000);
afterAll(() => emulator.stop());

const from = (table: string) => emulator.client().from(table as never);

describe('embeds', () => {
  it('a one-to-one relationship is an object from either side, null where there is no row', async () => {
    const people = await from('emb_people').select('name, emb_passports(number)').order('id');
    expect(people.error).toBeNull();
    expect(people.data).toEqual([
      { name: 'Layla', emb_passports: { number: 'P-100' } },
      { name: 'Omar', emb_passports: { number: 'P-200' } },
      { name: 'Priya', emb_passports: null },
    ]);
    const passports = await from('emb_passports').select('number, emb_people(name)').order('id');
    expect(passports.data).toEqual([
      { number: 'P-100', emb_people: { name: 'Layla' } },
      { number: 'P-200', emb_people: { name: 'Omar' } },
    ]);
  });

  it('a one-to-many relationship stays an array', async () => {
    const people = await from('emb_people').select('name, emb_pets(name)').order('id').order('id', { referencedTable: 'emb_pets' });
    expect(people.data).toEqual([
      { name: 'Layla', emb_pets: [{ name: 'Rex' }, { name: 'Mish' }] },
      { name: 'Omar', emb_pets: [] },
      { name: 'Priya', emb_pets: [{ name: 'Rex' }] },
    ]);
  });

  it('an empty embed filters without its key in the answer', async () => {
    const withRex = await from('emb_people').select('name, emb_pets!inner()').eq('emb_pets.name', 'Rex').order('id');
    expect(withRex.error).toBeNull();
    expect(withRex.data).toEqual([{ name: 'Layla' }, { name: 'Priya' }]);
    const all = await from('emb_people').select('name, emb_pets()').order('id');
    expect(all.data).toEqual([{ name: 'Layla' }, { name: 'Omar' }, { name: 'Priya' }]);
  });
});
