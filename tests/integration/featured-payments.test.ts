import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installDenoShim, withFunctionEnv } from '../../supabase/emulator/functions/deno-shim.ts';
import { createFunctionsApp } from '../../supabase/emulator/functions/routes.ts';
import { functionConfig } from '../../supabase/emulator/project-config.ts';
import { listen } from '../../supabase/emulator/server.ts';
import { createHandler as createFeaturedListingHandler } from '../../supabase/functions/create-featured-listing/handler.ts';
import { createHandler as createWebhookHandler } from '../../supabase/functions/payment-webhook/handler.ts';
import { ANON_KEY, API_URL, freePort, SERVICE_ROLE_KEY, startTestEmulator, type TestEmulator } from './emulator.ts';

// Paid featuring end to end: the create-featured-listing, test-checkout and payment-webhook
// functions run in the emulator and reach its REST and auth APIs over HTTP (SUPABASE_URL points
// at a spare port the emulator listens on), as they reach Supabase's when deployed. Only Stripe's
// servers are stood in for.

const SITE = 'https://manzil.example';
const WEBHOOK_SECRET = 'whsec_test_featured_payments';
const DAY_MS = 24 * 60 * 60 * 1000;

let emu: TestEmulator;
let server: { close(): Promise<void> } | undefined;
let supabaseUrl: string;
/** The function secrets; blank ones shadow any the test process's own environment may hold. */
let functionEnv: Record<string, string>;
let owner: { client: SupabaseClient; id: string };
let stranger: { client: SupabaseClient; id: string };

beforeAll(async () => {
  const ports = { api: await freePort(), inbox: await freePort() };
  supabaseUrl = `http://127.0.0.1:${ports.api}`;
  functionEnv = {
    SUPABASE_URL: supabaseUrl,
    SITE_URL: SITE,
    PAYMENT_PROVIDER: 'test',
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    FEATURED_PRICE_AED: '',
  };
  emu = await startTestEmulator({ seed: false, functionEnv });
  server = await listen(emu, ports);
  installDenoShim();
  [owner, stranger] = await Promise.all([emu.signedInUser(), emu.signedInUser()]);
});
afterAll(async () => {
  await server?.close();
  await emu?.stop();
});

/**
 * A listing of the owner's. Written as the service role, as older listings without a permit
 * number were: featuring must work for those too.
 */
async function newListing(title = 'Marina view apartment'): Promise<string> {
  const id = randomUUID();
  const { error } = await emu.admin.from('properties').insert({ id, user_id: owner.id, title, address: '1 Corniche Road', location: 'Al Reem Island' });
  if (error) throw error;
  return id;
}

/** Asks for a checkout as the app does; answers the status and the JSON body, error or not. */
async function promote(client: SupabaseClient, propertyId: string, locale = 'en'): Promise<{ status: number; body: { url?: string; error?: string } }> {
  const { data, error } = await client.functions.invoke(`create-featured-listing?propertyId=${encodeURIComponent(propertyId)}&locale=${locale}`, { method: 'GET' });
  if (!error) return { status: 200, body: data };
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const res = (error as FunctionsHttpError).context as Response;
  return { status: res.status, body: await res.json() };
}

async function accessToken(client: SupabaseClient): Promise<string> {
  return (await client.auth.getSession()).data.session!.access_token;
}

async function listingState(id: string) {
  const { data, error } = await emu.admin.from('properties').select('is_featured, featured_until, featured_now').eq('id', id).single();
  if (error) throw error;
  return data as { is_featured: boolean; featured_until: string | null; featured_now: boolean };
}

async function paymentsOf(propertyId: string) {
  const { data, error } = await emu.admin.from('featured_payments').select('*').eq('property_id', propertyId).order('created_at');
  if (error) throw error;
  return data as { id: string; provider: string; provider_reference: string; amount: number; currency: string; status: string; expires_at: string; paid_at: string | null; user_id: string }[];
}

/** Presses Pay or Cancel on a test checkout page; the redirect is returned, not followed. */
const press = (url: string, action: 'pay' | 'cancel') =>
  fetch(url, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });

const dashboardUrl = (outcome: 'success' | 'cancelled', propertyId: string, paymentId: string, prefix = '') =>
  `${SITE}${prefix}/dashboard?featured=${outcome}&propertyId=${propertyId}&payment=${paymentId}`;

