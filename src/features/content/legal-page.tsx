import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Stack, Text, Title } from '@mantine/core';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { RelatedLinks } from '@/components/related-links';
import { ArticleBlocks } from './article-page';
import { contentCrumbs } from './content-head';
import type { DocOf } from './content-schema';
import { LeadParagraphs } from './templates/blocks';

import { formatContentDate } from './dates';

/** 'Last updated: 15 July 2025', in the page's language. */
export function lastUpdated(iso: string, i18n: I18n) {
  const date = formatContentDate(iso, i18n.locale);
  return i18n._(msg`Last updated: ${date}`);
}

/** The one template behind /terms-conditions and /privacy-policy (content/<lang>/legal/). */
export function LegalPage({ doc }: { doc: DocOf<'legal'> }) {
  const { meta, body } = doc;
  const { i18n } = useLingui();
  return (
    <Stack gap="xl">
      <Breadcrumbs items={contentCrumbs(doc, i18n)} />
      <Box component="article" maw={820}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{meta.heading}</Title>
            <Text size="sm" c="gray.7">
              {lastUpdated(meta.updated, i18n)}
            </Text>
          </Stack>
          <LeadParagraphs blocks={body.lead} />
          {body.sections.map((section) => (
            <Box component="section" key={section.title}>
              <Title order={2} size="h4" mb="xs">
                {section.title}
              </Title>
              <Stack gap="xs">
                <ArticleBlocks blocks={section.blocks} listSpacing={4} />
              </Stack>
            </Box>
          ))}
        </Stack>
      </Box>
      <RelatedLinks />
    </Stack>
  );
}
