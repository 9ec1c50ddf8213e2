import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManzilDb, type OutboxEntry } from '@/offline/db';
import { discardEntry, enqueue, resolveConflict, retryEntry, type NewEntry } from '@/offline/outbox';
import { backoffMs, BACKOFF_MAX_MS, classifyFailure, ConflictError, createSyncEngine, WriteError, type Handler } from '@/offline/sync';

// The outbox state machine, on a real IndexedDB implementation (fake-indexeddb).

let db: ManzilDb;
let clock = 1_000_000;
let names = 0;

beforeEach(() => {
  db = new ManzilDb(`test-${names++}`);
  clock = 1_000_000;
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const entry = (id: string, over: Partial<NewEntry> = {}): NewEntry => ({
  id,
  userKey: 'user-a',
  kind: 'test.write',
  group: id,
  payload: { id },
  label: `write ${id}`,
  ...over,
});

/** An engine whose handler answers from `answers` (per entry id, in turn; default success). */
function engine(options: { answers?: Record<string, unknown[]>; signedIn?: string | null; refresh?: () => Promise<boolean> } = {}) {
  const sent: string[] = [];
  const confirmed: string[] = [];
  const handler: Handler<string> = async (e, client) => {
    sent.push(`${e.id}@${client}`);
    const answer = options.answers?.[e.id]?.shift();
    if (answer instanceof Error) throw answer;
  };
  const signedIn = options.signedIn === undefined ? 'user-a' : options.signedIn;
  const sync = createSyncEngine<string>({
    db,
    handlers: { 'test.write': handler },
    clientFor: (userKey) => (userKey === '' ? 'visitor-client' : userKey === signedIn ? `${userKey}-client` : null),
    refreshSession: options.refresh ?? (async () => false),
    now: () => clock,
    random: () => 0.5,
    onConfirmed: (e) => confirmed.push(e.id),
  });
  return { sync, sent, confirmed };
}

const stored = async (id: string): Promise<OutboxEntry | undefined> => db.outbox.where('id').equals(id).first();

describe('enqueue', () => {
  it('writes the local change and the entry in one transaction, or neither', async () => {
    await expect(
      enqueue(db, entry('m1'), async () => {
        await db.savedProperties.put({ userKey: 'user-a', propertyId: 'p1', savedAt: 1 });
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(await db.savedProperties.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);

    await enqueue(db, entry('m1'), () => db.savedProperties.put({ userKey: 'user-a', propertyId: 'p1', savedAt: 1 }));
    expect(await db.savedProperties.count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
  });

  it('queuing the same id twice keeps one entry with the newest payload', async () => {
    await enqueue(db, entry('heart', { payload: { saved: true } }));
    await enqueue(db, entry('heart', { payload: { saved: false } }));
    const all = await db.outbox.toArray();
    expect(all).toHaveLength(1);
    expect(all[0].payload).toEqual({ saved: false });
  });
});

describe('sync engine', () => {
  it('sends in order and removes entries only once the server confirmed them', async () => {
    const { sync, sent, confirmed } = engine({ answers: { b: [new WriteError('Bad gateway', 502)] } });
    for (const id of ['a', 'b', 'c']) await enqueue(db, entry(id));
    await sync.drain();
    expect(sent).toEqual(['a@user-a-client', 'b@user-a-client', 'c@user-a-client']);
    expect(confirmed).toEqual(['a', 'c']);
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual(['b']);
  });

  it('sends a group one entry at a time: children wait for their parent', async () => {
    const { sync, sent } = engine({ answers: { listing: [new TypeError('Failed to fetch')] } });
    await enqueue(db, entry('listing', { group: 'listing-1' }));
    await enqueue(db, entry('photo-1', { group: 'listing-1' }));
    await enqueue(db, entry('photo-2', { group: 'listing-1' }));
    await enqueue(db, entry('message', { group: 'message' }));
    await sync.drain();
    expect(sent).toEqual(['listing@user-a-client', 'message@user-a-client']);
    clock += BACKOFF_MAX_MS;
    await sync.drain();
    expect(sent.slice(2)).toEqual(['listing@user-a-client', 'photo-1@user-a-client', 'photo-2@user-a-client']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('backs off exponentially with jitter, honouring Retry-After', async () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, () => 0))).toEqual([1000, 2000, 4000, 8000]);
    expect([1, 2, 3, 4].map((n) => backoffMs(n, () => 1))).toEqual([2000, 4000, 8000, 16000]);
    expect(backoffMs(30, () => 1)).toBe(BACKOFF_MAX_MS);

    const { sync, sent } = engine({ answers: { a: [new WriteError('Down', 503), new WriteError('Slow down', 429, 'PT429', 60_000)] } });
    await enqueue(db, entry('a'));
    await sync.drain();
    expect((await stored('a'))!.nextAttemptAt).toBe(clock + backoffMs(1, () => 0.5));
    await sync.drain();
    expect(sent).toHaveLength(1); // not due yet
    clock = (await stored('a'))!.nextAttemptAt;
    await sync.drain();
    expect((await stored('a'))!.attempts).toBe(2);
    expect((await stored('a'))!.nextAttemptAt).toBe(clock + 60_000);
    expect((await stored('a'))!.lastError).toEqual({ message: 'Slow down', code: 'PT429', status: 429 });
  });

  it('refreshes the session on a 401 and sends again', async () => {
    let refreshed = 0;
    const { sync, sent } = engine({
      answers: { a: [new WriteError('JWT expired', 401, 'PGRST303')] },
      refresh: async () => ++refreshed > 0,
    });
    await enqueue(db, entry('a'));
    await sync.drain();
    expect(refreshed).toBe(1);
    expect(sent).toEqual(['a@user-a-client', 'a@user-a-client']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops a rejected entry as needing attention, with the server message, without blocking others', async () => {
    const { sync, confirmed } = engine({
      answers: { bad: [new WriteError('new row violates check constraint "messages_message_check"', 400, '23514')] },
    });
    await enqueue(db, entry('bad'));
    await enqueue(db, entry('good'));
    await sync.drain();
    expect(confirmed).toEqual(['good']);
    const bad = (await stored('bad'))!;
    expect(bad.state).toBe('needs_attention');
    expect(bad.lastError?.message).toContain('check constraint');
    clock += BACKOFF_MAX_MS * 10;
    await sync.drain();
    expect((await stored('bad'))!.attempts).toBe(1); // not retried by itself

    await retryEntry(db, 'bad');
    await sync.drain();
    expect(confirmed).toEqual(['good', 'bad']);
  });

  it("sends an entry only under the identity that made it; a visitor's as the visitor", async () => {
    const other = engine({ signedIn: 'user-b' });
    await enqueue(db, entry('mine', { userKey: 'user-a' }));
    await enqueue(db, entry('visitor-message', { userKey: '' }));
    await other.sync.drain();
    expect(other.sent).toEqual(['visitor-message@visitor-client']);
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual(['mine']);

    const back = engine({ signedIn: 'user-a' });
    await back.sync.drain();
    expect(back.sent).toEqual(['mine@user-a-client']);
  });

  it('stops a conflicting edit for the user to choose; keeping mine sends it without its base', async () => {
    const { sync, sent } = engine({ answers: { edit: [new ConflictError()] } });
    await enqueue(db, entry('edit', { payload: { id: 'listing-1', baseUpdatedAt: '2026-11-01T00:00:00Z' } }));
    await sync.drain();
    expect((await stored('edit'))!.state).toBe('conflict');
    await resolveConflict(db, 'edit', 'mine');
    expect((await stored('edit'))!.payload).toEqual({ id: 'listing-1', baseUpdatedAt: null });
    await sync.drain();
    expect(sent).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);

    await enqueue(db, entry('edit-2', { payload: { baseUpdatedAt: 'x' } }));
    await enqueue(db, entry('photo', { group: 'edit-2' }));
    expect(await resolveConflict(db, 'edit-2', 'theirs')).toBe(2);
  });

  it('keeps an entry whose payload was replaced while it was being sent', async () => {
    let replace: (() => Promise<void>) | null = async () => enqueue(db, entry('heart', { payload: { saved: false } }));
    const sent: unknown[] = [];
    const sync = createSyncEngine<string>({
      db,
      handlers: {
        'test.write': async (e) => {
          sent.push(e.payload);
          const r = replace;
          replace = null;
          await r?.();
        },
      },
      clientFor: () => 'c',
      refreshSession: async () => false,
    });
    await enqueue(db, entry('heart', { payload: { saved: true } }));
    await sync.drain();
    expect(await db.outbox.count()).toBe(1);
    await sync.drain();
    expect(sent).toEqual([{ saved: true }, { saved: false }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('discarding an entry takes the later entries of its group with it', async () => {
    await enqueue(db, entry('listing', { group: 'g' }));
    await enqueue(db, entry('photo', { group: 'g' }));
    await enqueue(db, entry('other', { group: 'h' }));
    expect(await discardEntry(db, 'listing')).toBe(2);
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual(['other']);
  });
});

describe('failure classes', () => {
  it.each([
    [new TypeError('Failed to fetch'), 'retry'],
    [new WriteError('no answer', 0), 'retry'],
    [new WriteError('Internal', 500), 'retry'],
    [new WriteError('Timeout', 408), 'retry'],
    [new WriteError('Too many', 429, 'PT429'), 'retry'],
    [new WriteError('Statement timeout', 503, '57014'), 'retry'],
    [new WriteError('JWT expired', 401, 'PGRST303'), 'refresh'],
    [new WriteError('check', 400, '23514'), 'stop'],
    [new WriteError('bad value', 400, '22P02'), 'stop'],
    [new WriteError('rls', 401, '42501'), 'stop'],
    [new WriteError('raised', 400, 'P0001'), 'stop'],
    [new WriteError('not found', 404, 'PGRST205'), 'stop'],
    [new ConflictError(), 'conflict'],
  ])('%s is %s', (error, expected) => {
    expect(classifyFailure(error)).toBe(expected);
  });
});
