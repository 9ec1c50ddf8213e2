import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { pageHead } from '@/lib/seo';
import { localeOf } from '@/i18n/locales';
import { SitemapLoadError, sitemapXmlQueryOptions, type SitemapKind } from './api/sitemap-xml';

interface SitemapPage {
  heading: MessageDescriptor;
  path: string;
  description: MessageDescriptor;
  loading: MessageDescriptor;
  failed: MessageDescriptor;
}

const PAGES: Record<SitemapKind, SitemapPage> = {
  sitemap: {
    heading: msg`Sitemap`,
    path: '/sitemap.xml',
    description: msg`The XML sitemap of Manzil: every page and every property listing, for search engines.`,
    loading: msg`Loading sitemap...`,
    failed: msg`The sitemap could not be loaded`,
  },
  'news-sitemap': {
    heading: msg`News sitemap`,
    path: '/news-sitemap.xml',
    description: msg`The XML news sitemap of Manzil: property news and articles with their publication dates.`,
    loading: msg`Loading news sitemap...`,
    failed: msg`The news sitemap could not be loaded`,
  },
};

/** The page's head, in `i18n`'s language (a route's head passes its context's). */
export function sitemapHead(kind: SitemapKind, i18n: I18n) {
  const page = PAGES[kind];
  return pageHead({ locale: localeOf(i18n), title: i18n._(page.heading), description: i18n._(page.description), path: page.path, noindex: true });
}

/** /sitemap.xml and /news-sitemap.xml when the app itself navigates there: the XML as text. */
export function SitemapView({ kind }: { kind: SitemapKind }) {
  const { i18n, t } = useLingui();
  const page = PAGES[kind];
  const heading = i18n._(page.heading);
  const query = useQuery(sitemapXmlQueryOptions(kind));
  const failure = query.error;
  const status = failure instanceof SitemapLoadError ? failure.status : null;
  const failed = i18n._(page.failed);
  return (
    <Stack gap="md">
      <Title order={1}>{heading}</Title>
      {query.isPending ? (
        <Stack gap="xs" align="flex-start" role="status">
          <Loader aria-label={i18n._(page.loading)} />
          <Text>{i18n._(page.loading)}</Text>
        </Stack>
      ) : query.isError ? (
        <Alert color="red" title={t`Could not load the sitemap`} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{status === null ? query.error.message : t`${failed} (HTTP ${status}).`}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Code block component="pre" dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} aria-label={t`${heading} XML`}>
          {query.data}
        </Code>
      )}
    </Stack>
  );
}