/** Featured for about a month from now (a calendar month: 28 to 31 days). */
function expectAboutAMonthAway(until: string | null) {
  const days = (Date.parse(until!) - Date.now()) / DAY_MS;
  expect(days).toBeGreaterThan(27.9);
  expect(days).toBeLessThan(31.1);
}

describe('create-featured-listing', () => {
  it('refuses callers who are not signed in', async () => {
    expect(await promote(emu.client(), await newListing())).toEqual({ status: 401, body: { error: 'You must be logged in to promote a property' } });
    // Called without the gateway's JWT check in front, the function itself still refuses.
    const res = await withFunctionEnv({ ...functionEnv, SUPABASE_ANON_KEY: ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY }, () =>
      createFeaturedListingHandler()(new Request(`${API_URL}/functions/v1/create-featured-listing?propertyId=${randomUUID()}`, { headers: { authorization: 'Bearer not-a-token' } })),
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'You must be logged in to promote a property' });
  });

  it('refuses a malformed id, an unknown listing, another owner and a listing already featured', async () => {
    expect((await promote(owner.client, 'not-a-uuid')).status).toBe(400);
    expect(await promote(owner.client, randomUUID())).toEqual({ status: 404, body: { error: 'Property not found' } });
    const id = await newListing();
    expect(await promote(stranger.client, id)).toEqual({ status: 403, body: { error: 'You can only promote your own listings' } });
    const until = new Date(Date.now() + 5 * DAY_MS).toISOString();
    expect((await emu.admin.from('properties').update({ is_featured: true, featured_until: until }).eq('id', id)).error).toBeNull();
    expect(await promote(owner.client, id)).toEqual({ status: 409, body: { error: 'This property is already featured' } });
    expect(await paymentsOf(id)).toEqual([]);
  });

  it('answers 503 and records nothing when no payment provider is configured', async () => {
    // The emulator's functions service over the same database, with no provider and no Stripe key.
    const functions = createFunctionsApp({ ...emu.ctx, functionEnv: { ...functionEnv, PAYMENT_PROVIDER: '' } });
    const api = new Hono().route('/functions/v1', functions);
    const id = await newListing();
    const res = await api.fetch(
      new Request(`${API_URL}/functions/v1/create-featured-listing?propertyId=${id}`, {
        headers: { authorization: `Bearer ${await accessToken(owner.client)}`, apikey: ANON_KEY },
      }),
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'Payments are not set up on this server, so listings cannot be featured yet' });
    expect(await paymentsOf(id)).toEqual([]);
    expect((await listingState(id)).featured_now).toBe(false);
  });
});

