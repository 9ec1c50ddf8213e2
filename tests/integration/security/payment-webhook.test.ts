import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../../supabase/emulator/server.ts';
import { API_URL, freePort, startTestEmulator, type TestEmulator } from '../emulator.ts';

// A correctly signed Stripe event is accepted only within Stripe's 5 minutes of its signing time,
// before and after: one dated ahead would stay replayable until long after it was captured
// (PGlite and PostgreSQL). Signed with the Stripe SDK's own test helper.

const WEBHOOK_SECRET = 'whsec_test_webhook_timestamps';

let emu: TestEmulator;
let server: { close(): Promise<void> } | undefined;
let ownerId: string;

beforeAll(async () => {
  // The function settles payments through the REST API at SUPABASE_URL, as it does deployed.
  const ports = { api: await freePort(), inbox: await freePort() };
  emu = await startTestEmulator({
    seed: false,
    functionEnv: { SUPABASE_URL: `http://127.0.0.1:${ports.api}`, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: '' },
  });
  server = await listen(emu, ports);
  ownerId = (await emu.signedInUser()).id;
}, 120_000);
afterAll(async () => {
  await server?.close();
  await emu?.stop();
});

async function pendingPayment() {
  const propertyId = randomUUID();
  const reference = `cs_test_${randomUUID().replaceAll('-', '')}`;
  const listing = await emu.admin.from('properties').insert({ id: propertyId, user_id: ownerId, title: 'Corniche flat', address: '1 Corniche Road', location: 'Al Reem Island' });
  if (listing.error) throw listing.error;
  const payment = await emu.admin.from('featured_payments').insert({
    property_id: propertyId,
    user_id: ownerId,
    provider: 'stripe',
    provider_reference: reference,
    amount: 99,
    expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
  });
  if (payment.error) throw payment.error;
  return { propertyId, reference };
}

async function paymentStatus(propertyId: string) {
  const { data, error } = await emu.admin.from('featured_payments').select('status').eq('property_id', propertyId).single();
  if (error) throw error;
  return data.status;
}

/** Delivers a paid checkout.session.completed signed as if at `offsetSeconds` from now. */
function deliverCompleted(reference: string, offsetSeconds: number) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { object: 'checkout.session', id: reference, payment_status: 'paid' } },
  });
  const timestamp = Math.floor(Date.now() / 1000) + offsetSeconds;
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
  return emu.fetch(
    new Request(`${API_URL}/functions/v1/payment-webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload }),
  );
}

describe('the payment webhook', () => {
  it('refuses a correctly signed event dated an hour ahead, or an hour ago, and settles nothing', async () => {
    const { propertyId, reference } = await pendingPayment();
    for (const offset of [3600, 360, -3600]) {
      const res = await deliverCompleted(reference, offset);
      expect(res.status, `signed ${offset} s from now`).toBe(400);
      expect(await res.json()).toEqual({ error: 'Invalid Stripe signature' });
    }
    expect(await paymentStatus(propertyId)).toBe('pending');
  });

  it('accepts one signed within the 5 minutes either way (clocks differ a little)', async () => {
    const ahead = await pendingPayment();
    expect((await deliverCompleted(ahead.reference, 240)).status).toBe(200);
    expect(await paymentStatus(ahead.propertyId)).toBe('paid');
    const behind = await pendingPayment();
    expect((await deliverCompleted(behind.reference, -240)).status).toBe(200);
    expect(await paymentStatus(behind.propertyId)).toBe('paid');
  });
});
