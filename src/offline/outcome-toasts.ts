import { notifications } from '@mantine/notifications';
import type { Mutation } from '@tanstack/react-query';
import { AppError } from '@/lib/errors';
import { browserConnectionSignals } from './connection';
import type { Outcome } from './outbox';

// What the user is told about a write, in one place: each write declares its own words (the
// texts the product promises), and the query client's MutationCache shows them for every
// mutation that carries them in its meta. Components render the outcome; they never toast it.

export interface Toast {
  title?: string;
  message: string;
  color: 'teal' | 'blue' | 'red' | 'yellow';
}

export interface OutcomeWords<Input> {
  /** The server has it. Null says nothing (a message marked read). */
  confirmed(input: Input): Toast | Toast[] | null;
  /** Kept on the device while there is no connection, to be sent when it returns. */
  offline(input: Input): Toast | null;
  /** Online, but the server has not taken it yet (it is retried by itself). */
  retrying?(input: Input, outcome: Extract<Outcome, { state: 'waiting' }>): Toast | null;
  /**
   * Refused (by the server, or before it was queued): `message` is the reason when one is known,
   * `outcome` the server's refusal when it came to that (it names the kind of write refused).
   */
  failed(input: Input, message: string | undefined, outcome?: Extract<Outcome, { state: 'stopped' }>): Toast | null;
  /** Confirmed later, after the user was told it waits (the connection came back). */
  laterConfirmed?(input: Input): Toast | null;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The write's own words for each outcome (see outcome-toasts.ts). */
      // The cache holds mutations of every input type; each declaration types its own words.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      outcomeWords?: OutcomeWords<any>;
    };
  }
}

export function showToasts(toasts: Toast | Toast[] | null | undefined) {
  for (const toast of [toasts ?? []].flat()) notifications.show({ ...toast });
}

/** A waiting write was kept for lack of a connection (rather than a server that has not taken it yet). */
export function waitingForConnection(outcome: Outcome, isOnline = browserConnectionSignals.isOnline): boolean {
  return outcome.state === 'waiting' && (outcome.error?.status === 0 || !isOnline());
}

/** The toasts of an outcome, in the write's own words. */
export function outcomeToasts<Input>(words: OutcomeWords<Input>, outcome: Outcome, input: Input, isOnline = browserConnectionSignals.isOnline) {
  if (outcome.state === 'confirmed') return words.confirmed(input);
  if (outcome.state === 'stopped') return words.failed(input, outcome.error?.message, outcome);
  if (waitingForConnection(outcome, isOnline)) return words.offline(input);
  return words.retrying ? words.retrying(input, outcome) : words.offline(input);
}

type AnyMutation = Mutation<unknown, unknown, unknown, unknown>;

/** MutationCache onSuccess: a write's outcome told in its words. */
export function toastMutationOutcome(data: unknown, variables: unknown, _: unknown, mutation: AnyMutation) {
  const words = mutation.meta?.outcomeWords;
  if (words && isOutcome(data)) showToasts(outcomeToasts(words, data, variables));
}

/**
 * MutationCache onError: a write that failed before it could be queued or sent. The reason is
 * told when it is one of ours (an AppError: the server's, or "sign in first"); the device's own
 * failures (storage full, say) get the write's general failure words.
 */
export function toastMutationError(error: unknown, variables: unknown, _: unknown, mutation: AnyMutation) {
  const words = mutation.meta?.outcomeWords;
  if (words) showToasts(words.failed(variables, error instanceof AppError && error.message ? error.message : undefined));
}

function isOutcome(value: unknown): value is Outcome {
  return typeof value === 'object' && value !== null && 'state' in value;
}
