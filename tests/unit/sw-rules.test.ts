import { describe, expect, it } from 'vitest';
import { isAnonymousRead, isListingImage, NAVIGATION_DENYLIST } from '@/offline/sw-rules';
import { ANON_KEY } from '../../supabase/emulator/config.ts';

const API = 'http://127.0.0.1:54321';

/** An unsigned JWT with these claims: the worker only reads the role, it never verifies. */
function token(claims: Record<string, unknown>) {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

function request(path: string, init: { method?: string; token?: string } = {}) {
  const headers = new Headers();
  if (init.token !== undefined) headers.set('Authorization', `Bearer ${init.token}`);
  return new Request(`${API}${path}`, { method: init.method ?? 'GET', headers });
}

const LISTINGS = '/rest/v1/properties?select=*&order=created_at.desc';

describe('isAnonymousRead', () => {
  it('accepts a REST read with the anon key', () => {
    expect(isAnonymousRead(request(LISTINGS, { token: ANON_KEY }))).toBe(true);
  });

  it('reads base64url claims (- and _) without padding', () => {
    // This name encodes to base64url with both '-' and '_' in it.
    const anon = token({ role: 'anon', name: '>>>???' });
    expect(anon.split('.')[1]).toMatch(/[-_]/);
    expect(isAnonymousRead(request(LISTINGS, { token: anon }))).toBe(true);
  });

  it("refuses a signed-in user's read", () => {
    expect(isAnonymousRead(request(LISTINGS, { token: token({ role: 'authenticated', sub: 'u1' }) }))).toBe(false);
    expect(isAnonymousRead(request(LISTINGS, { token: token({ role: 'service_role' }) }))).toBe(false);
  });

  it('refuses a read without a readable token', () => {
    expect(isAnonymousRead(request(LISTINGS))).toBe(false);
    expect(isAnonymousRead(request(LISTINGS, { token: 'not-a-jwt' }))).toBe(false);
    expect(isAnonymousRead(request(LISTINGS, { token: 'a.%%%.c' }))).toBe(false);
    expect(isAnonymousRead(request(LISTINGS, { token: token({ sub: 'no role' }) }))).toBe(false);
  });

  it('refuses writes, even with the anon key', () => {
    for (const method of ['POST', 'PATCH', 'DELETE']) {
      expect(isAnonymousRead(request('/rest/v1/messages', { method, token: ANON_KEY }))).toBe(false);
    }
  });

  it('refuses auth, storage and function calls', () => {
    expect(isAnonymousRead(request('/auth/v1/user', { token: ANON_KEY }))).toBe(false);
    expect(isAnonymousRead(request('/auth/v1/token?grant_type=password', { method: 'POST', token: ANON_KEY }))).toBe(false);
    expect(isAnonymousRead(request('/functions/v1/sitemap', { token: ANON_KEY }))).toBe(false);
  });
});

describe('isListingImage', () => {
  it('accepts public storage objects and sample photos', () => {
    expect(isListingImage(request('/storage/v1/object/public/property-images/a/a_0_1.jpg'))).toBe(true);
    expect(isListingImage(request('/storage/v1/render/image/public/property-images/a/a_0_1.jpg?width=640&resize=contain&quality=75'))).toBe(true);
    expect(isListingImage(new Request('http://localhost:4173/samples/villa-pool.svg'))).toBe(true);
  });

  it('refuses private storage and uploads', () => {
    expect(isListingImage(request('/storage/v1/object/property-images/a/a_0_1.jpg'))).toBe(false);
    expect(isListingImage(request('/storage/v1/object/public/property-images/a/a_0_1.jpg', { method: 'POST' }))).toBe(false);
  });
});

describe('NAVIGATION_DENYLIST', () => {
  const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));
  it('leaves crawler files to the server and everything else to the app', () => {
    expect(denied('/sitemap.xml')).toBe(true);
    expect(denied('/news-sitemap.xml')).toBe(true);
    expect(denied('/robots.txt')).toBe(true);
    expect(denied('/property/abc')).toBe(false);
    expect(denied('/')).toBe(false);
  });
});
