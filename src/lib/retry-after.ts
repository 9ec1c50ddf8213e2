// The server's Retry-After on 429 and 503 answers, which supabase-js drops from its errors. It
// travels with each answer, so a request never takes the wait another one was given:
// - PostgREST's error is its answer's JSON body, every field kept: the app's fetch adds the wait to
//   that body (RETRY_AFTER_FIELD), and retryAfterOf reads it from the request's own error.
// - Auth errors keep only the message, status and code, so the wait is kept under the email the
//   request was for (the key the sign-in limiter counts by) and taken once by that email's caller.
// Other answers (Storage's, or a body that is not a JSON object) keep no wait: the outbox backs off.

/** The field of an error body the wait in ms is added to. */
export const RETRY_AFTER_FIELD = 'retry_after_ms';

/** How long a wait kept for an email is used: the caller asks as soon as its request failed. */
const KEPT_FOR_MS = 5000;

const authWaits = new Map<string, { at: number; ms: number }>();

const emailKey = (email: string) => email.trim().toLowerCase();

function waitOf(response: Response): number | undefined {
  if (response.status !== 429 && response.status !== 503) return undefined;
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/** The email an auth request (a JSON body with `email`) is for. */
function authEmail(input: RequestInfo | URL, init: RequestInit | undefined): string | undefined {
  const url = input instanceof Request ? input.url : String(input);
  if (!url.includes('/auth/v1/') || typeof init?.body !== 'string') return undefined;
  try {
    const email = (JSON.parse(init.body) as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email !== '' ? emailKey(email) : undefined;
  } catch {
    return undefined;
  }
}

/** The same answer with the wait added to its JSON error body (left as it was when the body is not a JSON object). */
async function withWaitInBody(response: Response, ms: number): Promise<Response> {
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return response;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, [RETRY_AFTER_FIELD]: ms }), { status: response.status, statusText: response.statusText, headers });
}

/** Wraps fetch so that the Retry-After of a 429 or 503 answer stays with that request (see above). */
export const fetchKeepingRetryAfter: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const ms = waitOf(response);
  if (ms === undefined) return response;
  const email = authEmail(input, init);
  if (email) {
    for (const [key, kept] of authWaits) if (Date.now() - kept.at >= KEPT_FOR_MS) authWaits.delete(key);
    authWaits.set(email, { at: Date.now(), ms });
  }
  return withWaitInBody(response, ms);
};

/** The wait a failed request's own error carries (a PostgREST error from fetchKeepingRetryAfter), in ms. */
export function retryAfterOf(error: unknown): number | undefined {
  const ms = (error as Record<string, unknown> | null | undefined)?.[RETRY_AFTER_FIELD];
  return typeof ms === 'number' && ms > 0 ? ms : undefined;
}

/** The wait the auth server just gave a request for `email` (sign-in, resend), once, in ms. */
export function takeAuthRetryAfter(email: string): number | undefined {
  const key = emailKey(email);
  const kept = authWaits.get(key);
  authWaits.delete(key);
  return kept && Date.now() - kept.at < KEPT_FOR_MS ? kept.ms : undefined;
}
