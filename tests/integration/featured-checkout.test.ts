import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withFunctionEnv } from '../../supabase/emulator/functions/deno-shim.ts';
import { createFunctionsApp } from '../../supabase/emulator/functions/routes.ts';
import { functionConfig } from '../../supabase/emulator/project-config.ts';
import { createHandler as createFeaturedListingHandler } from '../../supabase/functions/create-featured-listing/handler.ts';
import { ANON_KEY, API_URL, SERVICE_ROLE_KEY } from './emulator.ts';
import { accessToken, DAY_MS, dashboardUrl, expectAboutAMonthAway, featuredPaymentsEmulator, SITE } from './featured-payments-fixture.ts';

// Paid featuring end to end with the test payment provider: whom create-featured-listing refuses,
// and the checkout it opens, paid or cancelled on the test-checkout function's page as a payer
// would in a browser. Stripe, and who may feature a listing: featured-stripe.test.ts.

const payments = featuredPaymentsEmulator();
const { newListing, listingState, paymentsOf } = payments;

/** Asks for a checkout as the app does; answers the status and the JSON body, error or not. */
async function promote(client: SupabaseClient, propertyId: string, locale = 'en'): Promise<{ status: number; body: { url?: string; error?: string } }> {
  const { data, error } = await client.functions.invoke(`create-featured-listing?propertyId=${encodeURIComponent(propertyId)}&locale=${locale}`, { method: 'GET' });
  if (!error) return { status: 200, body: data };
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const res = (error as FunctionsHttpError).context as Response;
  return { status: res.status, body: await res.json() };
}

/** Presses Pay or Cancel on a test checkout page; the redirect is returned, not followed. */
const press = (url: string, action: 'pay' | 'cancel') =>
  fetch(url, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });

