import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../emulator.ts';

// The database's spam guard on messages (5 per sender, 10 per visitor address, in 10 minutes)
// holds when the messages arrive all at once: on PostgreSQL each request runs in a transaction of
// its own, side by side (PGlite and PostgreSQL).

const PARALLEL = 40;

let emulator: TestEmulator;
let propertyId: string;

beforeAll(async () => {
  emulator = await startTestEmulator({ seed: false });
  const owner = await emulator.signedInUser();
  propertyId = randomUUID();
  const { error } = await owner.client
    .from('properties')
    .insert({ id: propertyId, title: 'Villa', address: '1 Palm Street', location: 'Saadiyat Island', permit_number: 'MDH-1' });
  if (error) throw error;
}, 120_000);
afterAll(async () => emulator?.stop());

const message = (email: string) => ({ id: randomUUID(), property_id: propertyId, name: 'Buyer', email, message: 'Is this still available?' });

async function stored(where: string, value: string) {
  const { rows } = await emulator.db.query<{ n: number }>(`select count(*)::int as n from public.messages where ${where} = $1`, [value]);
  return rows[0].n;
}

describe('messages sent in parallel', () => {
  it('one signed-in sender: 5 stored, every other answered 429', async () => {
    const sender = await emulator.signedInUser();
    const results = await Promise.all(Array.from({ length: PARALLEL }, () => sender.client.from('messages').insert(message(sender.email))));
    expect(results.filter((r) => r.error === null)).toHaveLength(5);
    expect(results.filter((r) => r.error !== null).every((r) => r.status === 429 && r.error?.code === 'PT429')).toBe(true);
    expect(await stored('sender_id::text', sender.id)).toBe(5);
  });

  it('one visitor email from many addresses: 5 stored', async () => {
    const email = `visitor-${randomUUID()}@example.com`;
    const results = await Promise.all(Array.from({ length: PARALLEL }, () => emulator.client().from('messages').insert(message(email))));
    expect(results.filter((r) => r.error === null)).toHaveLength(5);
    expect(await stored('email', email)).toBe(5);
  });

  it('one visitor address with a new email each time: 10 stored', async () => {
    const address = '198.51.100.77';
    const tag = randomUUID();
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => emulator.client({ address }).from('messages').insert(message(`v${i}-${tag}@example.com`))),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(10);
    expect(results.filter((r) => r.error !== null).every((r) => r.status === 429)).toBe(true);
    const { rows } = await emulator.db.query<{ n: number }>(`select count(*)::int as n from public.messages where email like $1`, [`%-${tag}@example.com`]);
    expect(rows[0].n).toBe(10);
  });
});
