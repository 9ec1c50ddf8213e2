import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionSignals } from '@/offline/connection';
import type { ManzilDb } from '@/offline/db';
import { enqueue } from '@/offline/outbox';
import { AppError } from '@/lib/errors';
import { createSyncEngine, NETWORK_BACKOFF_MAX_MS, runSyncEngine, SEND_TIMEOUT_MS } from '@/offline/outbox-sender';
import { activateShared } from './i18n';
import { deleteTestDb, entry, openTestDb, stored } from './outbox-fixture';

// The engine words an entry's failure in the page's language (Lingui's shared I18n, which the
// browser activates before the engine starts: src/app/start-outbox.ts).
await activateShared('en');

// The outbox's engine running as it does in the browser (runSyncEngine), on a real IndexedDB
// implementation (fake-indexeddb), as the connection goes and comes back. The state machine
// itself: outbox-engine.test.ts.

let db: ManzilDb;

beforeEach(() => {
  db = openTestDb();
});
afterEach(() => deleteTestDb(db));

/** The browser's connection as the engine sees it, switched by the test. */
function fakeConnection() {
  let online = true;
  const listeners = new Set<() => void>();
  const signals: ConnectionSignals = {
    isOnline: () => online,
    onSignOfLife(callback) {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
  };
  return {
    signals,
    goOffline: () => (online = false),
    /** Back online: the browser's `online` event. */
    reconnect: () => {
      online = true;
      for (const listener of listeners) listener();
    },
    /** A sign of life without an `online` event (a read reached the server on weak signal). */
    signOfLife: () => {
      for (const listener of listeners) listener();
    },
  };
}

describe('coming back online', () => {
  // The engine's own timers (setTimeout and the clock) are faked; IndexedDB (fake-indexeddb)
  // still runs on setImmediate, so each step lets it finish its work.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const settle = async () => {
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  };
  /** Moves the clock on in steps, letting the engine and IndexedDB work between them. */
  const elapse = async (ms: number, step = 250) => {
    for (let passed = 0; passed < ms; passed += step) {
      await vi.advanceTimersByTimeAsync(step);
      await settle();
    }
  };

  /** A running engine whose sends fail while `network.up` is false, recording when each arrived. */
  function runningEngine(connection: ReturnType<typeof fakeConnection>) {
    const network = { up: true, serverError: null as AppError | null };
    const arrived = new Map<string, number>();
    const sync = createSyncEngine<string>({
      db,
      handlers: {
        'test.write': async (e) => {
          if (!network.up) throw new TypeError('Failed to fetch');
          if (network.serverError) throw network.serverError;
          arrived.set(e.id, Date.now());
        },
      },
      clientFor: () => 'c',
      refreshSession: async () => false,
      isOnline: connection.signals.isOnline,
    });
    const runner = runSyncEngine(sync, db, 'test-lock', connection.signals);
    return { network, arrived, runner };
  }

  it('after 10 minutes offline, sends everything waiting within 2 s of reconnecting', async () => {
    const connection = fakeConnection();
    const { network, arrived, runner } = runningEngine(connection);
    // The connection fails before the browser notices: the first write fails as a network failure.
    network.up = false;
    await enqueue(db, entry('before'));
    await elapse(1000);
    expect((await stored(db, 'before'))!.attempts).toBeGreaterThan(0);

    connection.goOffline();
    await enqueue(db, entry('message'));
    await enqueue(db, entry('listing', { group: 'listing-1' }));
    await enqueue(db, entry('photo', { group: 'listing-1' }));
    await elapse(10 * 60_000, 5000);
    // Offline, nothing was tried, so nothing counted as a failure.
    expect((await stored(db, 'message'))!.attempts).toBe(0);
    expect((await stored(db, 'before'))!.attempts).toBeLessThanOrEqual(2);

    network.up = true;
    const reconnectedAt = Date.now();
    connection.reconnect();
    await elapse(2000);
    expect(await db.outbox.count()).toBe(0);
    for (const id of ['before', 'message', 'listing', 'photo']) expect(arrived.get(id)! - reconnectedAt).toBeLessThanOrEqual(2000);
    runner.stop();
  });

  it('a sign of life without an online event sends what failed for lack of a network at once', async () => {
    const connection = fakeConnection();
    const { network, arrived, runner } = runningEngine(connection);
    network.up = false;
    await enqueue(db, entry('a'));
    // Weak signal: the browser says online all along, and the write keeps failing for a while.
    await elapse(60_000, 1000);
    const failed = (await stored(db, 'a'))!;
    expect(failed.lastError?.status).toBe(0);
    expect(failed.nextAttemptAt - Date.now()).toBeLessThanOrEqual(NETWORK_BACKOFF_MAX_MS);

    network.up = true;
    const aliveAt = Date.now();
    connection.signOfLife();
    await elapse(500);
    expect(arrived.get('a')! - aliveAt).toBeLessThanOrEqual(500);
    runner.stop();
  });

  it('a send that hangs counts as a network failure: the rest goes on, and it is sent again at the next sign of life', async () => {
    const connection = fakeConnection();
    let hangs = true;
    const arrived: string[] = [];
    const sync = createSyncEngine<string>({
      db,
      handlers: {
        'test.write': async (e) => {
          if (e.id === 'hanging' && hangs) return new Promise<void>(() => undefined);
          arrived.push(e.id);
        },
      },
      clientFor: () => 'c',
      refreshSession: async () => false,
      isOnline: connection.signals.isOnline,
    });
    const runner = runSyncEngine(sync, db, 'test-lock', connection.signals);
    await enqueue(db, entry('hanging'));
    await enqueue(db, entry('other'));
    await elapse(SEND_TIMEOUT_MS + 1000, 5000);
    expect(arrived).toEqual(['other']);
    expect((await stored(db, 'hanging'))!.lastError?.status).toBe(0);

    hangs = false;
    connection.signOfLife();
    await elapse(500);
    expect(arrived).toEqual(['other', 'hanging']);
    runner.stop();
  });

  it('still backs off after a server error or 429, whatever the connection says', async () => {
    const connection = fakeConnection();
    const { network, arrived, runner } = runningEngine(connection);
    network.serverError = new AppError('Slow down', { status: 429, code: 'PT429', retryAfterMs: 120_000 });
    await enqueue(db, entry('a'));
    await elapse(500);
    expect((await stored(db, 'a'))!.attempts).toBe(1);
    network.serverError = null;
    connection.goOffline();
    connection.reconnect();
    await elapse(5000);
    expect(arrived.has('a')).toBe(false);
    await elapse(120_000, 5000);
    expect(arrived.has('a')).toBe(true);
    runner.stop();
  });
});