describe('test checkout', () => {
  it('is public in config.toml, as is the webhook', () => {
    expect(functionConfig('test-checkout')).toEqual({ verifyJwt: false });
    expect(functionConfig('payment-webhook')).toEqual({ verifyJwt: false });
    expect(functionConfig('create-featured-listing')).toEqual({ verifyJwt: true });
  });

  it('Pay features the listing for a month, once', async () => {
    const id = await newListing('Villa <Sea> & "Sun"');
    const { status, body } = await promote(owner.client, id);
    expect(status).toBe(200);
    expect(body.url).toMatch(new RegExp(`^${supabaseUrl}/functions/v1/test-checkout\\?session=test_[0-9a-f-]{36}$`));

    const [pending] = await paymentsOf(id);
    expect(pending).toMatchObject({ provider: 'test', amount: 99, currency: 'AED', status: 'pending', user_id: owner.id, paid_at: null });
    expect(Date.parse(pending.expires_at) - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    // Owners see their own payments through the API; nobody else does.
    expect((await owner.client.from('featured_payments').select('id').eq('property_id', id)).data).toEqual([{ id: pending.id }]);
    expect((await stranger.client.from('featured_payments').select('id').eq('property_id', id)).data).toEqual([]);

    const page = await fetch(body.url!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${SITE};`);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Villa &lt;Sea&gt; &amp; &quot;Sun&quot;');
    expect(html).not.toContain('<Sea>');
    expect(html).toContain('AED 99.00');
    expect(html).toContain('Pay AED 99.00');

    const paid = await press(body.url!, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(dashboardUrl('success', id, pending.id));
    const featured = await listingState(id);
    expect(featured).toMatchObject({ is_featured: true, featured_now: true });
    expectAboutAMonthAway(featured.featured_until);
    const [settled] = await paymentsOf(id);
    expect(settled.status).toBe('paid');
    expect(settled.paid_at).not.toBeNull();

    // Pay sent again: still the success page, and no second month.
    const again = await press(body.url!, 'pay');
    expect(again.status).toBe(303);
    expect((await listingState(id)).featured_until).toBe(featured.featured_until);
    expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['paid']);
    expect(await (await fetch(body.url!)).text()).toContain('Already paid');
  });

  it('Cancel features nothing, and the cancelled checkout cannot be paid afterwards', async () => {
    const id = await newListing();
    const { body } = await promote(owner.client, id);
    const [payment] = await paymentsOf(id);
    const cancelled = await press(body.url!, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(dashboardUrl('cancelled', id, payment.id));
    expect((await press(body.url!, 'pay')).status).toBe(409);
    expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['cancelled']);
    expect(await listingState(id)).toMatchObject({ is_featured: false, featured_until: null, featured_now: false });
  });

  it('asked from an Arabic page, the checkout returns the payer to the Arabic dashboard, paid or cancelled', async () => {
    const paidId = await newListing();
    const { body } = await promote(owner.client, paidId, 'ar');
    expect(body.url).toMatch(/&locale=ar$/);
    const [payment] = await paymentsOf(paidId);
    expect((await press(body.url!, 'pay')).headers.get('location')).toBe(dashboardUrl('success', paidId, payment.id, '/ar'));
    // Its pages link back to the Arabic dashboard too.
    expect(await (await fetch(body.url!)).text()).toContain(`href="${SITE}/ar/dashboard"`);

    const cancelledId = await newListing();
    const cancelled = await promote(owner.client, cancelledId, 'ar');
    const [open] = await paymentsOf(cancelledId);
    expect((await press(cancelled.body.url!, 'cancel')).headers.get('location')).toBe(dashboardUrl('cancelled', cancelledId, open.id, '/ar'));
    // Any other value is English.
    const otherId = await newListing();
    const other = await promote(owner.client, otherId, 'fr');
    expect(other.body.url).not.toContain('locale=');
  });

  it('an expired checkout features nothing', async () => {
    const id = await newListing();
    const { body } = await promote(owner.client, id);
    const [payment] = await paymentsOf(id);
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await emu.admin.from('featured_payments').update({ expires_at: past }).eq('id', payment.id)).error).toBeNull();
    expect((await press(body.url!, 'pay')).status).toBe(409);
    expect(await (await fetch(body.url!)).text()).toContain('Checkout expired');
    expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['expired']);
    expect((await listingState(id)).featured_now).toBe(false);
  });

  it('asking twice reopens the one open checkout; once it has expired, a new one opens', async () => {
    const id = await newListing();
    const [first, second] = await Promise.all([promote(owner.client, id), promote(owner.client, id)]);
    const urls = [first, second].map((answer) => answer.body.url).filter(Boolean);
    // Asked at the same moment: the same checkout, or a request to try again; never two.
    expect(urls.length).toBeGreaterThan(0);
    expect(new Set(urls).size).toBe(1);
    for (const answer of [first, second]) if (!answer.body.url) expect(answer).toEqual({ status: 409, body: { error: 'A checkout for this listing is already being opened. Please try again in a moment.' } });
    expect((await promote(owner.client, id)).body.url).toBe(urls[0]);
    expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['pending']);

    const [payment] = await paymentsOf(id);
    await emu.admin.from('featured_payments').update({ expires_at: new Date(Date.now() - 1000).toISOString() }).eq('id', payment.id);
    const fresh = await promote(owner.client, id);
    expect(fresh.body.url).toMatch(/test-checkout\?session=test_/);
    expect(fresh.body.url).not.toBe(urls[0]);
    expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['expired', 'pending']);
  });

  it('featuring leaves updated_at alone, so an edit begun before the payment still saves', async () => {
    const id = await newListing();
    const before = (await emu.admin.from('properties').select('updated_at').eq('id', id).single()).data!.updated_at as string;
    const { body } = await promote(owner.client, id);
    expect((await press(body.url!, 'pay')).status).toBe(303);
    expect((await emu.admin.from('properties').select('updated_at').eq('id', id).single()).data!.updated_at).toBe(before);
    const edited = await owner.client.from('properties').update({ title: 'Edited after paying', permit_number: 'MDH-7' }).eq('id', id).eq('updated_at', before).select('updated_at');
    expect(edited.data).toHaveLength(1);
    expect(edited.data![0].updated_at).not.toBe(before);
  });

  it('deleting a listing closes its open test checkout and keeps its payments', async () => {
    const paidListing = await newListing();
    const paidCheckout = (await promote(owner.client, paidListing)).body.url!;
    await press(paidCheckout, 'pay');
    const [paid] = await paymentsOf(paidListing);
    const openListing = await newListing();
    const openCheckout = (await promote(owner.client, openListing)).body.url!;
    const [open] = await paymentsOf(openListing);

    for (const id of [paidListing, openListing]) expect((await owner.client.from('properties').delete().eq('id', id)).error).toBeNull();
    const { data } = await emu.admin.from('featured_payments').select('id, status, property_id').in('id', [paid.id, open.id]).order('status');
    expect(data).toEqual([
      { id: open.id, status: 'cancelled', property_id: null },
      { id: paid.id, status: 'paid', property_id: null },
    ]);
    expect((await press(openCheckout, 'pay')).status).toBe(409);
  });

  it('answers 404 for an unknown session', async () => {
    const res = await fetch(`${supabaseUrl}/functions/v1/test-checkout?session=test_${randomUUID()}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Checkout not found');
  });
});

describe('Stripe', () => {
  /** A pending Stripe payment for a new listing, as create-featured-listing records one. */
  async function pendingStripePayment() {
    const propertyId = await newListing();
    const reference = `cs_test_${randomUUID().replaceAll('-', '')}`;
    const { error } = await emu.admin.from('featured_payments').insert({
      property_id: propertyId,
      user_id: owner.id,
      provider: 'stripe',
      provider_reference: reference,
      amount: 99,
      expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    if (error) throw error;
    return { propertyId, reference };
  }

  const deliver = (payload: string, signature?: string) =>
    emu.fetch(
      new Request(`${API_URL}/functions/v1/payment-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        body: payload,
      }),
    );

  const event = (type: string, session: Record<string, unknown>) =>
    JSON.stringify({ id: `evt_${randomUUID().replaceAll('-', '')}`, object: 'event', type, data: { object: { object: 'checkout.session', ...session } } });

  it('opens a Checkout session with the price, the return URLs and the payment id, and records it pending', async () => {
    const id = await newListing('Saadiyat beach villa');
    const sent: { url: string; method: string; authorization: string | null; params: URLSearchParams }[] = [];
    const expiresAt = Math.floor(Date.now() / 1000) + 31 * 60;
    const stripeServers: typeof fetch = async (input, init) => {
      sent.push({
        url: String(input),
        method: init?.method ?? 'GET',
        authorization: new Headers(init?.headers).get('authorization'),
        params: new URLSearchParams(String(init?.body ?? '')),
      });
      const session = { id: 'cs_test_featured1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_featured1', expires_at: expiresAt };
      return new Response(JSON.stringify(session), { status: 200, headers: { 'content-type': 'application/json', 'request-id': 'req_test' } });
    };
    const env = { ...functionEnv, PAYMENT_PROVIDER: '', STRIPE_SECRET_KEY: 'sk_test_featured', SUPABASE_ANON_KEY: ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY };
    const request = new Request(`${API_URL}/functions/v1/create-featured-listing?propertyId=${id}`, { headers: { authorization: `Bearer ${await accessToken(owner.client)}` } });
    const res = await withFunctionEnv(env, () => createFeaturedListingHandler({ stripeFetch: stripeServers })(request));
    expect(await res.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_featured1' });
    expect(res.status).toBe(200);

    expect(sent).toHaveLength(1);
    const [{ url, method, authorization, params }] = sent;
    expect([method, url, authorization]).toEqual(['POST', 'https://api.stripe.com/v1/checkout/sessions', 'Bearer sk_test_featured']);
    const [payment] = await paymentsOf(id);
    expect(Object.fromEntries(params)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aed',
      'line_items[0][price_data][unit_amount]': '9900',
      'line_items[0][price_data][product_data][name]': 'Featured listing for 1 month: Saadiyat beach villa',
      success_url: dashboardUrl('success', id, payment.id),
      cancel_url: dashboardUrl('cancelled', id, payment.id),
      client_reference_id: payment.id,
      'metadata[payment_id]': payment.id,
      'metadata[property_id]': id,
    });
    expect(payment).toMatchObject({ provider: 'stripe', provider_reference: 'cs_test_featured1', amount: 99, status: 'pending' });
    expect(Date.parse(payment.expires_at)).toBe(expiresAt * 1000);
  });

  it('answers 502 when Stripe fails, recording nothing', async () => {
    const id = await newListing();
    const env = { ...functionEnv, STRIPE_SECRET_KEY: 'sk_test_featured', PAYMENT_PROVIDER: 'stripe', SUPABASE_ANON_KEY: ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY };
    const refusing: typeof fetch = async () =>
      new Response(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid currency' } }), { status: 400, headers: { 'content-type': 'application/json' } });
    const request = new Request(`${API_URL}/functions/v1/create-featured-listing?propertyId=${id}`, { headers: { authorization: `Bearer ${await accessToken(owner.client)}` } });
    const res = await withFunctionEnv(env, () => createFeaturedListingHandler({ stripeFetch: refusing })(request));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Failed to create featured listing' });
    // The claim is closed as failed, so it does not block the next attempt.
    expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['failed']);
  });

  it('the webhook refuses a missing or wrong signature and features nothing', async () => {
    const { propertyId, reference } = await pendingStripePayment();
    const payload = event('checkout.session.completed', { id: reference, payment_status: 'paid' });
    expect((await deliver(payload)).status).toBe(400);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await deliver(payload, forged)).status).toBe(400);
    expect((await paymentsOf(propertyId)).map((p) => p.status)).toEqual(['pending']);
    expect((await listingState(propertyId)).featured_now).toBe(false);
  });

  it('a signed checkout.session.completed features the listing once, however often it arrives', async () => {
    const { propertyId, reference } = await pendingStripePayment();
    const payload = event('checkout.session.completed', { id: reference, payment_status: 'paid' });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    // Two deliveries at once (Stripe retrying while the first is still being handled).
    const answers = await Promise.all([deliver(payload, signature), deliver(payload, signature)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(await answers[0].json()).toEqual({ received: true });
    const featured = await listingState(propertyId);
    expect(featured.featured_now).toBe(true);
    expectAboutAMonthAway(featured.featured_until);
    expect((await paymentsOf(propertyId)).map((p) => p.status)).toEqual(['paid']);

    expect((await deliver(payload, signature)).status).toBe(200);
    expect((await listingState(propertyId)).featured_until).toBe(featured.featured_until);
  });

  it('the webhook closes an expired session and ignores other events', async () => {
    const { propertyId, reference } = await pendingStripePayment();
    const unrelated = event('customer.created', { id: 'cus_1' });
    expect((await deliver(unrelated, Stripe.webhooks.generateTestHeaderString({ payload: unrelated, secret: WEBHOOK_SECRET }))).status).toBe(200);
    const expired = event('checkout.session.expired', { id: reference, payment_status: 'unpaid' });
    expect((await deliver(expired, Stripe.webhooks.generateTestHeaderString({ payload: expired, secret: WEBHOOK_SECRET }))).status).toBe(200);
    expect((await paymentsOf(propertyId)).map((p) => p.status)).toEqual(['expired']);
    expect((await listingState(propertyId)).featured_now).toBe(false);
  });

  it('the webhook answers 503 when its secret is not configured', async () => {
    const res = await withFunctionEnv({ ...functionEnv, STRIPE_WEBHOOK_SECRET: '' }, () =>
      createWebhookHandler()(new Request(`${API_URL}/functions/v1/payment-webhook`, { method: 'POST', body: '{}', headers: { 'stripe-signature': 't=1,v1=x' } })),
    );
    expect(res.status).toBe(503);
  });
});

describe('who may feature a listing', () => {
  it('only the service role may settle payments', async () => {
    const { data: created } = await emu.admin
      .from('featured_payments')
      .insert({ property_id: await newListing(), user_id: owner.id, provider: 'test', provider_reference: `test_${randomUUID()}`, amount: 99 })
      .select('provider_reference')
      .single();
    const reference = (created as { provider_reference: string }).provider_reference;
    for (const client of [owner.client, emu.client()]) {
      expect((await client.rpc('fulfil_featured_payment', { reference })).error?.code).toBe('42501');
      expect((await client.rpc('close_featured_payment', { reference, new_status: 'cancelled' })).error?.code).toBe('42501');
    }
    expect((await emu.admin.from('featured_payments').select('status').eq('provider_reference', reference).single()).data).toEqual({ status: 'pending' });
  });

  it('owners cannot feature their listing or change its owner through the API', async () => {
    const id = await newListing();
    const until = new Date(Date.now() + 30 * DAY_MS).toISOString();
    for (const change of [{ is_featured: true }, { featured_until: until }, { user_id: stranger.id }]) {
      expect((await owner.client.from('properties').update(change).eq('id', id)).error?.code).toBe('42501');
    }
    expect(await listingState(id)).toMatchObject({ is_featured: false, featured_until: null });
  });
});
