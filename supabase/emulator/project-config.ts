import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

// The settings of supabase/config.toml the emulator honours, so the local stand-in and a
// hosted project deployed from the same folder apply the same auth rules.

interface ConfigToml {
  auth?: {
    site_url?: string;
    additional_redirect_urls?: string[];
    jwt_expiry?: number;
    refresh_token_reuse_interval?: number;
    minimum_password_length?: number;
    password_requirements?: string;
    email?: { enable_confirmations?: boolean };
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

export const authConfig = {
  siteUrl: toml.auth?.site_url ?? 'http://localhost:4173',
  additionalRedirectUrls: toml.auth?.additional_redirect_urls ?? [],
  jwtExpirySeconds: toml.auth?.jwt_expiry ?? 3600,
  refreshTokenReuseSeconds: toml.auth?.refresh_token_reuse_interval ?? 10,
  minPasswordLength: toml.auth?.minimum_password_length ?? 6,
  emailConfirmations: toml.auth?.email?.enable_confirmations ?? false,
  passwordCharacterSets: REQUIREMENTS[toml.auth?.password_requirements ?? ''] ?? [],
};

/** A function's `[functions.<name>]` settings; Supabase verifies the JWT unless verify_jwt = false. */
export function functionConfig(name: string): { verifyJwt: boolean } {
  const settings = Object.hasOwn(toml.functions ?? {}, name) ? toml.functions?.[name] : undefined;
  return { verifyJwt: settings?.verify_jwt ?? true };
}
