import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

// The settings of supabase/config.toml the emulator honours, so the local stand-in and a
// hosted project deployed from the same folder apply the same auth rules.

interface ConfigToml {
  api?: { max_rows?: number; schemas?: string[] };
  auth?: {
    jwt_secret?: string;
    site_url?: string;
    additional_redirect_urls?: string[];
    jwt_expiry?: number;
    refresh_token_reuse_interval?: number;
    minimum_password_length?: number;
    password_requirements?: string;
    email?: {
      enable_confirmations?: boolean;
      otp_expiry?: number;
      max_frequency?: string;
      template?: Record<string, { subject?: string; content_path?: string }>;
    };
    rate_limit?: { sign_in_sign_ups?: number; token_refresh?: number; token_verifications?: number; email_sent?: number };
  };
  functions?: Record<string, { verify_jwt?: boolean }>;
}

const toml = parse(readFileSync(new URL('../config.toml', import.meta.url), 'utf8')) as ConfigToml;

/** Character sets each password must include, per Supabase's `password_requirements` values. */
const REQUIREMENTS: Record<string, string[]> = {
  '': [],
  letters_digits: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits_symbols: [
    'abcdefghijklmnopqrstuvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '0123456789',
    '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
  ],
};

/** A Go duration as config.toml writes them: `60s`, `1m0s`, `1h`, `500ms`. */
export function goDurationMs(value: string | undefined, fallbackMs: number): number {
  if (!value) return fallbackMs;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== value) {
    throw new Error(`config.toml: "${value}" is not a duration such as 60s or 1m0s`);
  }
  const unit: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  return parts.reduce((sum, p) => sum + Number(p[1]) * unit[p[2]], 0);
}

export const apiConfig = {
  /** Most rows one read returns ([api] max_rows); also the most rows one write may send. */
  maxRows: toml.api?.max_rows ?? 1000,
  /** The schemas the REST API exposes ([api] schemas); the first is the one a request gets by default. */
  schemas: toml.api?.schemas ?? ['public'],
};

/** A config.toml string, with the CLI's `env(NAME)` form read from the environment. */
function configValue(value: string | undefined): string | undefined {
  const match = value ? /^env\((\w+)\)$/.exec(value) : null;
  return match ? process.env[match[1]] : value;
}

export const authConfig = {
  /** [auth] jwt_secret, usually `env(NAME)`; the JWT_SECRET environment variable wins. */
  jwtSecret: configValue(toml.auth?.jwt_secret),
  siteUrl: toml.auth?.site_url ?? 'http://localhost:4173',
  additionalRedirectUrls: toml.auth?.additional_redirect_urls ?? [],
  jwtExpirySeconds: toml.auth?.jwt_expiry ?? 3600,
  refreshTokenReuseSeconds: toml.auth?.refresh_token_reuse_interval ?? 10,
  minPasswordLength: toml.auth?.minimum_password_length ?? 6,
  emailConfirmations: toml.auth?.email?.enable_confirmations ?? false,
  passwordCharacterSets: REQUIREMENTS[toml.auth?.password_requirements ?? ''] ?? [],
  /** How long an emailed code or link works ([auth.email] otp_expiry, seconds). */
  otpExpirySeconds: toml.auth?.email?.otp_expiry ?? 3600,
  /** Least time between two emails to one address ([auth.email] max_frequency). */
  emailMaxFrequencyMs: goDurationMs(toml.auth?.email?.max_frequency, 60_000),
  /**
   * [auth.rate_limit]: requests per 5 minutes per client address; emails per hour for the whole project.
   * EMULATOR_SIGN_IN_RATE_LIMIT replaces sign_in_sign_ups for a test run whose browser signs in
   * dozens of times from one address (the end-to-end suite), and EMULATOR_EMAIL_RATE_LIMIT
   * email_sent for one that signs up and resets passwords more often in an hour than the project
   * allows (the same suite, retried); nothing sets them otherwise.
   */
  rateLimit: {
    signInSignUps: Number(process.env.EMULATOR_SIGN_IN_RATE_LIMIT) || (toml.auth?.rate_limit?.sign_in_sign_ups ?? 30),
    tokenRefresh: toml.auth?.rate_limit?.token_refresh ?? 150,
    tokenVerifications: toml.auth?.rate_limit?.token_verifications ?? 30,
    emailSent: Number(process.env.EMULATOR_EMAIL_RATE_LIMIT) || (toml.auth?.rate_limit?.email_sent ?? 2),
  },
};

/**
 * An [auth.email.template.<kind>] email: its subject and its body's template, read from
 * content_path (relative to the folder that holds supabase/, as the Supabase CLI reads it).
 * Null when config.toml sets none.
 */
export function emailTemplate(kind: 'confirmation' | 'recovery'): { subject: string; body: string } | null {
  const settings = toml.auth?.email?.template?.[kind];
  if (!settings?.subject || !settings.content_path) return null;
  return { subject: settings.subject, body: readFileSync(new URL(`../../${settings.content_path.replace(/^\.\//, '')}`, import.meta.url), 'utf8') };
}

/** A function's `[functions.<name>]` settings; Supabase verifies the JWT unless verify_jwt = false. */
export function functionConfig(name: string): { verifyJwt: boolean } {
  const settings = Object.hasOwn(toml.functions ?? {}, name) ? toml.functions?.[name] : undefined;
  return { verifyJwt: settings?.verify_jwt ?? true };
}
