import { corsHeaders } from '../_shared/cors.ts';
import { NEWS_ROUTES, newsSitemapXml } from '../_shared/sitemap.ts';

declare const Deno: { env: { get(key: string): string | undefined } };

const DEFAULT_SITE_URL = 'http://localhost:4173';

/** GET /functions/v1/news-sitemap: the news sitemap of the dated news and article pages. */
export async function handler(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { ...corsHeaders, Allow: 'GET, HEAD, OPTIONS' } });
  }
  const xml = newsSitemapXml(Deno.env.get('SITE_URL') || DEFAULT_SITE_URL, NEWS_ROUTES);
  return new Response(request.method === 'HEAD' ? null : xml, {
    headers: { ...corsHeaders, 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  });
}
