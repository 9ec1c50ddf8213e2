import { Box, Stack, Text, Title } from '@mantine/core';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { RelatedLinks } from '@/components/related-links';
import { ArticleBlocks } from './article-page';
import { contentCrumbs } from './content-head';
import type { DocOf } from './content-schema';
import { LeadParagraphs } from './templates/blocks';

const dateFormat = new Intl.DateTimeFormat('en-AE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Last updated: 15 July 2025'. */
export function lastUpdated(iso: string) {
  return `Last updated: ${dateFormat.format(new Date(`${iso}T00:00:00Z`))}`;
}

/** The one template behind /terms-conditions and /privacy-policy (content/<lang>/legal/). */
export function LegalPage({ doc }: { doc: DocOf<'legal'> }) {
  const { meta, body } = doc;
  return (
    <Stack gap="xl">
      <Breadcrumbs items={contentCrumbs(doc)} />
      <Box component="article" maw={820}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{meta.heading}</Title>
            <Text size="sm" c="gray.7">
              {lastUpdated(meta.updated)}
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
