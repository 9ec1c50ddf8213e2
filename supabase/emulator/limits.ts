import { authConfig } from './project-config.ts';
import { Clock, GrowingLockout, KeyedQueue, SlidingWindow } from './rate-limit.ts';

const MINUTE = 60_000;

/** Attempts with a code for one email from one address (without success) before that address waits. */
export const CODE_ATTEMPTS_PER_ADDRESS = 5;
/**
 * Wrong codes one emailed code takes from all addresses: the last spends it (the link in the same
 * email still works), so guesses spread over many addresses find a six-digit code with a chance of
 * 20 in a million at most. A new code for the email starts the count again.
 */
export const CODE_ATTEMPTS_PER_CODE = 20;
/** Failed sign-ins from one address for one email before that pair waits: 30 s, doubling up to 15 min. */
export const FREE_FAILED_SIGN_INS = 5;
/**
 * Failed sign-ins for one email from all addresses in 15 minutes before every address that has
 * failed on it waits too. Addresses that never failed are not held back, so the owner can still
 * sign in from elsewhere while someone guesses, and can always reset the password.
 */
export const FAILED_SIGN_INS_PER_EMAIL = 20;
/**
 * Runaway statements one address may cause in 10 minutes before its REST requests are refused a
 * while: statements stopped by the timeout, statements stopped after running a while because the
 * client left, and patterns refused because they would have run that long.
 */
export const TIMEOUTS_PER_ADDRESS = 2;

/** The one key of the project-wide email limit. */
export const PROJECT = 'project';

/**
 * Every request limit of one emulator, sharing one clock. `emailsPerHour` replaces config.toml's
 * email_sent, for tests that send more emails in an hour than a project would.
 */
export function createLimits({ clock = new Clock(), emailsPerHour = authConfig.rateLimit.emailSent } = {}) {
  const perAddress = authConfig.rateLimit;
  return {
    clock,
    signInsPerAddress: new SlidingWindow(clock, perAddress.signInSignUps, 5 * MINUTE),
    refreshesPerAddress: new SlidingWindow(clock, perAddress.tokenRefresh, 5 * MINUTE),
    verificationsPerAddress: new SlidingWindow(clock, perAddress.tokenVerifications, 5 * MINUTE),
    /** Auth's emails to anyone, under the key PROJECT, as hosted Supabase counts email_sent. */
    emailsPerHour: new SlidingWindow(clock, emailsPerHour, 60 * MINUTE),
    /** One email per recipient per max_frequency. */
    emailInterval: new SlidingWindow(clock, 1, authConfig.emailMaxFrequencyMs),
    codeAttemptsPerAddress: new SlidingWindow(clock, CODE_ATTEMPTS_PER_ADDRESS, authConfig.otpExpirySeconds * 1000),
    /** Keyed by codeCountKey: an email's code of one kind. */
    codeAttemptsPerCode: new SlidingWindow(clock, CODE_ATTEMPTS_PER_CODE, authConfig.otpExpirySeconds * 1000),
    failedSignIns: new GrowingLockout(clock, FREE_FAILED_SIGN_INS, 30_000, 15 * MINUTE, 15 * MINUTE),
    /** Password sign-ins of one (email, address) pair, checked one at a time. */
    signInTurns: new KeyedQueue(),
    failedSignInsPerEmail: new SlidingWindow(clock, FAILED_SIGN_INS_PER_EMAIL, 15 * MINUTE),
    timeoutsPerAddress: new SlidingWindow(clock, TIMEOUTS_PER_ADDRESS, 10 * MINUTE),
  };
}

export type Limits = ReturnType<typeof createLimits>;
