import '@mantine/core/styles/Accordion.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { RelatedLinks } from '@/components/related-links';
import { contentCrumbs } from './content-head';
import type { DocOf } from './content-schema';
import { inlineNodes, paragraphsOf, plainText } from './templates/blocks';

export interface FaqItem {
  question: string;
  answer: string;
}

/** One item open at a time; clicking the open item closes it (collapsible). */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion multiple={false} variant="separated" radius="md" chevronPosition="right">
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`}>
          <Accordion.Control>
            <Text component="span" fw={600}>
              {item.question}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text>{item.answer}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** /faqs: the questions from the frontmatter, then each section of the Markdown with the page's buttons. */
export function FaqsPage({ doc }: { doc: DocOf<'faqs'> }) {
  const { meta, body } = doc;
  const { t, i18n } = useLingui();
  return (
    <Stack gap="xl">
      <Breadcrumbs items={contentCrumbs(doc, i18n)} />
      <Stack gap="xs">
        <Title order={1}>{meta.heading}</Title>
        <Text size="lg" c="gray.7" maw={760}>
          {meta.intro}
        </Text>
      </Stack>
      <section aria-label={t`Questions and answers`}>
        <FaqAccordion items={meta.items} />
      </section>
      {body.sections.map((section) => (
        <Paper key={section.title} withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {section.title}
            </Title>
            {paragraphsOf(section.blocks).map((text) => (
              <Text key={plainText(text)}>{inlineNodes(text)}</Text>
            ))}
            <Group gap="sm">
              <Button component={Link} to="/contact-us">
                <Trans>Contact us</Trans>
              </Button>
              <Button component={Link} to="/buyer-guides" variant="outline">
                <Trans>Read the buyer guides</Trans>
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      <RelatedLinks />
    </Stack>
  );
}
