import { corsHeaders } from '../_shared/cors.ts';
import { sitemapXml, type SitemapListing } from '../_shared/sitemap.ts';

declare const Deno: { env: { get(key: string): string | undefined } };

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** PostgREST's max_rows (supabase/config.toml): listings are read a page at a time. */
const PAGE_SIZE = 1000;
const DEFAULT_SITE_URL = 'http://localhost:4173';

const xmlHeaders = {
  ...corsHeaders,
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=600',
};

/** Every listing's id and last change, newest first, through the REST API with the anon key. */
async function readListings(fetchImpl: FetchLike): Promise<SitemapListing[]> {
  const supabaseUrl = (Deno.env.get('SUPABASE_URL') ?? '').replace(/\/+$/, '');
  const anonKey = Deno.env.get('SUPABASE_ANON_KEY') ?? '';
  if (!supabaseUrl) throw new Error('SUPABASE_URL is not set');
  const listings: SitemapListing[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const url = `${supabaseUrl}/rest/v1/properties?select=id,updated_at&order=created_at.desc&limit=${PAGE_SIZE}&offset=${offset}`;
    const res = await fetchImpl(url, { headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, accept: 'application/json' } });
    if (!res.ok) throw new Error(`Reading listings failed: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as SitemapListing[];
    listings.push(...page);
    if (page.length < PAGE_SIZE) return listings;
  }
}

/** GET /functions/v1/sitemap: the XML sitemap (static routes and every listing). */
export function createHandler(fetchImpl: FetchLike = (input, init) => fetch(input, init)) {
  return async function handler(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { ...corsHeaders, Allow: 'GET, HEAD, OPTIONS' } });
    }
    let listings: SitemapListing[];
    try {
      listings = await readListings(fetchImpl);
    } catch (error) {
      console.error('[sitemap]', error);
      // A crawler retries later rather than dropping every listing URL from its index.
      return new Response('Sitemap temporarily unavailable', {
        status: 503,
        headers: { ...corsHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300' },
      });
    }
    const xml = sitemapXml(Deno.env.get('SITE_URL') || DEFAULT_SITE_URL, listings);
    return new Response(request.method === 'HEAD' ? null : xml, { headers: xmlHeaders });
  };
}

export const handler = createHandler();
