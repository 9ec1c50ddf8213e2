import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';
import { readablePayload, type WriteKind } from './write-kind';

/**
 * The payloads of a user's writes of one kind still waiting for the server, in the order queued,
 * live from every tab. Pages lay them over what the server last said, so a change made offline
 * shows as made, after a reload too, until the server has it. A payload this build cannot read
 * is left out here (the pending-changes list shows it as needing attention).
 */
export function usePendingPayloads<Payload>(kind: WriteKind<Payload, never>, userKey: string): Payload[] {
  return (
    useLiveQuery(async () => {
      const entries = await db.outbox.where('userKey').equals(userKey).filter((entry) => entry.kind === kind.name).sortBy('seq');
      return entries.map((entry) => readablePayload(kind, entry)).filter((payload) => payload !== undefined);
    }, [kind, userKey]) ?? []
  );
}
