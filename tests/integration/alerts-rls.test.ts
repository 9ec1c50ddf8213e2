import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish, savedSearch, type User } from './alerts-fixture.ts';
import { startTestEmulator, type TestEmulator } from './emulator.ts';

// Who may read and write the alerts' rows: each person their own saved searches, subscriptions
// and alert history; nobody but the service role the queues, the claims or the unsubscribe.

let emu: TestEmulator;
let saver: User;
let stranger: User;
let searchId: string;

const subscription = (path: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: `https://fcm.googleapis.com/fcm/send/${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
};

beforeAll(async () => {
  // No push keys: nothing is pushed to the real push service the subscription names.
  emu = await startTestEmulator({ seed: false, functionEnv: { VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '' } });
  const agent = await emu.signedInUser();
  [saver, stranger] = await Promise.all([emu.signedInUser(), emu.signedInUser()]);
  searchId = await savedSearch(saver, { location: 'Yas Island' }, 'instant', 'Yas');
  expect((await saver.client.rpc('save_push_subscription', { subscription: subscription(randomUUID()) })).error).toBeNull();
  await publish(agent);
  await emu.appHooks.sendAlerts();
}, 120_000);
afterAll(async () => {
  await emu?.stop();
});

describe('alerts under row-level security', () => {
  it('each person reads their own saved searches, subscriptions and alert history, and nobody else’s', async () => {
    for (const table of ['saved_searches', 'push_subscriptions', 'alert_emails', 'alert_deliveries'] as const) {
      const own = await saver.client.from(table).select('user_id');
      expect(own.error).toBeNull();
      expect(own.data!.length, table).toBeGreaterThan(0);
      expect(own.data!.every((row) => row.user_id === saver.id), table).toBe(true);
      const theirs = await stranger.client.from(table).select('user_id');
      expect(theirs.data, table).toEqual([]);
      expect((await emu.client().from(table).select('user_id')).error, `${table} anonymously`).not.toBeNull();
    }
  });

  it('nobody changes another’s saved search or subscription', async () => {
    const alert = await stranger.client.from('saved_searches').update({ alert: 'off' }).eq('id', searchId).select('id');
    expect(alert.data).toEqual([]);
    const removed = await stranger.client.from('push_subscriptions').delete().eq('user_id', saver.id).select('id');
    expect(removed.data).toEqual([]);
    expect((await emu.admin.from('saved_searches').select('alert').eq('id', searchId).single()).data!.alert).toBe('instant');
    expect((await emu.admin.from('push_subscriptions').select('id').eq('user_id', saver.id)).data).toHaveLength(1);
  });

  it('the alert history and subscriptions are written by the server only', async () => {
    const [property] = (await emu.admin.from('properties').select('id').limit(1)).data!;
    const delivery = await stranger.client.from('alert_deliveries').insert({ user_id: stranger.id, property_id: property.id, saved_search_id: null });
    expect(delivery.error?.code).toBe('42501');
    const email = await stranger.client.from('alert_emails').insert({ user_id: stranger.id, kind: 'instant' });
    expect(email.error?.code).toBe('42501');
    // A subscription is saved through save_push_subscription, under the caller's own id.
    const direct = await stranger.client.from('push_subscriptions').insert({ user_id: saver.id, ...subscription('x').keys, endpoint: 'https://fcm.googleapis.com/fcm/send/x' });
    expect(direct.error?.code).toBe('42501');
    const anonymous = await emu.client().rpc('save_push_subscription', { subscription: subscription('y') });
    expect(anonymous.error?.code).toBe('42501');
    // A malformed subscription is refused by the table's checks.
    const malformed = await stranger.client.rpc('save_push_subscription', { subscription: { endpoint: 'http://fcm.googleapis.com/x', keys: { p256dh: 'a', auth: 'b' } } });
    expect(malformed.error?.code).toBe('23514');
  });

  it('a saved search’s alert window and link generation are the server’s to set', async () => {
    for (const column of ['alert_since', 'alert_token', 'last_digest_at'] as const) {
      const value = column === 'alert_token' ? 99 : '2020-01-01T00:00:00Z';
      const res = await saver.client.from('saved_searches').update({ [column]: value } as never).eq('id', searchId);
      expect(res.error?.code, column).toBe('42501');
    }
  });

  it('the queues, claims and unsubscribing are for the service role alone', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['claim_alert_listing_changes', {}],
      ['finish_alert_listing_changes', { claim: randomUUID() }],
      ['claim_alert_emails', { digest_from: new Date().toISOString() }],
      ['finish_alert_emails', { email_ids: [] }],
      ['claim_enquiry_notifications', {}],
      ['finish_enquiry_notifications', { message_ids: [] }],
      ['unsubscribe_saved_search', { search_id: searchId, token: 0 }],
    ];
    for (const [fn, args] of calls) {
      for (const client of [stranger.client, emu.client()]) {
        const res = await client.rpc(fn as never, args as never);
        expect(res.error?.code, fn).toBe('42501');
      }
    }
    expect((await emu.admin.from('saved_searches').select('alert').eq('id', searchId).single()).data!.alert).toBe('instant');
  });
});
