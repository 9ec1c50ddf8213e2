import { t } from '@lingui/core/macro';
import type { QueryKey } from '@tanstack/react-query';
import { AppError } from '@/lib/errors';
import type { z } from '@/lib/zod';
import type { ManzilDb, NewEntry, OutboxEntry } from './db';
import type { Handler } from './outbox-sender';

// One kind of server write, declared once by the feature that owns it. The outbox stores the
// kind's name, payload and payload version with each entry; the engine sends it with the kind's
// `send`, after checking the payload against the kind's schema. Nothing here knows a feature.

export interface WriteKind<Payload, Client> {
  /** Stored with each entry: how the engine finds this declaration. */
  readonly name: string;
  /** The payload's shape; bump it when the schema changes, and teach `migrate` the older one. */
  readonly version: number;
  readonly schema: z.ZodType<Payload>;
  /**
   * Brings a payload written by an older build (version `from`) to this version. Without it, or
   * when it returns nothing, such an entry is held as needing attention: never sent in a shape
   * the server refuses, never dropped without the user seeing it.
   */
  migrate?(payload: unknown, from: number): unknown;
  /**
   * The idempotency key: the outbox entry's id. Queuing the same key again replaces the waiting
   * payload (the newest name of a search, the last state of a heart) instead of adding a write.
   */
  key(payload: Payload, userKey: string): string;
  /** Entries of one group are sent one at a time, in the order queued (a listing before its photos). */
  group(payload: Payload, userKey: string): string;
  /** How the pending-changes list names it. */
  label(payload: Payload): string;
  /** Sends it. Sending the same payload twice must have the effect of once. */
  send(client: Client, payload: Payload, entry: OutboxEntry): Promise<void>;
  /** The reads it changes, refreshed in every tab once the server has it. */
  changedReads?(payload: Payload, userKey: string): readonly QueryKey[];
  /** For a write that can meet a newer server version (a ConflictError from `send`): how each choice is applied. */
  conflict?: {
    /** 'Keep mine': the payload sent again, overwriting the server's version. */
    keepMine(payload: Payload): Payload;
    /** 'Take theirs': what the device drops besides the entry (a draft, say). */
    discard?(payload: Payload, database: ManzilDb): Promise<void>;
  };
}

/** Any declared kind, as the registry and the engine hold them. */
// The registry mixes payload types; each kind checks its own payload with its schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWriteKind<Client> = WriteKind<any, Client>;

/** One write of a declared kind, ready to queue for a user. */
export interface Write {
  toEntry(userKey: string): NewEntry;
  /** The reads it changes (its kind's changedReads). */
  changedReads(userKey: string): readonly QueryKey[];
}

/** A write of `kind`; its payload is checked against the kind's schema when it is queued. */
export function write<Payload>(kind: WriteKind<Payload, never>, payload: Payload): Write {
  return {
    toEntry(userKey) {
      const checked = kind.schema.parse(payload);
      return { id: kind.key(checked, userKey), userKey, kind: kind.name, version: kind.version, group: kind.group(checked, userKey), payload: checked, label: kind.label(checked) };
    },
    changedReads: (userKey) => kind.changedReads?.(payload, userKey) ?? [],
  };
}

/** Declares a kind; its payload type is its schema's output, checked across the declaration. */
export function defineWriteKind<Schema extends z.ZodType, Client>(kind: WriteKind<z.output<Schema>, Client> & { schema: Schema }): WriteKind<z.output<Schema>, Client> {
  return kind;
}

/** An entry's payload could not be brought to a shape this build sends. */
export const OUTDATED_PAYLOAD = 'outdated_payload';
const OUTDATED_MESSAGE = () => t`This change was saved by another version of the app and cannot be sent as it is. Discard it, then make it again.`;

/**
 * The entry's payload as the kind's current schema has it: migrated from an older version when
 * the kind knows how, else an AppError (status 400, so the engine holds it as needing attention).
 */
export function currentPayload<Payload>(kind: WriteKind<Payload, unknown>, entry: Pick<OutboxEntry, 'payload' | 'version'>): Payload {
  // Entries written before payloads were versioned are version 1.
  const version = entry.version ?? 1;
  let payload: unknown = entry.payload;
  if (version !== kind.version) payload = version < kind.version && kind.migrate ? kind.migrate(payload, version) : undefined;
  const parsed = payload === undefined ? null : kind.schema.safeParse(payload);
  if (!parsed?.success) throw new AppError(OUTDATED_MESSAGE(), { status: 400, code: OUTDATED_PAYLOAD });
  return parsed.data;
}

/** The engine's handler of a kind: the payload checked (and migrated), then sent. */
export function handlerOf<Client>(kind: AnyWriteKind<Client>): Handler<Client> {
  return (entry, client) => kind.send(client, currentPayload(kind, entry), entry);
}

/** Finds a declared kind by name. */
export type WriteKindLookup = (name: string) => AnyWriteKind<never> | undefined;

let loadLookup: (() => Promise<WriteKindLookup>) | undefined;

/**
 * The app hands over where its declared kinds are (a chunk of their own, with the features'
 * sends), for code below the features that must apply a kind's rule, such as settling a conflict.
 */
export function provideWriteKinds(load: () => Promise<WriteKindLookup>) {
  loadLookup = load;
}

/** The declared kinds, once the app has provided them (none: no kind is known). */
export async function loadWriteKinds(): Promise<WriteKindLookup> {
  return loadLookup ? loadLookup() : () => undefined;
}

/** The entry's payload as `currentPayload` has it, or undefined when this build cannot read it. */
export function readablePayload<Payload>(kind: WriteKind<Payload, never>, entry: Pick<OutboxEntry, 'payload' | 'version'>): Payload | undefined {
  try {
    return currentPayload(kind, entry);
  } catch {
    return undefined;
  }
}
