import { corsHeaders } from '../_shared/cors.ts';
import { secret } from '../_shared/service-api.ts';

// The public half of the push key pair (VAPID_PUBLIC_KEY), which a browser needs to subscribe to
// this site's notifications. Public by nature; 404 until the keys are configured.

export function handler(request: Request): Response {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  if (request.method !== 'GET') return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, OPTIONS' } });
  const publicKey = secret('VAPID_PUBLIC_KEY');
  const headers = { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' };
  if (!publicKey) return new Response(JSON.stringify({ error: 'Notifications are not set up' }), { status: 404, headers });
  return new Response(JSON.stringify({ publicKey }), { status: 200, headers: { ...headers, 'Cache-Control': 'public, max-age=3600' } });
}
