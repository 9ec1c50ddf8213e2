import { corsHeaders } from '../_shared/cors.ts';
import { secret, serviceRest, type FetchLike } from '../_shared/service-api.ts';
import { readUnsubscribeToken } from '../_shared/unsubscribe-token.ts';

// The one-click unsubscribe of an alert email, which needs no sign-in: a POST with the email's
// signed token turns that one saved search's alerts off. Mail clients POST
// "List-Unsubscribe=One-Click" to the List-Unsubscribe address (RFC 8058), the token in its query;
// the site's /unsubscribe page POSTs {token} when its button is pressed. A GET, which link
// scanners send on their own, changes nothing: it is sent on to that page.
//
// Answers 200 {unsubscribed: true, name} when the alerts are now off, 200 {unsubscribed: false}
// when the link was used already (or the search is gone or already off), and 400 for a token this
// project did not sign.

export interface UnsubscribeDeps {
  fetch?: FetchLike;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' } });

/** The token from the query string, or from a JSON body {token}. */
async function tokenOf(request: Request, url: URL): Promise<string | null> {
  const fromQuery = url.searchParams.get('token');
  if (fromQuery) return fromQuery;
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return null;
  try {
    const body = (await request.json()) as { token?: unknown };
    return typeof body.token === 'string' ? body.token : null;
  } catch {
    return null;
  }
}

export function createHandler(deps: UnsubscribeDeps = {}) {
  const fetchImpl: FetchLike = deps.fetch ?? ((input, init) => fetch(input, init));
  return async function handler(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    const url = new URL(request.url);
    if (request.method === 'GET') {
      const site = (secret('SITE_URL') ?? 'http://localhost:4173').replace(/\/+$/, '');
      const page = new URL(`${site}/unsubscribe`);
      const token = url.searchParams.get('token');
      if (token) page.searchParams.set('token', token);
      return new Response(null, { status: 303, headers: { Location: page.toString() } });
    }
    if (request.method !== 'POST') return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, POST, OPTIONS' } });
    const token = await tokenOf(request, url);
    const claim = token ? await readUnsubscribeToken(token) : null;
    if (!claim) return json({ error: 'This unsubscribe link is not valid.' }, 400);
    try {
      const name = await serviceRest<string | null>(fetchImpl, 'rpc/unsubscribe_saved_search', { method: 'POST', body: { search_id: claim.search, token: claim.token } });
      return json(name === null ? { unsubscribed: false } : { unsubscribed: true, name });
    } catch (error) {
      console.error('[unsubscribe]', error);
      return json({ error: 'Could not unsubscribe. Please try again.' }, 500);
    }
  };
}

export const handler = createHandler();
