import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { saveSearch, type SearchAlert } from '@/features/search-alerts/api/saved-search-kinds';
import { searchQueryString, type SearchParams } from '@/features/listings/search-params';
import { withFunctionEnv } from '../../supabase/emulator/functions/deno-shim.ts';
import { functionEnvironment } from '../../supabase/emulator/functions/routes.ts';
import { SERVICE_ROLE_KEY, type TestEmulator } from './emulator.ts';

// What the alerts' tests share: saving a search as the app does, publishing a listing, and
// running an edge function's handler as the emulator would, with a fetch of the test's own.

export type User = Awaited<ReturnType<TestEmulator['signedInUser']>>;

/** Saves a search for a user as the app does, with the alert chosen; answers its id. */
export async function savedSearch(user: User, params: SearchParams, alert: SearchAlert, name = 'My search'): Promise<string> {
  const id = randomUUID();
  await saveSearch(user.client, { id, name, query: searchQueryString(params), alert });
  return id;
}

/** A listing published by `owner` (an apartment for sale on Yas Island unless told otherwise); answers its id. */
export async function publish(owner: User, fields: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  const { error } = await owner.client.from('properties').insert({
    id,
    title: 'Sea view apartment',
    address: '1 Yas Drive',
    location: 'Yas Island',
    price: 1_500_000,
    listing_type: 'sale',
    property_type: 'apartment',
    bedrooms: 2,
    permit_number: 'MDH-1',
    ...fields,
  });
  expect(error).toBeNull();
  return id;
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** The emulator's own API and inbox, in-process: what its functions reach. */
export function inProcess(emu: TestEmulator): FetchLike {
  return async (input, init) => (new URL(input).port === '54324' ? emu.inboxFetch(new Request(input, init)) : emu.fetch(new Request(input, init)));
}

/**
 * Runs a function's handler as the emulator does (its environment, the service role's key
 * unless `request` carries its own), its requests going through `fetchImpl`.
 */
export function callFunction(emu: TestEmulator, create: (deps: { fetch: FetchLike }) => (request: Request) => Promise<Response>, request: Request, fetchImpl: FetchLike = inProcess(emu)) {
  const handler = create({ fetch: fetchImpl });
  return withFunctionEnv(functionEnvironment(emu.ctx), () => handler(request));
}

/** A POST to send-alerts as pg_cron sends it, with the service role key. */
export const sendAlertsRequest = () => new Request('http://127.0.0.1:54321/functions/v1/send-alerts', { method: 'POST', headers: { authorization: `Bearer ${SERVICE_ROLE_KEY}` } });
