import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { RelatedLinks } from '@/components/related-links';
import { contentCrumbs } from './content-head';
import type { Block, DocOf } from './content-schema';
import { inlineNodes, LeadParagraphs, plainText } from './templates/blocks';

import { formatContentDate } from './dates';

/** Paragraphs and Mantine lists, in the order the Markdown has them (articles and legal pages). */
export function ArticleBlocks({ blocks, listSpacing }: { blocks: readonly Block[]; listSpacing: 'xs' | number }) {
  return blocks.map((block, index) =>
    block.kind === 'paragraph' ? (
      <Text key={plainText(block.inlines).slice(0, 40)}>{inlineNodes(block.inlines)}</Text>
    ) : (
      <List spacing={listSpacing} key={index}>
        {block.items.map((item) => (
          <List.Item key={plainText(item)}>{inlineNodes(item)}</List.Item>
        ))}
      </List>
    ),
  );
}

/** The template of the long-form articles under /articles/ (content/<lang>/articles/). */
export function ArticlePage({ doc }: { doc: DocOf<'article'> }) {
  const { meta, body } = doc;
  const { i18n } = useLingui();
  const minutes = meta.readingMinutes;
  return (
    <Stack gap="xl">
      <Breadcrumbs items={contentCrumbs(doc, i18n)} />
      <Box component="article" maw={820}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1}>{meta.heading}</Title>
            <Group gap="sm">
              <Text size="sm" c="gray.7">
                <time dateTime={meta.datePublished}>{formatContentDate(meta.datePublished, i18n.locale)}</time>
              </Text>
              <Badge variant="light" color="teal">
                <Trans>{minutes} min read</Trans>
              </Badge>
            </Group>
          </Stack>
          <LeadParagraphs blocks={body.lead} />
          {body.sections.map((section) => (
            <Box component="section" key={section.title}>
              <Title order={2} size="h3" mb="sm">
                {section.title}
              </Title>
              <Stack gap="sm">
                <ArticleBlocks blocks={section.blocks} listSpacing="xs" />
              </Stack>
            </Box>
          ))}
          <Paper withBorder p="md" radius="md" bg="gray.0">
            <Text size="sm">
              <Trans>
                This article is general information, not legal, tax or financial advice. Fees, lending limits and visa rules
                change; confirm the current position with the DMT, your bank or a licensed adviser before you commit.
              </Trans>
            </Text>
          </Paper>
        </Stack>
      </Box>
      <RelatedLinks />
    </Stack>
  );
}
