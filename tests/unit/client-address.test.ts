import { describe, expect, it } from 'vitest';
import { canonicalAddress, resolveClientAddress, TrustedProxies } from '../../supabase/emulator/client-address.ts';

describe('canonicalAddress', () => {
  it('spells each address one way', () => {
    expect(canonicalAddress('203.0.113.5')).toBe('203.0.113.5');
    expect(canonicalAddress('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(canonicalAddress('2001:0DB8:0000:0000::0001')).toBe('2001:db8::1');
    expect(canonicalAddress(' [2001:db8::1]:443 ')).toBe('2001:db8::1');
    expect(canonicalAddress('203.0.113.5:8080')).toBe('203.0.113.5');
  });

  it('is null for anything that is not an IP address', () => {
    for (const value of ['', 'unknown', 'example.com', '203.0.113', '203.0.113.256', '01.2.3.4', '1.2.3.4, 5.6.7.8', '_hidden']) {
      expect(canonicalAddress(value)).toBeNull();
    }
  });
});

describe('TrustedProxies', () => {
  it('matches addresses and CIDR ranges of both families', () => {
    const trusted = new TrustedProxies(' 10.0.0.0/8, 192.0.2.7 ,2001:db8:1::/48');
    expect(trusted.has('10.200.3.4')).toBe(true);
    expect(trusted.has('192.0.2.7')).toBe(true);
    expect(trusted.has('192.0.2.8')).toBe(false);
    expect(trusted.has('2001:db8:1:ffff::9')).toBe(true);
    expect(trusted.has('2001:db8:2::9')).toBe(false);
    expect(new TrustedProxies('').none).toBe(true);
    expect(new TrustedProxies('').has('127.0.0.1')).toBe(false);
  });

  it('refuses a malformed entry rather than trusting the wrong peers', () => {
    for (const spec of ['10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2', '10.0.0.0/', '::1/129']) {
      expect(() => new TrustedProxies(spec)).toThrow(/EMULATOR_TRUSTED_PROXIES/);
    }
  });
});

describe('resolveClientAddress', () => {
  const trusted = new TrustedProxies('10.9.0.0/24');

  it('takes the peer when it is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('198.51.100.20', '203.0.113.5', trusted)).toBe('198.51.100.20');
    expect(resolveClientAddress('::ffff:198.51.100.20', '203.0.113.5', trusted)).toBe('198.51.100.20');
    expect(resolveClientAddress('10.9.0.1', '203.0.113.5', new TrustedProxies())).toBe('10.9.0.1');
  });

  it('from a trusted proxy, takes the right-most address that is not itself a trusted proxy', () => {
    expect(resolveClientAddress('10.9.0.1', '203.0.113.5', trusted)).toBe('203.0.113.5');
    // The client wrote the left-most entries itself; only those the proxies appended count.
    expect(resolveClientAddress('10.9.0.1', '1.1.1.1, 203.0.113.9, 10.9.0.7', trusted)).toBe('203.0.113.9');
    expect(resolveClientAddress('10.9.0.1', '[2001:db8::5]:51000', trusted)).toBe('2001:db8::5');
  });

  it('from a trusted proxy with no usable header, takes the last address a proxy vouched for', () => {
    expect(resolveClientAddress('10.9.0.1', null, trusted)).toBe('10.9.0.1');
    expect(resolveClientAddress('10.9.0.1', '', trusted)).toBe('10.9.0.1');
    expect(resolveClientAddress('10.9.0.1', 'garbage', trusted)).toBe('10.9.0.1');
    expect(resolveClientAddress('10.9.0.1', '203.0.113.5, garbage, 10.9.0.7', trusted)).toBe('10.9.0.7');
    expect(resolveClientAddress('10.9.0.1', '10.9.0.3, 10.9.0.7', trusted)).toBe('10.9.0.3');
  });
});
