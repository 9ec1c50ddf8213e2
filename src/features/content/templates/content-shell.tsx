import { useLingui } from '@lingui/react/macro';
import { Box, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { RelatedLinks } from '@/components/related-links';
import { contentCrumbs } from '../content-head';
import type { Block, DocOf, Section } from '../content-schema';
import { BlockList, paragraphsOf, plainText } from './blocks';

export type ShellDoc = DocOf<'guide'> | DocOf<'data-page'>;

/** Breadcrumbs, the page's one h1 and intro, the body, then related links. */
export function ContentShell({ doc, hero, children }: { doc: ShellDoc; hero?: ReactNode; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="xl">
      <Breadcrumbs items={contentCrumbs(doc, i18n)} />
      <Stack gap="xs">
        <Title order={1}>{doc.meta.heading}</Title>
        <Text size="lg" c="gray.7" maw={780}>
          {doc.meta.intro}
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

/** Paragraphs and bullet points, the body of a text section. */
export function Prose({ blocks }: { blocks: readonly Block[] }) {
  return (
    <Stack gap="sm" maw={820}>
      <BlockList blocks={blocks} />
    </Stack>
  );
}

export const sectionId = (section: Section) => section.id ?? section.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * The Markdown's sections in order. A section whose id has a slot shows the slot (sample cards, a
 * table, a chart the page supplies), its text as the intro; the others show their text.
 */
export function ContentSections({ sections, slots = {} }: { sections: readonly Section[]; slots?: Record<string, ReactNode> }) {
  return sections.map((section) => {
    const id = sectionId(section);
    const slot = slots[id];
    const intro = paragraphsOf(section.blocks)[0];
    return slot !== undefined ? (
      <ContentSection key={id} id={id} title={section.title} intro={intro && plainText(intro)}>
        {slot}
      </ContentSection>
    ) : (
      <ContentSection key={id} id={id} title={section.title}>
        <Prose blocks={section.blocks} />
      </ContentSection>
    );
  });
}
