import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchListingAgent, fetchProperty } from '@/features/listings/api/get-property';
import { sendContactMessage } from '@/features/messages/api/send-contact-message';
import { AppError } from '@/lib/errors';
import { classifyFailure } from '@/offline/outbox-sender';
import { startTestEmulator, type TestEmulator } from './emulator.ts';

// The Contact Agent dialog sends a real message: a visitor's enquiry reaches the
// listing's owner, with the recipient and sender set by the database, as plain text.

const AGENT = { email: 'agent@manzil.ae', password: 'Manzil2025!' };
const AGENT_ID = '11111111-1111-4111-8111-111111111111';

let emulator: TestEmulator;
let agent: SupabaseClient;
let propertyId: string;

beforeAll(async () => {
  emulator = await startTestEmulator();
  agent = emulator.client();
  const { error } = await agent.auth.signInWithPassword(AGENT);
  if (error) throw error;
  const { rows } = await emulator.db.query<{ id: string }>(
    `select id from public.properties where user_id = $1 order by created_at desc limit 1`,
    [AGENT_ID],
  );
  propertyId = rows[0].id;
}, 60_000);
afterAll(() => emulator.stop());

describe('sendContactMessage', () => {
  it('a visitor messages the owner: recipient is the owner, no sender, markup stripped', async () => {
    const email = `visitor${Date.now()}@example.com`;
    await sendContactMessage(emulator.client(), {
      id: crypto.randomUUID(),
      propertyId,
      name: ' <b>Visiting</b> Buyer ',
      email,
      phone: '+971 (50) 123-4567',
      message: 'Is this <script>alert(1)</script>still <i>available</i>?',
    });

    // The owner sees it through the API.
    const { data, error } = await agent.from('messages').select('*').eq('email', email);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const row = data![0];
    expect(row.property_id).toBe(propertyId);
    expect(row.recipient_id).toBe(AGENT_ID);
    expect(row.sender_id).toBeNull();
    expect(row.name).toBe('Visiting Buyer');
    expect(row.message).toBe('Is this still available?');
    expect(row.phone).toBe('+971 (50) 123-4567');
    expect(row.is_read).toBe(false);

    // And the database agrees.
    const { rows } = await emulator.db.query<{ recipient_id: string; sender_id: string | null }>(
      `select recipient_id, sender_id from public.messages where email = $1`,
      [email],
    );
    expect(rows).toEqual([{ recipient_id: AGENT_ID, sender_id: null }]);
  });

  it('an empty phone is stored as null; a signed-in sender is recorded', async () => {
    const user = await emulator.signedInUser();
    await sendContactMessage(user.client, {
      id: crypto.randomUUID(),
      propertyId,
      name: 'Signed In',
      email: user.email,
      phone: '',
      message: "I'm interested in this property and would like more information.",
    });
    const { data } = await user.client.from('messages').select('sender_id, recipient_id, phone').eq('property_id', propertyId);
    expect(data).toEqual([{ sender_id: user.id, recipient_id: AGENT_ID, phone: null }]);
  });

  it('visitors cannot read messages back', async () => {
    const { data } = await emulator.client().from('messages').select('id');
    expect(data ?? []).toEqual([]);
  });

  it('a missing listing is an error, not a silent success', async () => {
    await expect(
      sendContactMessage(emulator.client(), {
        id: crypto.randomUUID(),
        propertyId: '00000000-0000-4000-8000-000000000000',
        name: 'Someone',
        email: 'someone@example.com',
        message: 'Hello, is this available?',
      }),
    ).rejects.toThrow();
  });

  it('the sixth message in 10 minutes from one sender is refused as "try later"', async () => {
    const email = `burst${Date.now()}@example.com`;
    const send = () =>
      sendContactMessage(emulator.client(), { id: crypto.randomUUID(), propertyId, name: 'Burst', email, message: 'Please call me back today.' });
    for (let i = 0; i < 5; i++) await send();
    const refused = await send().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).code).toBe('PT429');
    expect(classifyFailure(refused)).toBe('retry');
  });

  it('the same message sent twice is stored once, and a replay does not count against the limit', async () => {
    const message = { id: crypto.randomUUID(), propertyId, name: 'Twice', email: `twice${Date.now()}@example.com`, message: 'Sent twice over a bad line.' };
    for (let i = 0; i < 7; i++) await sendContactMessage(emulator.client(), message);
    const { rows } = await emulator.db.query(`select 1 from public.messages where id = $1`, [message.id]);
    expect(rows).toHaveLength(1);
  });

  it('visitors from one address are limited even when they change the email', async () => {
    const visitor = emulator.client({ address: '198.51.100.77' });
    const results = [];
    for (let i = 0; i < 12; i++) {
      results.push(
        await sendContactMessage(visitor, { id: crypto.randomUUID(), propertyId, name: 'Spray', email: `spray${i}-${Date.now()}@example.com`, message: 'Another address each time.' })
          .then(() => 'sent')
          .catch((error: AppError) => error.code),
      );
    }
    expect(results.slice(0, 10).every((r) => r === 'sent')).toBe(true);
    expect(results.slice(10)).toEqual(['PT429', 'PT429']);
  });
});

describe('detail reads', () => {
  it('reads a listing with images in position order; a bad or unknown id is null', async () => {
    const property = await fetchProperty(emulator.client(), propertyId);
    expect(property?.id).toBe(propertyId);
    const positions = property!.property_images.map((i) => i.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(typeof property!.featured_now).toBe('boolean');
    expect(await fetchProperty(emulator.client(), 'not-a-uuid')).toBeNull();
    expect(await fetchProperty(emulator.client(), '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('listing_agent gives the owner contact card to a visitor', async () => {
    const card = await fetchListingAgent(emulator.client(), propertyId);
    expect(card).not.toBeNull();
    expect(card!.agent_email || card!.phone).toBeTruthy();
    expect(await fetchListingAgent(emulator.client(), '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
