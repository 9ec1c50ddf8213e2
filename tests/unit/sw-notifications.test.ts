import { describe, expect, it } from 'vitest';
import { openNotificationPage, readNotificationMessage } from '@/offline/sw-notifications';

// The browser's window clients are the one thing stood in for here: a tab list that records what
// the worker asked of it.
function tabs(urls: string[], options: { controlled?: boolean } = {}) {
  const calls: string[] = [];
  const windows = urls.map((url) => ({
    url,
    focus: async () => {
      calls.push(`focus ${url}`);
    },
    navigate: async (target: string) => {
      calls.push(`navigate ${url} -> ${target}`);
      if (options.controlled === false) throw new TypeError('not controlled');
      return {};
    },
  }));
  const clients = {
    matchAll: async () => windows,
    openWindow: async (target: string) => {
      calls.push(`open ${target}`);
      return null;
    },
  } as unknown as Clients;
  return { clients, calls };
}

const ORIGIN = 'https://manzil.ae';

describe('a pushed notification', () => {
  it('is read as a path on this site, whatever address the server wrote', () => {
    expect(readNotificationMessage({ title: 'New listing for “Yas”', body: 'Flat · AED 1,000,000', url: 'http://localhost:4173/ar/property/abc?x=1', tag: 'alert-1' })).toEqual({
      title: 'New listing for “Yas”',
      body: 'Flat · AED 1,000,000',
      path: '/ar/property/abc?x=1',
      tag: 'alert-1',
    });
    expect(readNotificationMessage({ title: 'x', url: 'https://evil.example/phish' })?.path).toBe('/phish');
    expect(readNotificationMessage({ body: 'no title', url: '/' })).toBeNull();
    expect(readNotificationMessage('text')).toBeNull();
  });

  it('opens its page in the tab already showing it, else the site’s open tab, else a new one', async () => {
    const showing = tabs([`${ORIGIN}/buy`, `${ORIGIN}/property/abc`]);
    await openNotificationPage(showing.clients, ORIGIN, '/property/abc');
    expect(showing.calls).toEqual([`focus ${ORIGIN}/property/abc`]);

    const other = tabs(['https://other.example/', `${ORIGIN}/buy`]);
    await openNotificationPage(other.clients, ORIGIN, '/property/abc');
    expect(other.calls).toEqual([`focus ${ORIGIN}/buy`, `navigate ${ORIGIN}/buy -> ${ORIGIN}/property/abc`]);

    const none = tabs(['https://other.example/']);
    await openNotificationPage(none.clients, ORIGIN, '/dashboard?tab=messages');
    expect(none.calls).toEqual([`open ${ORIGIN}/dashboard?tab=messages`]);

    const uncontrolled = tabs([`${ORIGIN}/buy`], { controlled: false });
    await openNotificationPage(uncontrolled.clients, ORIGIN, '/property/abc');
    expect(uncontrolled.calls.at(-1)).toBe(`open ${ORIGIN}/property/abc`);
  });
});