describe('create-featured-listing', () => {
  it('refuses callers who are not signed in', async () => {
    expect(await promote(payments.emu.client(), await newListing())).toEqual({ status: 401, body: { error: 'You must be logged in to promote a property' } });
    // Called without the gateway's JWT check in front, the function itself still refuses.
    const res = await withFunctionEnv({ ...payments.functionEnv, SUPABASE_ANON_KEY: ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY }, () =>
      createFeaturedListingHandler()(new Request(`${API_URL}/functions/v1/create-featured-listing?propertyId=${randomUUID()}`, { headers: { authorization: 'Bearer not-a-token' } })),
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'You must be logged in to promote a property' });
  });

  it('refuses a malformed id, an unknown listing, another owner and a listing already featured', async () => {
    expect((await promote(payments.owner.client, 'not-a-uuid')).status).toBe(400);
    expect(await promote(payments.owner.client, randomUUID())).toEqual({ status: 404, body: { error: 'Property not found' } });
    const id = await newListing();
    expect(await promote(payments.stranger.client, id)).toEqual({ status: 403, body: { error: 'You can only promote your own listings' } });
    const until = new Date(Date.now() + 5 * DAY_MS).toISOString();
    expect((await payments.emu.admin.from('properties').update({ is_featured: true, featured_until: until }).eq('id', id)).error).toBeNull();
    expect(await promote(payments.owner.client, id)).toEqual({ status: 409, body: { error: 'This property is already featured' } });
    expect(await paymentsOf(id)).toEqual([]);
  });

  it('answers 503 and records nothing when no payment provider is configured', async () => {
    // The emulator's functions service over the same database, with no provider and no Stripe key.
    const functions = createFunctionsApp({ ...payments.emu.ctx, functionEnv: { ...payments.functionEnv, PAYMENT_PROVIDER: '' } });
    const api = new Hono().route('/functions/v1', functions);
    const id = await newListing();
    const res = await api.fetch(
      new Request(`${API_URL}/functions/v1/create-featured-listing?propertyId=${id}`, {
        headers: { authorization: `Bearer ${await accessToken(payments.owner.client)}`, apikey: ANON_KEY },
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
    const { status, body } = await promote(payments.owner.client, id);
    expect(status).toBe(200);
    expect(body.url).toMatch(new RegExp(`^${payments.supabaseUrl}/functions/v1/test-checkout\\?session=test_[0-9a-f-]{36}$`));

    const [pending] = await paymentsOf(id);
    expect(pending).toMatchObject({ provider: 'test', amount: 99, currency: 'AED', status: 'pending', user_id: payments.owner.id, paid_at: null });
    expect(Date.parse(pending.expires_at) - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    // Owners see their own payments through the API; nobody else does.
    expect((await payments.owner.client.from('featured_payments').select('id').eq('property_id', id)).data).toEqual([{ id: pending.id }]);
    expect((await payments.stranger.client.from('featured_payments').select('id').eq('property_id', id)).data).toEqual([]);

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
    const { body } = await promote(payments.owner.client, id);
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
    const { body } = await promote(payments.owner.client, paidId, 'ar');
    expect(body.url).toMatch(/&locale=ar$/);
    const [payment] = await paymentsOf(paidId);
    expect((await press(body.url!, 'pay')).headers.get('location')).toBe(dashboardUrl('success', paidId, payment.id, '/ar'));
    // Its pages link back to the Arabic dashboard too.
    expect(await (await fetch(body.url!)).text()).toContain(`href="${SITE}/ar/dashboard"`);

    const cancelledId = await newListing();
    const cancelled = await promote(payments.owner.client, cancelledId, 'ar');
    const [open] = await paymentsOf(cancelledId);
    expect((await press(cancelled.body.url!, 'cancel')).headers.get('location')).toBe(dashboardUrl('cancelled', cancelledId, open.id, '/ar'));
    // Any other value is English.
    const otherId = await newListing();
    const other = await promote(payments.owner.client, otherId, 'fr');
    expect(other.body.url).not.toContain('locale=');
  });

  it('an expired checkout features nothing', async () => {
    const id = await newListing();
    const { body } = await promote(payments.owner.client, id);
    const [payment] = await paymentsOf(id);
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await payments.emu.admin.from('featured_payments').update({ expires_at: past }).eq('id', payment.id)).error).toBeNull();
    expect((await press(body.url!, 'pay')).status).toBe(409);
    expect(await (await fetch(body.url!)).text()).toContain('Checkout expired');
    expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['expired']);
    expect((await listingState(id)).featured_now).toBe(false);
  });

  it('asking twice reopens the one open checkout; once it has expired, a new one opens', async () => {
    const id = await newListing();
    const [first, second] = await Promise.all([promote(payments.owner.client, id), promote(payments.owner.client, id)]);
    const urls = [first, second].map((answer) => answer.body.url).filter(Boolean);
    // Asked at the same moment: the same checkout, or a request to try again; never two.
    expect(urls.length).toBeGreaterThan(0);
    expect(new Set(urls).size).toBe(1);
    for (const answer of [first, second]) if (!answer.body.url) expect(answer).toEqual({ status: 409, body: { error: 'A checkout for this listing is already being opened. Please try again in a moment.' } });
    expect((await promote(payments.owner.client, id)).body.url).toBe(urls[0]);
    expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['pending']);

    const [payment] = await paymentsOf(id);
    await payments.emu.admin.from('featured_payments').update({ expires_at: new Date(Date.now() - 1000).toISOString() }).eq('id', payment.id);
    const fresh = await promote(payments.owner.client, id);
    expect(fresh.body.url).toMatch(/test-checkout\?session=test_/);
    expect(fresh.body.url).not.toBe(urls[0]);
    expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['expired', 'pending']);
  });

  it('featuring leaves updated_at alone, so an edit begun before the payment still saves', async () => {
    const id = await newListing();
    const before = (await payments.emu.admin.from('properties').select('updated_at').eq('id', id).single()).data!.updated_at as string;
    const { body } = await promote(payments.owner.client, id);
    expect((await press(body.url!, 'pay')).status).toBe(303);
    expect((await payments.emu.admin.from('properties').select('updated_at').eq('id', id).single()).data!.updated_at).toBe(before);
    const edited = await payments.owner.client.from('properties').update({ title: 'Edited after paying', permit_number: 'MDH-7' }).eq('id', id).eq('updated_at', before).select('updated_at');
    expect(edited.data).toHaveLength(1);
    expect(edited.data![0].updated_at).not.toBe(before);
  });

  it('deleting a listing closes its open test checkout and keeps its payments', async () => {
    const paidListing = await newListing();
    const paidCheckout = (await promote(payments.owner.client, paidListing)).body.url!;
    await press(paidCheckout, 'pay');
    const [paid] = await paymentsOf(paidListing);
    const openListing = await newListing();
    const openCheckout = (await promote(payments.owner.client, openListing)).body.url!;
    const [open] = await paymentsOf(openListing);

    for (const id of [paidListing, openListing]) expect((await payments.owner.client.from('properties').delete().eq('id', id)).error).toBeNull();
    const { data } = await payments.emu.admin.from('featured_payments').select('id, status, property_id').in('id', [paid.id, open.id]).order('status');
    expect(data).toEqual([
      { id: open.id, status: 'cancelled', property_id: null },
      { id: paid.id, status: 'paid', property_id: null },
    ]);
    expect((await press(openCheckout, 'pay')).status).toBe(409);
  });

  it('answers 404 for an unknown session', async () => {
    const res = await fetch(`${payments.supabaseUrl}/functions/v1/test-checkout?session=test_${randomUUID()}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Checkout not found');
  });
});
