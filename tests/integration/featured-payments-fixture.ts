import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { installDenoShim } from '../../supabase/emulator/functions/deno-shim.ts';
import { listen } from '../../supabase/emulator/server.ts';
import { freePort, startTestEmulator, type TestEmulator } from './emulator.ts';

// What the featured-payments tests share: an emulator whose create-featured-listing, test-checkout
// and payment-webhook functions reach its REST and auth APIs over HTTP (SUPABASE_URL points at a
// spare port the emulator listens on), as they reach Supabase's when deployed; a listing owner and
// a stranger; and what a payment left in the database.

export const SITE = 'https://manzil.example';
export const WEBHOOK_SECRET = 'whsec_test_featured_payments';
export const DAY_MS = 24 * 60 * 60 * 1000;

type User = { client: SupabaseClient; id: string };

/**
 * Starts the emulator, listening, for the calling test file (stopped after it), with a listing
 * owner and a stranger signed in; returns them and the helpers over that emulator.
 */
export function featuredPaymentsEmulator() {
  let emu: TestEmulator;
  let server: { close(): Promise<void> } | undefined;
  let supabaseUrl: string;
  /** The function secrets; blank ones shadow any the test process's own environment may hold. */
  let functionEnv: Record<string, string>;
  let owner: User;
  let stranger: User;

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

  return {
    get emu() {
      return emu;
    },
    get supabaseUrl() {
      return supabaseUrl;
    },
    get functionEnv() {
      return functionEnv;
    },
    get owner() {
      return owner;
    },
    get stranger() {
      return stranger;
    },

    /**
     * A listing of the owner's. Written as the service role, as older listings without a permit
     * number were: featuring must work for those too.
     */
    async newListing(title = 'Marina view apartment'): Promise<string> {
      const id = randomUUID();
      const { error } = await emu.admin.from('properties').insert({ id, user_id: owner.id, title, address: '1 Corniche Road', location: 'Al Reem Island' });
      if (error) throw error;
      return id;
    },

    async listingState(id: string) {
      const { data, error } = await emu.admin.from('properties').select('is_featured, featured_until, featured_now').eq('id', id).single();
      if (error) throw error;
      return data as { is_featured: boolean; featured_until: string | null; featured_now: boolean };
    },

    async paymentsOf(propertyId: string) {
      const { data, error } = await emu.admin.from('featured_payments').select('*').eq('property_id', propertyId).order('created_at');
      if (error) throw error;
      return data as { id: string; provider: string; provider_reference: string; amount: number; currency: string; status: string; expires_at: string; paid_at: string | null; user_id: string }[];
    },
  };
}

/** The signed-in user's access token, for a request made by hand. */
export async function accessToken(client: SupabaseClient): Promise<string> {
  return (await client.auth.getSession()).data.session!.access_token;
}

/** Where a checkout returns the payer to: the dashboard, with the outcome. */
export const dashboardUrl = (outcome: 'success' | 'cancelled', propertyId: string, paymentId: string, prefix = '') =>
  `${SITE}${prefix}/dashboard?featured=${outcome}&propertyId=${propertyId}&payment=${paymentId}`;

/** Featured for about a month from now (a calendar month: 28 to 31 days). */
export function expectAboutAMonthAway(until: string | null) {
  const days = (Date.parse(until!) - Date.now()) / DAY_MS;
  expect(days).toBeGreaterThan(27.9);
  expect(days).toBeLessThan(31.1);
}
