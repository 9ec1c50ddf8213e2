import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './emulator.ts';

// Embeds as PostgREST 12/13 gives them, through supabase-js: a one-to-one relationship (the foreign
// key's columns unique in the embedded table) is an object both ways, one-to-many an array, an
// empty embed only filters, its key left out; many-to-many through a junction table, a table that
// references itself, and the relationship named by constraint, column or hint where several
// could be meant. Test-only tables, made before the REST API's first
// request (it reads the schema then).

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator({ seed: false });
  await emulator.db.exec(`
    create table public.emb_people (id int primary key, name text not null);
    create table public.emb_passports (id int primary key, person_id int not null unique references public.emb_people (id), number text not null);
    create table public.emb_pets (id int primary key, owner_id int not null references public.emb_people (id), name text not null);
    insert into public.emb_people values (1, 'Layla'), (2, 'Omar'), (3, 'Priya');
    insert into public.emb_passports values (10, 1, 'P-100'), (20, 2, 'P-200');
    insert into public.emb_pets values (100, 1, 'Rex'), (101, 1, 'Mish'), (102, 3, 'Rex');
    create table public.emb_clubs (id int primary key, name text not null);
    create table public.emb_memberships (person_id int references public.emb_people (id), club_id int references public.emb_clubs (id), since int, primary key (person_id, club_id));
    create table public.emb_visits (id int primary key, person_id int references public.emb_people (id), club_id int references public.emb_clubs (id));
    insert into public.emb_clubs values (1, 'Chess'), (2, 'Falconry');
    insert into public.emb_memberships values (1, 1, 2020), (1, 2, 2021), (3, 2, 2022);
    insert into public.emb_visits values (1, 2, 1);
    create table public.emb_staff (id int primary key, name text not null, manager_id int references public.emb_staff (id));
    insert into public.emb_staff values (1, 'Mariam', null), (2, 'Yousef', 1), (3, 'Sara', 1);
    create table public.emb_transfers (id int primary key, sender int not null references public.emb_people (id), receiver int not null references public.emb_people (id));
    insert into public.emb_transfers values (1, 1, 2);
    grant select on public.emb_people, public.emb_passports, public.emb_pets, public.emb_clubs, public.emb_memberships,
      public.emb_visits, public.emb_staff, public.emb_transfers to anon;
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

describe('ordering by an embed', () => {
  it('a to-one embed\'s column orders the rows it is embedded in; a to-many one cannot (PGRST118)', async () => {
    const passports = await from('emb_passports').select('number, emb_people(name)').order('emb_people(name)', { ascending: false });
    expect(passports.error).toBeNull();
    expect(passports.data).toEqual([
      { number: 'P-200', emb_people: { name: 'Omar' } },
      { number: 'P-100', emb_people: { name: 'Layla' } },
    ]);
    const toMany = await from('emb_people').select('name, emb_pets(name)').order('emb_pets(name)');
    expect(toMany.status).toBe(400);
    expect(toMany.error).toMatchObject({
      code: 'PGRST118',
      message: "A related order on 'emb_pets' is not possible",
      details: "'emb_people' and 'emb_pets' do not form a many-to-one or one-to-one relationship",
    });
  });
});

describe('spreads', () => {
  it('a to-one spread lifts its fields into the row, aliased as asked, null where there is no row', async () => {
    const people = await from('emb_people').select('name, ...emb_passports(passport:number)').order('id');
    expect(people.error).toBeNull();
    expect(people.data).toEqual([
      { name: 'Layla', passport: 'P-100' },
      { name: 'Omar', passport: 'P-200' },
      { name: 'Priya', passport: null },
    ]);
  });

  it('a to-many spread makes each field an array over the rows, the arrays in the same order', async () => {
    const people = await from('emb_people').select('name, ...emb_pets(pet_ids:id, pet_names:name)').order('id').order('id', { referencedTable: 'emb_pets', ascending: false });
    expect(people.error).toBeNull();
    expect(people.data).toEqual([
      { name: 'Layla', pet_ids: [101, 100], pet_names: ['Mish', 'Rex'] },
      { name: 'Omar', pet_ids: [], pet_names: [] },
      { name: 'Priya', pet_ids: [102], pet_names: ['Rex'] },
    ]);
  });
});

describe('choosing the relationship', () => {
  it('many-to-many goes through a junction table whose foreign key columns are its primary key', async () => {
    const people = await from('emb_people').select('name, emb_clubs(name)').order('id').order('id', { referencedTable: 'emb_clubs' });
    expect(people.error).toBeNull();
    expect(people.data).toEqual([
      { name: 'Layla', emb_clubs: [{ name: 'Chess' }, { name: 'Falconry' }] },
      { name: 'Omar', emb_clubs: [] },
      { name: 'Priya', emb_clubs: [{ name: 'Falconry' }] },
    ]);
    // Both ways, filtered and inner-joined like any embed; emb_visits is no junction (its key is
    // its own id), so it adds no second path.
    const clubs = await from('emb_clubs').select('name, emb_people!inner(name)').eq('emb_people.name', 'Priya');
    expect(clubs.data).toEqual([{ name: 'Falconry', emb_people: [{ name: 'Priya' }] }]);
    // The junction table's name is a hint for it.
    const hinted = await from('emb_people').select('name, emb_clubs!emb_memberships(name)').eq('id', 3);
    expect(hinted.data).toEqual([{ name: 'Priya', emb_clubs: [{ name: 'Falconry' }] }]);
  });

  it('a table that references itself: its name is the rows pointing at it, the key column the row it points at', async () => {
    const reports = await from('emb_staff').select('name, emb_staff(name)').eq('id', 1).order('id', { referencedTable: 'emb_staff' });
    expect(reports.error).toBeNull();
    expect(reports.data).toEqual([{ name: 'Mariam', emb_staff: [{ name: 'Yousef' }, { name: 'Sara' }] }]);
    const managers = await from('emb_staff').select('name, manager:manager_id(name)').eq('id', 2);
    expect(managers.data).toEqual([{ name: 'Yousef', manager: { name: 'Mariam' } }]);
    const hinted = await from('emb_staff').select('name, reports:emb_staff!manager_id(name)').eq('id', 2);
    expect(hinted.data).toEqual([{ name: 'Yousef', reports: [] }]);
  });

  it('two keys to the same table are ambiguous (300 PGRST201, the candidates in details) until a hint or the constraint names one', async () => {
    const ambiguous = await from('emb_people').select('name, emb_transfers(id)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toMatchObject({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'emb_people' and 'emb_transfers'",
      hint: "Try changing 'emb_transfers' to one of the following: 'emb_transfers!emb_transfers_sender_fkey', 'emb_transfers!emb_transfers_receiver_fkey'. Find the desired relationship in the 'details' key.",
    });
    expect(ambiguous.error?.details).toEqual([
      { cardinality: 'one-to-many', embedding: 'emb_people with emb_transfers', relationship: 'emb_transfers_sender_fkey using emb_people(id) and emb_transfers(sender)' },
      { cardinality: 'one-to-many', embedding: 'emb_people with emb_transfers', relationship: 'emb_transfers_receiver_fkey using emb_people(id) and emb_transfers(receiver)' },
    ]);
    const sent = await from('emb_people').select('name, sent:emb_transfers!emb_transfers_sender_fkey(id), received:emb_transfers!receiver(id)').order('id').limit(2);
    expect(sent.data).toEqual([
      { name: 'Layla', sent: [{ id: 1 }], received: [] },
      { name: 'Omar', sent: [], received: [{ id: 1 }] },
    ]);
    // From the other side, the constraint's name or the key's column is the embed.
    const transfer = await from('emb_transfers').select('id, emb_transfers_sender_fkey(name), receiver(name)');
    expect(transfer.data).toEqual([{ id: 1, emb_transfers_sender_fkey: { name: 'Layla' }, receiver: { name: 'Omar' } }]);
  });

  it('a hint that names nothing is PGRST200, saying which hint', async () => {
    const wrong = await from('emb_people').select('name, emb_transfers!nothing(id)');
    expect(wrong.status).toBe(400);
    expect(wrong.error).toMatchObject({
      code: 'PGRST200',
      details: "Searched for a foreign key relationship between 'emb_people' and 'emb_transfers' using the hint 'nothing' in the schema 'public', but no matches were found.",
    });
  });
});
