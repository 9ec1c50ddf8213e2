import { Alert, Button, Code, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { env } from '@/lib/env';
import type { Locale } from '@/i18n/locales';
import { pageHead } from '@/lib/seo';

export type SitemapKind = 'sitemap' | 'news-sitemap';

const PAGES: Record<SitemapKind, { heading: string; path: string; description: string }> = {
  sitemap: {
    heading: 'Sitemap',
    path: '/sitemap.xml',
    description: 'The XML sitemap of Manzil: every page and every property listing, for search engines.',
  },
  'news-sitemap': {
    heading: 'News sitemap',
    path: '/news-sitemap.xml',
    description: 'The XML news sitemap of Manzil: property news and articles with their publication dates.',
  },
};

/** The XML the sitemap edge function answers (crawlers get it at the site's own /sitemap.xml). */
export async function fetchSitemapXml(kind: SitemapKind): Promise<string> {
  const res = await fetch(`${env.supabaseUrl.replace(/\/+$/, '')}/functions/v1/${kind}`, {
    headers: { accept: 'application/xml' },
  });
  if (!res.ok) throw new Error(`The ${PAGES[kind].heading.toLowerCase()} could not be loaded (HTTP ${res.status}).`);
  return res.text();
}

export function sitemapHead(kind: SitemapKind, locale: Locale) {
  const page = PAGES[kind];
  return pageHead({ locale, title: page.heading, description: page.description, path: page.path, noindex: true });
}

/** /sitemap.xml and /news-sitemap.xml when the app itself navigates there: the XML as text. */
export function SitemapView({ kind }: { kind: SitemapKind }) {
  const page = PAGES[kind];
  const query = useQuery({ queryKey: ['sitemap-xml', kind], queryFn: () => fetchSitemapXml(kind), staleTime: 60_000 });
  return (
    <Stack gap="md">
      <Title order={1}>{page.heading}</Title>
      {query.isPending ? (
        <Stack gap="xs" align="flex-start" role="status">
          <Loader aria-label={`Loading ${page.heading.toLowerCase()}`} />
          <Text>Loading {page.heading.toLowerCase()}...</Text>
        </Stack>
      ) : query.isError ? (
        <Alert color="red" title="Could not load the sitemap" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{query.error.message}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Code block component="pre" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} aria-label={`${page.heading} XML`}>
          {query.data}
        </Code>
      )}
    </Stack>
  );
}
