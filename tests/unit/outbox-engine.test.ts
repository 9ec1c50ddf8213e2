import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ManzilDb } from '@/offline/db';
import { discardEntry, enqueue, resolveConflict, retryEntry, waitForOutcome } from '@/offline/outbox';
import { AppError, ConflictError } from '@/lib/errors';
import { z } from '@/lib/zod';
import { backoffMs, BACKOFF_MAX_MS, classifyFailure, createSyncEngine, type Handler } from '@/offline/outbox-sender';
import { defineWriteKind, handlerOf, OUTDATED_PAYLOAD } from '@/offline/write-kind';
import { activateShared } from './i18n';
import { deleteTestDb, entry, openTestDb, stored } from './outbox-fixture';

// The engine words an entry's failure in the page's language (Lingui's shared I18n, which the
// browser activates before the engine starts: src/app/start-outbox.ts).
await activateShared('en');

// The outbox state machine, on a real IndexedDB implementation (fake-indexeddb). The engine
// running as the connection comes and goes: outbox-reconnect.test.ts.

let db: ManzilDb;
let clock = 1_000_000;

beforeEach(() => {
  db = openTestDb();
  clock = 1_000_000;
});
afterEach(() => deleteTestDb(db));

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
    const { sync, sent, confirmed } = engine({ answers: { b: [new AppError('Bad gateway', { status: 502 })] } });
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

    const { sync, sent } = engine({ answers: { a: [new AppError('Down', { status: 503 }), new AppError('Slow down', { status: 429, code: 'PT429', retryAfterMs: 60_000 })] } });
    await enqueue(db, entry('a'));
    await sync.drain();
    expect((await stored(db, 'a'))!.nextAttemptAt).toBe(clock + backoffMs(1, () => 0.5));
    await sync.drain();
    expect(sent).toHaveLength(1); // not due yet
    clock = (await stored(db, 'a'))!.nextAttemptAt;
    await sync.drain();
    expect((await stored(db, 'a'))!.attempts).toBe(2);
    expect((await stored(db, 'a'))!.nextAttemptAt).toBe(clock + 60_000);
    expect((await stored(db, 'a'))!.lastError).toEqual({ message: 'Slow down', code: 'PT429', status: 429 });
  });

  it('refreshes the session on a 401 and sends again', async () => {
    let refreshed = 0;
    const { sync, sent } = engine({
      answers: { a: [new AppError('JWT expired', { status: 401, code: 'PGRST303' })] },
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
      answers: { bad: [new AppError('new row violates check constraint "messages_message_check"', { status: 400, code: '23514' })] },
    });
    await enqueue(db, entry('bad'));
    await enqueue(db, entry('good'));
    await sync.drain();
    expect(confirmed).toEqual(['good']);
    const bad = (await stored(db, 'bad'))!;
    expect(bad.state).toBe('needs_attention');
    expect(bad.lastError?.message).toContain('check constraint');
    clock += BACKOFF_MAX_MS * 10;
    await sync.drain();
    expect((await stored(db, 'bad'))!.attempts).toBe(1); // not retried by itself

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

  it("stops a conflicting edit for the user to choose, and settles it by its kind's rule", async () => {
    const discarded: string[] = [];
    const edit = defineWriteKind({
      name: 'test.write',
      version: 1,
      schema: z.object({ id: z.string(), baseUpdatedAt: z.string().nullable() }),
      key: ({ id }) => id,
      group: ({ id }) => id,
      label: () => 'An edit',
      send: async () => {},
      conflict: {
        keepMine: (payload) => ({ ...payload, baseUpdatedAt: null }),
        discard: async ({ id }) => void discarded.push(id),
      },
    });
    const kinds = (name: string) => (name === edit.name ? edit : undefined);
    const { sync, sent } = engine({ answers: { edit: [new ConflictError()] } });
    await enqueue(db, entry('edit', { payload: { id: 'listing-1', baseUpdatedAt: '2026-11-01T00:00:00Z' } }));
    await sync.drain();
    expect((await stored(db, 'edit'))!.state).toBe('conflict');
    await resolveConflict(db, 'edit', 'mine', kinds);
    expect((await stored(db, 'edit'))!.payload).toEqual({ id: 'listing-1', baseUpdatedAt: null });
    await sync.drain();
    expect(sent).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);

    await enqueue(db, entry('edit-2', { payload: { id: 'listing-2', baseUpdatedAt: 'x' } }));
    await enqueue(db, entry('photo', { group: 'edit-2' }));
    expect(await resolveConflict(db, 'edit-2', 'theirs', kinds)).toBe(2);
    expect(discarded).toEqual(['listing-2']);
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
    [new AppError('no answer', { status: 0 }), 'retry'],
    [new AppError('Internal', { status: 500 }), 'retry'],
    [new AppError('Timeout', { status: 408 }), 'retry'],
    [new AppError('Too many', { status: 429, code: 'PT429' }), 'retry'],
    [new AppError('Statement timeout', { status: 503, code: '57014' }), 'retry'],
    [new AppError('JWT expired', { status: 401, code: 'PGRST303' }), 'refresh'],
    [new AppError('check', { status: 400, code: '23514' }), 'stop'],
    [new AppError('bad value', { status: 400, code: '22P02' }), 'stop'],
    [new AppError('rls', { status: 401, code: '42501' }), 'stop'],
    [new AppError('raised', { status: 400, code: 'P0001' }), 'stop'],
    [new AppError('not found', { status: 404, code: 'PGRST205' }), 'stop'],
    [new ConflictError(), 'conflict'],
  ])('%s is %s', (error, expected) => {
    expect(classifyFailure(error)).toBe(expected);
  });
});

