import { Anchor, Box, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Block, Inline } from '../content-schema';

// The Markdown body's tree (content-schema.ts) as React: text, links, paragraphs and lists.

export function plainText(inlines: readonly Inline[]): string {
  return inlines.map((inline) => (typeof inline === 'string' ? inline : inline.text)).join('');
}

/** A paragraph's text; plain text stays one string, so the markup is what a string child gives. */
export function inlineNodes(inlines: readonly Inline[]): ReactNode {
  if (inlines.length === 1 && typeof inlines[0] === 'string') return inlines[0];
  return inlines.map((inline, index) => {
    if (typeof inline === 'string') return inline;
    // App paths navigate in the app; mailto: and tel: are plain links.
    return inline.href.startsWith('/') ? (
      <Anchor key={index} component={Link} to={inline.href}>
        {inline.text}
      </Anchor>
    ) : (
      <Anchor key={index} href={inline.href}>
        {inline.text}
      </Anchor>
    );
  });
}

export const paragraphsOf = (blocks: readonly Block[]) =>
  blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.inlines] : []));
export const listItemsOf = (blocks: readonly Block[]) => blocks.flatMap((block) => (block.kind === 'list' ? block.items : []));

/** A section's paragraphs and bullet lists, in order. */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) =>
    block.kind === 'paragraph' ? (
      <Text key={plainText(block.inlines)}>{inlineNodes(block.inlines)}</Text>
    ) : (
      <Box component="ul" m={0} ps="lg" key={index}>
        {block.items.map((item) => (
          <Text component="li" key={plainText(item)} mb={4}>
            {inlineNodes(item)}
          </Text>
        ))}
      </Box>
    ),
  );
}

/** A page's opening paragraphs, set larger than the sections' text. */
export function LeadParagraphs({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) =>
    block.kind === 'paragraph' ? (
      <Text size="lg" key={index}>
        {inlineNodes(block.inlines)}
      </Text>
    ) : null,
  );
}
