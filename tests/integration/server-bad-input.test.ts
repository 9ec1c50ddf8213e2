import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE } from '@/features/listings/api/search-listings';
import { BUSY_RETRY_AFTER_S } from '@/server/handler';
import { startTestEmulator, type TestEmulator } from './emulator';
import { routeApiTo, testAppServer } from './app-server';

// Addresses people hand-edit, crawlers invent and probes send, at the app's server: none is a
// server error, each gets a page that says what was wrong, and none costs more than the page it
// shows (issue 38's probe, and more).

const PROPERTY = 'a0000000-0000-4000-8000-000000000001';
/** Where the app's server reaches the API from, trusted by the API to say whom it reads for. */
const APP_ADDRESS = '127.0.0.1';

let emulator: TestEmulator;
let restoreFetch = () => {};
/** The listing reads the API answered since the last reset. */
const listingReads: string[] = [];
/** Whom each read to the API said it was for (X-Forwarded-For). */
const forwardedFor: string[] = [];
const { get } = testAppServer();

beforeAll(async () => {
  emulator = await startTestEmulator({ trustedProxies: APP_ADDRESS });
  restoreFetch = routeApiTo(emulator, {
    appAddress: APP_ADDRESS,
    onRequest: (request) => {
      if (new URL(request.url).pathname.startsWith('/rest/v1/rpc/search_properties')) listingReads.push(request.url);
      forwardedFor.push(request.headers.get('X-Forwarded-For') ?? '');
    },
  });
});
afterAll(async () => {
  restoreFetch();
  await emulator.stop();
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const NUMERIC = ['min_price', 'max_price', 'min_bedrooms', 'max_bedrooms', 'min_size', 'max_size', 'min_bathrooms', 'added', 'page'];
const NUMERIC_JUNK = ['-5', '2.5', '1e400', '-1e400', 'abc', '99999999999999999999', '%00', '0x10', 'NaN', 'Infinity', '1,2,3', '%20', '[1]', '{"a":1}', 'true', 'null'];
const CHOICES = ['property_type', 'type', 'furnishing', 'completion', 'sort', 'view', 'amenities', 'bbox'];
/** Flags, whose one value is 'true'. */
const FLAGS = ['include_under_offer', 'has_video'];
const CHOICE_JUNK = ['evil', '%00', '1', 'true', '[]', '{}', encodeURIComponent("'; drop table properties; --")];
const LONG = 'a'.repeat(7000);

/** Every address of the probe: listing pages with junk in each parameter, in both languages. */
const JUNK_SEARCHES = [
  ...NUMERIC.flatMap((key) => NUMERIC_JUNK.map((value) => `/search-results?${key}=${value}`)),
  ...CHOICES.flatMap((key) => CHOICE_JUNK.map((value) => `/search-results?${key}=${value}`)),
  ...FLAGS.flatMap((key) => CHOICE_JUNK.filter((value) => value !== 'true').map((value) => `/search-results?${key}=${value}`)),
  `/search-results?location=${LONG}`,
  `/search-results?keywords=${LONG}`,
  '/search-results?location=%00',
  '/search-results?keywords=a%0d%0aSet-Cookie:x',
  '/search-results?min_size=5000&max_size=10',
  '/search-results?min_price=5000000&max_price=10',
  '/search-results?location=a&location=b',
  '/search-results?min_price=50%off',
  `/search-results?max_price=${'9'.repeat(20_000)}x`,
  '/search-results?type=sale&min_price=abc',
  '/rent?max_price=%00',
  '/buy?sort=evil&page=abc',
  '/ar/search-results?min_price=abc',
  '/ar/buy?sort=evil',
];

describe('junk in a listing page address', () => {
  it('is never a server error, and the page says what it left out', { timeout: 180_000 }, async () => {
    // Each from a visitor of their own, as the probe's addresses would come.
    const check = async (path: string, i: number) => {
      const clientAddress = `203.0.113.${i % 250}`;
      let response = await get(path, { clientAddress });
      // The router writes an address one way ('%0D' for '%0d'): one redirect to it, at most.
      if (response.status === 308) response = await get(response.headers.get('location')!, { clientAddress });
      const html = await response.text();
      expect(response.status, path).toBe(200);
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(html, path).toContain('data-testid="ignored-filters"');
      expect(html, path).not.toContain('>Failed to load properties<');
    };
    // A few at a time, as visitors come (PGlite answers one statement at a time).
    for (let i = 0; i < JUNK_SEARCHES.length; i += 3) await Promise.all(JUNK_SEARCHES.slice(i, i + 3).map((path, j) => check(path, i + j)));
  });

  it('names the parameter, the value and why, in the page language', async () => {
    const english = text(await (await get('/search-results?type=sale&min_price=abc')).text());
    expect(english).toContain("Minimum price ‘abc’ is not a number, so it was left out.");
    const sort = text(await (await get('/search-results?sort=evil')).text());
    expect(sort).toContain("Sort ‘evil’ is not one of its choices, so it was left out.");
    const size = text(await (await get('/search-results?min_size=5000&max_size=10')).text());
    expect(size).toContain("Maximum size ‘10’ is below the minimum of 5,000, so it was left out.");
    // A long value is not echoed whole.
    const long = await (await get(`/search-results?location=${LONG}`)).text();
    expect(text(long)).toContain('Location is longer than 100 characters, so it was left out.');
    const notice = long.slice(long.indexOf('data-testid="ignored-filters"'), long.indexOf('</ul>'));
    expect(notice).not.toContain('a'.repeat(41));
    const arabic = text(await (await get('/ar/search-results?min_price=abc')).text());
    expect(arabic).toContain('«abc»');
    expect(arabic).not.toContain('is not a number');
  });

  it("reads a stray '%' in the query as any other value", async () => {
    const response = await get('/search-results?keywords=100%&type=sale');
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('data-testid="ignored-filters"');
  });

  it('still applies what it could use', async () => {
    const html = text(await (await get('/search-results?type=sale&min_price=abc&location=saadiyat')).text());
    expect(html).toMatch(/for sale in Saadiyat/i);
  });
});

describe('addresses that are no page', () => {
  it('redirects a trailing slash to the address without it (308)', async () => {
    for (const [from, to] of [
      ['/buy/', '/buy'],
      [`/property/${PROPERTY}/`, `/property/${PROPERTY}`],
      ['/search-results/?type=sale', '/search-results?type=sale'],
      ['/ar/rent/', '/ar/rent'],
    ]) {
      const response = await get(from);
      expect(response.status, from).toBe(308);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('answers the not-found page for paths no router can use, never another host', async () => {
    const segments = '/a'.repeat(3000);
    for (const path of ['//evil.test/', '/%c0%ae%c0%ae/etc/passwd', segments, '/%E0%A4%A', '/buy//x', `/property/${PROPERTY}x`, '/property/%00', '/ar/%ff']) {
      const response = await get(path);
      expect(response.status, path.slice(0, 60)).toBe(404);
      expect(response.headers.get('location'), path.slice(0, 60)).toBeNull();
      expect(await response.text(), path.slice(0, 60)).toMatch(/<title>[^<]+<\/title>/);
    }
  });
});

describe('a deep page', () => {
  it('page=1000000000 costs one read, says it was out of range, and leaves others served', async () => {
    for (const path of ['/buy', '/rent', '/search-results']) {
      listingReads.length = 0;
      const deep = await get(`${path}?page=1000000000`);
      expect(deep.status, path).toBe(200);
      expect(listingReads, path).toHaveLength(1);
      expect(text(await deep.text()), path).toContain('Page ‘1000000000’ is not between 1 and 40, so it was left out.');
      const [again, home] = await Promise.all([get(`${path}?page=1000000000`), get('/')]);
      expect([again.status, home.status], path).toEqual([200, 200]);
    }
  });

  it('the pages the server shows of a deep page are one read, and past the end it says so', async () => {
    listingReads.length = 0;
    const response = await get('/search-results?location=saadiyat&page=40');
    expect(response.status).toBe(200);
    // The seed has fewer than a page of listings there: every one is shown, and the page says it ends.
    expect(listingReads).toHaveLength(1);
    expect(new URL(listingReads[0]).searchParams.get('limit')).toBe(String(2 * SEARCH_PAGE_SIZE));
    expect(text(await response.text())).toContain('The page in the address is past the end of this search.');
  });
});

describe('an overloaded server', () => {
  it('answers a quick 503 with Retry-After past its renders at once, and serves again after', async () => {
    const { get: getOne } = testAppServer({ renderGate: { concurrent: 1, queued: 0, waitMs: 0 } });
    const [first, second] = await Promise.all([getOne('/buy'), getOne('/rent')]);
    expect([first.status, second.status].sort()).toEqual([200, 503]);
    const busy = first.status === 503 ? first : second;
    expect(busy.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_S));
    expect(await busy.text()).toContain('Manzil is busy');
    expect((await getOne('/rent')).status).toBe(200);
  });
});

describe('the visitor behind the app server', () => {
  it("is who the API limits: one visitor's penalty does not fail another's pages, however they interleave", async () => {
    const slow = '198.51.100.7';
    const other = '198.51.100.8';
    // Two patterns the API refuses as runaways count as two statement timeouts for that address.
    const direct = emulator.client({ address: slow });
    for (let i = 0; i < 2; i++) await direct.from('properties').select('id').filter('title', 'match', '(a)\\1').limit(1);
    expect((await direct.from('properties').select('id').limit(1)).status).toBe(429);

    forwardedFor.length = 0;
    const answers = await Promise.all([slow, other, slow, other, slow, other].map((clientAddress) => get('/buy', { clientAddress })));
    expect(answers.map((answer) => answer.status)).toEqual([503, 200, 503, 200, 503, 200]);
    // Every read named its own visitor, and only the address the host gave.
    expect(new Set(forwardedFor)).toEqual(new Set([slow, other]));
    // A header the visitor wrote is not theirs to choose.
    const forged = await get('/buy', { clientAddress: slow, headers: { 'X-Forwarded-For': other } });
    expect(forged.status).toBe(503);
  });

  it("has their own share of the server's renders: one visitor's burst leaves another's page served", async () => {
    const { get: getGated } = testAppServer({ visitorGate: { concurrent: 1, queued: 1, waitMs: 5000 } });
    const burst = Array.from({ length: 6 }, () => getGated('/rent', { clientAddress: '198.51.100.20' }));
    const other = await getGated('/rent', { clientAddress: '198.51.100.21' });
    expect(other.status).toBe(200);
    const statuses = (await Promise.all(burst)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(4);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
  });
});
