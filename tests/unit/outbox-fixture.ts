import 'fake-indexeddb/auto';
import { ManzilDb, type OutboxEntry } from '@/offline/db';
import type { NewEntry } from '@/offline/outbox';

// What the outbox's tests share: a database of the app's for each test, on a real IndexedDB
// implementation (fake-indexeddb), and the entries they queue in it.

let names = 0;

/** A new, empty database, named apart from every other in the test file. */
export const openTestDb = () => new ManzilDb(`test-${names++}`);

export async function deleteTestDb(db: ManzilDb): Promise<void> {
  db.close();
  await db.delete();
}

/** An entry to queue: user-a's `test.write`, in a group of its own, unless `over` says otherwise. */
export const entry = (id: string, over: Partial<NewEntry> = {}): NewEntry => ({
  id,
  userKey: 'user-a',
  kind: 'test.write',
  group: id,
  payload: { id },
  label: `write ${id}`,
  ...over,
});

/** The entry with this id as the outbox holds it now, if it still does. */
export const stored = async (db: ManzilDb, id: string): Promise<OutboxEntry | undefined> => db.outbox.where('id').equals(id).first();