describe('waitForOutcome', () => {
  it('answers at once while the browser reports no connection (nothing will be sent), and waits for the server otherwise', async () => {
    await enqueue(db, entry('w1'));
    let onlineSettled = false;
    const online = waitForOutcome(db, 'w1', 60_000, () => true).finally(() => {
      onlineSettled = true;
    });
    // Asked after the online wait, with the same minute to wait: answered while that one still
    // waits, so it did not wait out its minute.
    expect(await waitForOutcome(db, 'w1', 60_000, () => false)).toEqual({ state: 'waiting', error: null });
    expect(onlineSettled).toBe(false);

    await db.outbox.where('id').equals('w1').delete();
    expect(await online).toEqual({ state: 'confirmed' });
  });
});

describe('payload versions', () => {
  const sent: unknown[] = [];
  const renameV2 = defineWriteKind({
    name: 'test.rename',
    version: 2,
    schema: z.object({ id: z.string(), name: z.string() }),
    // Version 1 called the name `title`.
    migrate: (payload, from) => (from === 1 ? { id: (payload as { id: string }).id, name: (payload as { title: string }).title } : undefined),
    key: ({ id }) => id,
    group: ({ id }) => id,
    label: () => 'Rename',
    send: async (_: string, payload) => void sent.push(payload),
  });
  const withoutMigration = { ...renameV2, migrate: undefined };

  const run = async (kind: typeof renameV2) => {
    const sync = createSyncEngine<string>({ db, handlers: { [kind.name]: handlerOf(kind) }, clientFor: () => 'client', refreshSession: async () => false, now: () => clock });
    await sync.drain();
  };

  it("an older build's entry is migrated and sent in the current shape", async () => {
    sent.length = 0;
    await enqueue(db, entry('old', { kind: 'test.rename', payload: { id: 's1', title: 'Yas villas' } }));
    await run(renameV2);
    expect(sent).toEqual([{ id: 's1', name: 'Yas villas' }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an entry that cannot be migrated, or fails the schema, needs attention: never sent, never dropped', async () => {
    sent.length = 0;
    await enqueue(db, entry('old', { kind: 'test.rename', payload: { id: 's1', title: 'Yas villas' } }));
    await enqueue(db, entry('broken', { kind: 'test.rename', version: 2, payload: { id: 's2' } }));
    await run(withoutMigration);
    expect(sent).toEqual([]);
    for (const id of ['old', 'broken']) expect(await stored(db, id)).toMatchObject({ state: 'needs_attention', lastError: { code: OUTDATED_PAYLOAD, status: 400 } });
  });
});
