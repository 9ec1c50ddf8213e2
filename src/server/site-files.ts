// The crawler files at the site's own origin, for the app's server (handler.ts) and for the dev
// server and the static build (vite.config.ts). No imports: the build's config uses these too.

/** The sitemaps, by their path at the site, and the Supabase edge function that makes each. */
export const SITEMAP_FUNCTIONS: Record<string, string> = { '/sitemap.xml': 'sitemap', '/news-sitemap.xml': 'news-sitemap' };

/** robots.txt, naming the sitemaps by their absolute address (crawlers want one). */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\n${Object.keys(SITEMAP_FUNCTIONS)
    .map((path) => `Sitemap: ${siteUrl}${path}\n`)
    .join('')}`;
}

/** A sitemap from its edge function, with the function's status, type and caching; a 503 when the function does not answer. */
export async function fetchSitemap(supabaseUrl: string, path: string, init?: RequestInit): Promise<Response> {
  try {
    // A function that does not answer in 10 s is not answering: the crawler is told to come back.
    const upstream = await fetch(`${supabaseUrl}/functions/v1/${SITEMAP_FUNCTIONS[path]}`, { signal: AbortSignal.timeout(10_000), ...init });
    const headers = { 'Content-Type': upstream.headers.get('content-type') ?? 'application/xml; charset=utf-8', 'Cache-Control': upstream.headers.get('cache-control') ?? 'public, max-age=3600' };
    return new Response(await upstream.arrayBuffer(), { status: upstream.status, headers });
  } catch {
    return new Response('The sitemap is unavailable; try again shortly.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30' } });
  }
}
