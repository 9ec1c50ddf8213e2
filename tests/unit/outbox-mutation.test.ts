import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactMessageMutation } from '@/features/messages/api/send-contact-message';
import { saveProfileMutation } from '@/features/account/api/profile';
import { AppError } from '@/lib/errors';
import { db } from '@/offline/db';
import { outcomeToasts } from '@/offline/outcome-toasts';
import { runOutboxMutation } from '@/offline/use-outbox-mutation';
import { activateShared } from './i18n';

// The writes' labels, toasts and refusals are worded with Lingui's shared I18n, as the browser has it for the page.
await activateShared('en');

// The UI's one way to write, on a real IndexedDB implementation: what is queued, what is kept, and
// what the user is told, in each write's own words.

const message = (text = 'Is the villa still available?') => ({
  id: crypto.randomUUID(),
  propertyId: '7d1f4a52-3c1e-4b8a-9f0e-2a6b5c4d3e21',
  name: 'Layla',
  email: 'layla@example.com',
  phone: null,
  message: text,
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.outbox.clear();
});

describe('runOutboxMutation', () => {
  it('offline, answers at once and keeps the write on the device, to be sent once', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const input = message();
    const outcome = await runOutboxMutation(contactMessageMutation, input, null);
    expect(outcome.state).toBe('waiting');
    const entries = await db.outbox.toArray();
    expect(entries).toMatchObject([{ id: input.id, kind: 'message.send', version: 1, userKey: '', state: 'pending', payload: input }]);
    // Sent again (a double press): still one write.
    await runOutboxMutation(contactMessageMutation, input, null);
    expect(await db.outbox.count()).toBe(1);
  });

  it('a write that needs a signed-in user is refused before anything is queued', async () => {
    await expect(runOutboxMutation(saveProfileMutation, { first_name: 'A', last_name: 'B', phone: '' }, null)).rejects.toBeInstanceOf(AppError);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a payload its schema refuses is never queued', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    await expect(runOutboxMutation(contactMessageMutation, { ...message(), id: 'not-a-uuid' }, null)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });

  it('edited twice while offline, the profile waits as one write with the newest values', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    await runOutboxMutation(saveProfileMutation, { first_name: 'Omar', last_name: 'Rashid', phone: '' }, 'user-a');
    await runOutboxMutation(saveProfileMutation, { first_name: 'Omar', last_name: 'Al Rashid', phone: '+971 50 000 1111' }, 'user-a');
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0].payload).toEqual({ first_name: 'Omar', last_name: 'Al Rashid', phone: '+971 50 000 1111' });
  });
});

describe('outcome words', () => {
  const { words } = contactMessageMutation;
  const input = message();
  const online = () => true;

  it("tell each outcome of a message in the product's words", () => {
    expect(outcomeToasts(words, { state: 'confirmed' }, input, online)).toMatchObject({ title: 'Message Sent' });
    expect(outcomeToasts(words, { state: 'waiting', error: { message: 'x', status: 0 } }, input, online)).toMatchObject({ title: 'Saved offline' });
    expect(outcomeToasts(words, { state: 'waiting', error: null }, input, () => false)).toMatchObject({ title: 'Saved offline' });
    expect(outcomeToasts(words, { state: 'waiting', error: { message: 'Slow down', status: 429, code: 'PT429' } }, input, online)).toMatchObject({
      title: 'Not sent yet',
      message: expect.stringContaining('no need to send it again'),
    });
    expect(outcomeToasts(words, { state: 'stopped', error: { message: 'Listing not found', status: 404 } }, input, online)).toMatchObject({ title: 'Error', message: 'Listing not found' });
    expect(outcomeToasts(words, { state: 'stopped', error: null }, input, online)).toMatchObject({ message: 'Failed to send message. Please try again later.' });
  });
});
