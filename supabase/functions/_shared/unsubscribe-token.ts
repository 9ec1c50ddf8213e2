import { secret } from './service-api.ts';

// The unsubscribe link of an alert email works without signing in, so what it carries is signed:
// a token naming one saved search and the generation of its links (saved_searches.alert_token),
// for one purpose only, under HMAC-SHA-256 with ALERT_LINK_SECRET (at least 32 characters; the
// local stack makes one on first start and keeps it with its data). A forged token fails the
// signature; a used one names a generation that has moved on (public.unsubscribe_saved_search).

const PURPOSE = 'unsubscribe-saved-search';
const encoder = new TextEncoder();

export interface UnsubscribeClaim {
  /** The saved search's id. */
  search: string;
  /** The generation of its links when the email was written. */
  token: number;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function signingKey(): Promise<CryptoKey> {
  const value = secret('ALERT_LINK_SECRET');
  if (!value || value.length < 32) throw new Error('ALERT_LINK_SECRET is not set (at least 32 characters)');
  return crypto.subtle.importKey('raw', encoder.encode(value), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** The token of a saved search's unsubscribe link. */
export async function unsubscribeToken(claim: UnsubscribeClaim): Promise<string> {
  const payload = base64url(encoder.encode(JSON.stringify({ p: PURPOSE, s: claim.search, t: claim.token })));
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await signingKey(), encoder.encode(payload)));
  return `${payload}.${base64url(signature)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a token says, if this project signed it for unsubscribing; null for anything else. */
export async function readUnsubscribeToken(token: string): Promise<UnsubscribeClaim | null> {
  if (token.length > 400) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const signatureBytes = fromBase64url(signature);
  if (!signatureBytes) return null;
  // Compared by the platform in constant time.
  if (!(await crypto.subtle.verify('HMAC', await signingKey(), signatureBytes, encoder.encode(payload)))) return null;
  try {
    const bytes = fromBase64url(payload);
    const claim = JSON.parse(new TextDecoder().decode(bytes ?? new Uint8Array())) as { p?: unknown; s?: unknown; t?: unknown };
    if (claim.p !== PURPOSE || typeof claim.s !== 'string' || !UUID.test(claim.s) || !Number.isInteger(claim.t)) return null;
    return { search: claim.s, token: claim.t as number };
  } catch {
    return null;
  }
}
