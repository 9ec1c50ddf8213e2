import { queryOptions } from '@tanstack/react-query';
import { env } from '@/lib/env';
import { queryKeyOf } from '@/lib/query-roots';

export type SitemapKind = 'sitemap' | 'news-sitemap';

/** Why the XML could not be read: the page's words and the HTTP status. */
export class SitemapLoadError extends Error {
  constructor(
    readonly kind: SitemapKind,
    readonly status: number,
  ) {
    super(`${kind} HTTP ${status}`);
  }
}

/** The XML the sitemap edge function answers (crawlers get it at the site's own /sitemap.xml). */
export async function fetchSitemapXml(kind: SitemapKind): Promise<string> {
  const res = await fetch(`${env.supabaseUrl.replace(/\/+$/, '')}/functions/v1/${kind}`, {
    headers: { accept: 'application/xml' },
  });
  if (!res.ok) throw new SitemapLoadError(kind, res.status);
  return res.text();
}

/** The sitemap's XML as text, for the page the app shows when it navigates to /sitemap.xml itself. */
export const sitemapXmlQueryOptions = (kind: SitemapKind) =>
  queryOptions({ queryKey: queryKeyOf('sitemap-xml', kind), queryFn: () => fetchSitemapXml(kind), staleTime: 60_000 });
