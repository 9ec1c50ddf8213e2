import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { propertyQueryOptions } from '@/features/listings/api/get-property';
import { searchListingsQueryOptions } from '@/features/listings/api/search-listings';
import { listingsPageFilters } from '@/features/listings/listings-pages';

// The read the first-read script starts (src/first-read.ts) must have the very query key the
// page's route loader asks for, or the loader reads again and the head start is lost.

const ID = 'a0000000-0000-4000-8000-000000000001';
const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('[]', { headers: { 'content-type': 'application/json', 'content-range': '0-0/0' } }));

/** Runs first-read.ts afresh as a page at `href` would, and returns the registry it filled. */
async function openPage(href: string, storedSession: string | null = null) {
  const url = new URL(href, 'http://localhost');
  vi.stubGlobal('window', { location: { pathname: url.pathname, search: url.search, hash: '' }, localStorage: { getItem: () => storedSession } });
  vi.stubGlobal('navigator', { onLine: true });
  vi.resetModules();
  await import('@/first-read');
  return import('@/app/early-reads');
}

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the first read', () => {
  it("starts a property page's read under the loader's key, taken once", async () => {
    const { takeEarlyRead } = await openPage(`/property/${ID}`);
    const key = propertyQueryOptions(ID).queryKey;
    const read = takeEarlyRead(key);
    expect(read).toBeDefined();
    await read;
    expect(takeEarlyRead(key)).toBeUndefined();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes(`id=eq.${ID}`))).toBe(true);
  });

  it("starts page 1 of /buy under the key the loader builds from the router's parsed search", async () => {
    const { takeEarlyRead } = await openPage('/buy?location=Yas%20Island&min_bedrooms=2&include_under_offer=true&page=2');
    // The router hands the loader numbers and booleans where the URL has digits and 'true', and
    // keeps the address's order of parameters.
    const routerSearch = { include_under_offer: true, min_bedrooms: 2, page: 2, location: 'Yas Island' } as const;
    expect(takeEarlyRead(searchListingsQueryOptions(listingsPageFilters('/buy', routerSearch), 1).queryKey)).toBeDefined();
  });

  it('starts nothing for a visitor with a stored session, or on a page without a first read', async () => {
    const registry = await openPage(`/property/${ID}`, '{"access_token":"x"}');
    expect(registry.takeEarlyRead(propertyQueryOptions(ID).queryKey)).toBeUndefined();
    await openPage('/faqs');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
