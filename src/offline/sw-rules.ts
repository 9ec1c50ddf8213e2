// Which requests the service worker (sw.ts) may cache. Plain functions of a Request, so they can
// be unit-tested outside a worker.

/** Paths the server answers itself, never with the single-page app's shell. */
export const NAVIGATION_DENYLIST = [/^\/sitemap/, /^\/news-sitemap/, /^\/robots\.txt/];

/** The `role` claim of a JWT, or null when the value is not a readable JWT. */
function jwtRole(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    // base64url to base64; atob accepts the missing padding.
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return typeof claims.role === 'string' ? claims.role : null;
  } catch {
    return null;
  }
}

/**
 * A REST read made with the anon key: the same answer for every visitor, so it may be kept for
 * offline use. Anything else (auth, writes, reads with a signed-in user's token, which may hold
 * private rows) must never reach a shared cache.
 */
export function isAnonymousRead(request: Request): boolean {
  if (request.method !== 'GET' || !new URL(request.url).pathname.startsWith('/rest/v1/')) return false;
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer /, '');
  return jwtRole(token) === 'anon';
}

/** Listing photos (the public storage bucket, as stored or resized) and the bundled sample photos. */
export function isListingImage(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const { pathname } = new URL(request.url);
  return pathname.startsWith('/storage/v1/object/public/') || pathname.startsWith('/storage/v1/render/image/public/') || pathname.startsWith('/samples/');
}
