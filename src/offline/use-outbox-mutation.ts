import { i18n } from '@lingui/core';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { AppError, messageText, type Message } from '@/lib/errors';
import { whenIdle } from '@/lib/idle';
import type { Write } from './write-kind';
import { showToasts, type OutcomeWords } from './outcome-toasts';
import type { Outcome } from './outbox';

// The one way the UI writes: the write is queued on the device (so nothing is lost offline or
// on reload), the hook waits briefly for the server, and it returns the outcome for the
// component to render. The outcome's toast comes from the MutationCache, in the write's words.

export interface OutboxMutation<Input> {
  /** The writes this input makes, queued in order in one transaction. */
  writes(input: Input, userKey: string): Write[] | Promise<Write[]>;
  /** The device-side change the writes carry (a heart stored), in the same transaction. */
  localChange?(input: Input, userKey: string): () => Promise<unknown>;
  /** How long to wait for the server before answering 'waiting' (never while offline). */
  waitMs: number;
  /**
   * A refused write's entries are dropped (the form still holds what was typed, to fix and send
   * again); this brings up to date what else the device keeps of it.
   */
  afterRejection?(input: Input, outcome: Extract<Outcome, { state: 'stopped' }>): Promise<void>;
  /**
   * Without a user id: the message for a write that needs a signed-in user (null: visitors may),
   * told in the page's language (Lingui's shared I18n: writes are made in the browser only).
   */
  signInMessage: Message | null;
  words: OutcomeWords<Input>;
}

/** Declares a UI write (identity: keeps the input type checked across the declaration). */
export function defineOutboxMutation<Input>(mutation: OutboxMutation<Input>): OutboxMutation<Input> {
  return mutation;
}

/** What the caller hears of a write besides its outcome. */
interface Listeners {
  /** The server has it (now, or later from the outbox): the reads its kinds say it changed. */
  onConfirmed?(changedReads: readonly QueryKey[]): void;
  /** It was confirmed after the outcome said it waits. */
  onLaterConfirmed?(): void;
}

/**
 * The device store and the outbox: not in any page's startup code, but fetched once a page that
 * can write is idle, so a write made after the connection went (on a first visit too, before the
 * service worker has cached anything) still finds them.
 */
const loadOutbox = () => Promise.all([import('./db'), import('./outbox'), import('./storage')]);
whenIdle(() => void loadOutbox().catch(() => undefined));

/** Queues a write and waits for its outcome; what the hook's mutationFn does, usable without React. */
export async function runOutboxMutation<Input>(
  declaration: OutboxMutation<Input>,
  input: Input,
  userId: string | null,
  { onConfirmed, onLaterConfirmed }: Listeners = {},
): Promise<Outcome> {
  if (!userId && declaration.signInMessage) throw new AppError(messageText(i18n, declaration.signInMessage), { status: 401 });
  const userKey = userId ?? '';
  const [{ db }, outbox, { askPersistentStorage }] = await loadOutbox();
  const writes = await declaration.writes(input, userKey);
  const changedReads = writes.flatMap((w) => w.changedReads(userKey));
  const ids = await outbox.enqueueWrites(db, userKey, writes, declaration.localChange?.(input, userKey));
  void askPersistentStorage();
  const outcome = await outbox.waitForOutcome(db, ids, declaration.waitMs);
  if (outcome.state === 'stopped') {
    // The first entry takes the rest of its group with it (the photos of a refused listing).
    for (const id of ids) await outbox.discardEntry(db, id);
    await declaration.afterRejection?.(input, outcome);
  }
  if (outcome.state === 'confirmed') onConfirmed?.(changedReads);
  if (outcome.state === 'waiting') {
    outbox.announceWhenConfirmed(db, ids[ids.length - 1], () => {
      onConfirmed?.(changedReads);
      onLaterConfirmed?.();
    });
  }
  return outcome;
}

/**
 * A write through the outbox, for a user (null: a signed-out visitor). `send` resolves the
 * outcome, or null when the write failed before it was queued (its toast is shown already).
 */
export function useOutboxMutation<Input>(declaration: OutboxMutation<Input>, userId: string | null) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    // Queued on the device, so it runs offline too (TanStack would otherwise pause it in memory).
    networkMode: 'always',
    meta: { outcomeWords: declaration.words },
    mutationFn: (input: Input) =>
      runOutboxMutation(declaration, input, userId, {
        // Every tab refreshes them once the engine confirms it (changed-reads.ts); this one starts
        // at once, without waiting for that message.
        onConfirmed: (changedReads) => {
          for (const queryKey of changedReads) void queryClient.invalidateQueries({ queryKey });
        },
        onLaterConfirmed: () => showToasts(declaration.words.laterConfirmed?.(input)),
      }),
  });
  return { ...mutation, send: (input: Input): Promise<Outcome | null> => mutation.mutateAsync(input).catch(() => null) };
}
