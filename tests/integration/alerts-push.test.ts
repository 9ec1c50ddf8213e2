import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from '../../supabase/functions/send-alerts/handler.ts';
import { callFunction, inProcess, publish, savedSearch, sendAlertsRequest, type User } from './alerts-fixture.ts';
import { startTestEmulator, type TestEmulator } from './emulator.ts';

// Web push, the one true external edge of the alerts: a local server stands in for the push
// service and records what it was sent. Each subscription's keys are made here, as a browser
// makes its own, so what was sent can be decrypted and read.

let emu: TestEmulator;
let agent: User;
let pushService: Server;
let pushUrl: string;
const received: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] = [];

beforeAll(async () => {
  emu = await startTestEmulator({ seed: false, functionEnv: { PUSH_SERVICE_HOSTS: 'push.test', VAPID_SUBJECT: 'mailto:alerts@manzil.ae' } });
  agent = await emu.signedInUser();
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      // The push service no longer knows subscriptions under /gone/.
      res.writeHead(req.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => pushService?.close(resolve));
  await emu?.stop();
});

/** A browser's subscription: its endpoint at the push service, and the keys only it holds. */
function browserSubscription(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    json: { endpoint: `https://push.test${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
    read: (body: Buffer) => JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')) as Record<string, string>,
  };
}

/** send-alerts with the network: the API and inbox in-process, push.test at the local stand-in. */
const run = () =>
  callFunction(emu, createHandler, sendAlertsRequest(), (input, init) => {
    const url = new URL(input);
    return url.hostname === 'push.test' ? fetch(`${pushUrl}${url.pathname}`, init) : inProcess(emu)(input, init);
  });

describe('push notifications', () => {
  it('push a new match to each of the saver’s browsers in its page language, and drop the ones the push service no longer knows', async () => {
    const saver = await emu.signedInUser();
    const arabicPhone = browserSubscription('/send/phone');
    const oldLaptop = browserSubscription('/gone/laptop');
    const elsewhere = { endpoint: 'https://attacker.example/collect', keys: browserSubscription('/x').json.keys };
    expect((await saver.client.rpc('save_push_subscription', { subscription: arabicPhone.json, locale: 'ar' })).error).toBeNull();
    expect((await saver.client.rpc('save_push_subscription', { subscription: oldLaptop.json, locale: 'en' })).error).toBeNull();
    expect((await saver.client.rpc('save_push_subscription', { subscription: elsewhere, locale: 'en' })).error).toBeNull();
    await savedSearch(saver, { location: 'Yas Island' }, 'instant', 'Yas');
    const listing = await publish(agent, { title: 'Yas flat', title_ar: 'شقة ياس' });

    const res = await run();
    expect(res.status).toBe(200);
    const [toPhone, ...rest] = received.filter((r) => r.path === '/send/phone');
    expect(rest).toHaveLength(0);
    expect(toPhone.headers['content-encoding']).toBe('aes128gcm');
    expect(toPhone.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(toPhone.headers.ttl).toBe('86400');
    const [email] = (await emu.admin.from('alert_emails').select('id').eq('user_id', saver.id)).data!;
    // The same alert sent again replaces its undelivered copy at the push service.
    expect(toPhone.headers.topic).toBe(email.id.replace(/-/g, ''));
    expect(arabicPhone.read(toPhone.body)).toEqual({
      title: 'عقار جديد يطابق بحثك «Yas»',
      body: expect.stringContaining('شقة ياس'),
      url: `http://localhost:4173/ar/property/${listing}`,
      tag: `alert-${email.id}`,
    });

    // The gone one was tried and removed; the one outside the push services never contacted, and removed.
    expect(received.some((r) => r.path === '/gone/laptop')).toBe(true);
    expect(received.some((r) => r.path === '/collect')).toBe(false);
    const left = await saver.client.from('push_subscriptions').select('endpoint');
    expect(left.data).toEqual([{ endpoint: 'https://push.test/send/phone' }]);
  });

  it('push a new enquiry to the agent unless they turned it off', async () => {
    const browser = browserSubscription('/send/agent');
    expect((await agent.client.rpc('save_push_subscription', { subscription: browser.json })).error).toBeNull();
    const listing = await publish(agent, { title: 'Corniche flat' });
    const visitor = emu.client();
    expect((await visitor.from('messages').insert({ property_id: listing, name: 'Layla', email: 'layla@example.com', message: 'Is it still available?' })).error).toBeNull();
    await run();
    const pushes = received.filter((r) => r.path === '/send/agent').map((r) => browser.read(r.body));
    expect(pushes).toEqual([
      { title: 'New enquiry from Layla about “Corniche flat”', body: 'Open your inbox to reply.', url: 'http://localhost:4173/dashboard?tab=messages', tag: expect.stringMatching(/^enquiry-/) },
    ]);

    await agent.client.from('profiles').update({ enquiry_push: false }).eq('id', agent.id);
    expect((await visitor.from('messages').insert({ property_id: listing, name: 'Omar', email: 'omar@example.com', message: 'Can I view it on Friday?' })).error).toBeNull();
    await run();
    expect(received.filter((r) => r.path === '/send/agent')).toHaveLength(1);
  });

  it('a browser signed into another account there moves its subscription to that account', async () => {
    const first = await emu.signedInUser();
    const second = await emu.signedInUser();
    const shared = browserSubscription('/send/shared');
    await first.client.rpc('save_push_subscription', { subscription: shared.json });
    await second.client.rpc('save_push_subscription', { subscription: shared.json });
    expect((await first.client.from('push_subscriptions').select('id')).data).toEqual([]);
    expect((await second.client.from('push_subscriptions').select('endpoint')).data).toEqual([{ endpoint: 'https://push.test/send/shared' }]);
  });
});
