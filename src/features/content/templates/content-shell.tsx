import { Box, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { RelatedLinks } from '@/components/related-links';
import { CONTENT_PAGES, contentCrumbs, type ContentPageKey } from '../data/pages';

/** Breadcrumbs, the page's one h1 and intro, the body, then related links. */
export function ContentShell({ page, hero, children }: { page: ContentPageKey; hero?: ReactNode; children: ReactNode }) {
  const meta = CONTENT_PAGES[page];
  return (
    <Stack gap="xl">
      <Breadcrumbs items={contentCrumbs(page)} />
      <Stack gap="xs">
        <Title order={1}>{meta.heading}</Title>
        <Text size="lg" c="gray.7" maw={780}>
          {meta.intro}
        </Text>
      </Stack>
      {hero}
      {children}
      <RelatedLinks />
    </Stack>
  );
}

/** A titled section of a content page (h2). */
export function ContentSection({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb={intro ? 4 : 'md'}>
        {title}
      </Title>
      {intro && (
        <Text c="gray.7" mb="md" maw={780}>
          {intro}
        </Text>
      )}
      {children}
    </Box>
  );
}

/** Paragraphs and optional bullet points, the body of a text section. */
export function Prose({ paragraphs, bullets }: { paragraphs: readonly string[]; bullets?: readonly string[] }) {
  return (
    <Stack gap="sm" maw={820}>
      {paragraphs.map((p) => (
        <Text key={p}>{p}</Text>
      ))}
      {bullets && bullets.length > 0 && (
        <Box component="ul" m={0} pl="lg">
          {bullets.map((b) => (
            <Text component="li" key={b} mb={4}>
              {b}
            </Text>
          ))}
        </Box>
      )}
    </Stack>
  );
}
