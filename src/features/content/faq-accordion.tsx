import '@mantine/core/styles/Accordion.css';
import { Accordion, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { RelatedLinks } from '@/components/related-links';
import { FAQS, FAQS_CRUMBS, type FaqItem } from './faq-data';

/** One item open at a time; clicking the open item closes it (spec.md: collapsible). */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
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

export function FaqsPage() {
  return (
    <Stack gap="xl">
      <Breadcrumbs items={FAQS_CRUMBS} />
      <Stack gap="xs">
        <Title order={1}>Frequently asked questions</Title>
        <Text size="lg" c="gray.7" maw={760}>
          Straight answers on buying, renting and investing in Abu Dhabi property: who can own what, what it costs, how
          mortgages and visas work, and how to list your home on Manzil.
        </Text>
      </Stack>
      <section aria-label="Questions and answers">
        <FaqAccordion items={FAQS} />
      </section>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            Still have a question?
          </Title>
          <Text>
            Our team answers calls and emails every day. For a step-by-step walk through a purchase, read the{' '}
            <Anchor component={Link} to="/buyer-guides">
              buyer guides
            </Anchor>
            .
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/contact-us">
              Contact us
            </Button>
            <Button component={Link} to="/buyer-guides" variant="outline">
              Read the buyer guides
            </Button>
          </Group>
        </Stack>
      </Paper>
      <RelatedLinks />
    </Stack>
  );
}
