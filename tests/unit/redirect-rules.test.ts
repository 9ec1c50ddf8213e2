import { describe, expect, it } from 'vitest';
import { globToRegExp, isRedirectAllowed } from '../../supabase/emulator/auth/redirects.ts';

// The emulator's redirect_to rules are GoTrue's (its globs and its URL checks), so a redirect that
// works locally works on hosted Supabase; only loopback hosts are held to the allow list too.

const SITE = 'http://localhost:4173';

describe("GoTrue's redirect globs ('.' and '/' are separators)", () => {
  const cases: [string, string, boolean][] = [
    ['http://localhost:5173', 'http://localhost:5173', true],
    ['http://localhost:5173', 'http://localhost:5173/', false],
    ['http://localhost:5173/**', 'http://localhost:5173/', true],
    ['http://localhost:5173/**', 'http://localhost:5173/a/b?c=d', true],
    ['http://localhost:5173/**', 'http://localhost:5173.evil.example/', false],
    ['http://localhost:5173/*', 'http://localhost:5173/reset', true],
    ['http://localhost:5173/*', 'http://localhost:5173/a/b', false],
    ['https://*.example.com/**', 'https://app.example.com/x', true],
    ['https://*.example.com/**', 'https://evil.com?.example.com/x', false],
    ['https://*.example.com/**', 'https://a.b.example.com/x', false],
    ['https://**.example.com/**', 'https://a.b.example.com/x', true],
    ['https://app?.example.com', 'https://app1.example.com', true],
    ['https://app?.example.com', 'https://app..example.com', false],
    ['https://[ab].example.com', 'https://b.example.com', true],
    ['https://[!ab].example.com', 'https://b.example.com', false],
    ['https://[a-c].example.com', 'https://c.example.com', true],
    ['https://{app,admin}.example.com', 'https://admin.example.com', true],
    ['https://{app,admin}.example.com', 'https://other.example.com', false],
    ['https://example.com/\\*', 'https://example.com/*', true],
    ['https://example.com/\\*', 'https://example.com/x', false],
    ['https://example.com/{unclosed', 'https://example.com/{unclosed', false],
  ];
  it.each(cases)('%s against %s: %s', (pattern, url, matches) => {
    expect(globToRegExp(pattern).test(url)).toBe(matches);
  });
});

describe('which redirect_to an emailed link may use', () => {
  const allowList = ['http://localhost:5173', 'http://localhost:5173/**', 'http://127.0.0.1:4173/**', 'https://*.manzil.example/**', 'manzil://auth-callback'];
  const allowed = (url: string) => isRedirectAllowed(url, SITE, allowList);

  it('takes any page of the site URL, and what the allow list matches', () => {
    for (const url of [SITE, `${SITE}/`, `${SITE}/reset-password`, `${SITE}?next=/x`, 'http://localhost:5173', 'http://localhost:5173/welcome', 'http://127.0.0.1:4173/reset-password', 'https://app.manzil.example/x', 'manzil://auth-callback']) {
      expect(allowed(url), url).toBe(true);
    }
  });

  it('refuses other ports of a loopback host, other hosts, and URLs in disguise', () => {
    for (const url of [
      'http://localhost:9999/',
      'http://localhost:41730/',
      'http://127.0.0.1:8080/x',
      'http://127.0.0.2:4173/',
      'http://[::1]:4173/',
      'https://localhost:4173/',
      'http://localhost:4173.evil.example/',
      'http://localhost:4173@evil.example/',
      'http://localhost:4173\\@evil.example/',
      'http://2130706433/',
      'http://10.0.0.1:4173/',
      'https://evil.example/',
      'https://app.manzil.example.evil.example/',
      'javascript:alert(1)',
      ' http://localhost:4173/',
      '\thttp://localhost:4173/',
      'http://localhost:4173/\n',
      'not a url',
      '',
    ]) {
      expect(allowed(url), url).toBe(false);
    }
  });

  it('matches the allow list without the fragment, as GoTrue does', () => {
    expect(isRedirectAllowed('http://localhost:5173#x', SITE, ['http://localhost:5173'])).toBe(true);
  });
});
