import '@mantine/core/styles/Table.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Box, Button, Group, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Section } from './templates/section';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { RelatedLinks } from '@/components/related-links';
import { contentCrumbs } from './content-head';
import type { DocOf, Section as MarkdownSection } from './content-schema';
import { inlineNodes, paragraphsOf, plainText } from './templates/blocks';

type CompanyDoc = DocOf<'company'>;

import { formatContentDate } from './dates';

/** Breadcrumbs, the page's one h1, an intro, the body, then related links. */
function CompanyShell({ doc, children }: { doc: CompanyDoc; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="xl">
      <Breadcrumbs items={contentCrumbs(doc, i18n)} />
      <Stack gap="xs">
        <Title order={1}>{doc.meta.heading}</Title>
        <Text size="lg" c="gray.7" maw={760}>
          {doc.meta.intro}
        </Text>
      </Stack>
      {children}
      <RelatedLinks />
    </Stack>
  );
}

function CardGrid({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: items.length > 3 ? 4 : 3 }}>
      {items.map((item) => (
        <Paper key={item.title} withBorder p="md" radius="md">
          <Title order={3} size="h5" mb={4}>
            {item.title}
          </Title>
          <Text size="sm">{item.text}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * A section of the Markdown: its '###' subsections as cards; else several paragraphs as one
 * column, a list, or a paragraph (after a list, spaced from it).
 */
function SectionBody({ section }: { section: MarkdownSection }) {
  if (section.subsections.length > 0) {
    return <CardGrid items={section.subsections.map((sub) => ({ title: sub.title, text: plainText(paragraphsOf(sub.blocks)[0] ?? []) }))} />;
  }
  const { blocks } = section;
  if (blocks.length > 1 && blocks.every((block) => block.kind === 'paragraph')) {
    return (
      <Stack gap="sm" maw={820}>
        {paragraphsOf(blocks).map((p) => (
          <Text key={plainText(p).slice(0, 40)}>{inlineNodes(p)}</Text>
        ))}
      </Stack>
    );
  }
  return blocks.map((block, index) =>
    block.kind === 'list' ? (
      <List spacing="xs" maw={820} key={index}>
        {block.items.map((item) => (
          <List.Item key={plainText(item)}>{inlineNodes(item)}</List.Item>
        ))}
      </List>
    ) : (
      <Text key={index} mt={index > 0 ? 'md' : undefined}>
        {inlineNodes(block.inlines)}
      </Text>
    ),
  );
}

/** The Markdown's sections in order; a section whose '{#id}' has a slot shows the slot instead of its text. */
function CompanySections({ doc, slots = {} }: { doc: CompanyDoc; slots?: Record<string, ReactNode> }) {
  return doc.body.sections.map((section) => (
    <Section key={section.title} title={section.title}>
      {section.id && slots[section.id] !== undefined ? slots[section.id] : <SectionBody section={section} />}
    </Section>
  ));
}

export function AboutPage({ doc }: { doc: CompanyDoc }) {
  return (
    <CompanyShell doc={doc}>
      <CompanySections doc={doc} />
      <Group>
        <Button component={Link} to="/contact-us">
          <Trans>Get in touch</Trans>
        </Button>
        <Button component={Link} to="/careers" variant="outline">
          <Trans>Work with us</Trans>
        </Button>
      </Group>
    </CompanyShell>
  );
}

export function ContactPage({ doc }: { doc: CompanyDoc }) {
  const contact = doc.meta.contact;
  const callHours = contact?.callHours;
  return (
    <CompanyShell doc={doc}>
      {contact && (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Paper withBorder p="lg" radius="md">
            <Title order={2} size="h4" mb="xs">
              <Trans>Call us</Trans>
            </Title>
            <Anchor href={contact.phoneHref} fw={700} size="lg">
              {contact.phone}
            </Anchor>
            <Text size="sm" mt="xs">
              <Trans>Lines are open {callHours}.</Trans>
            </Text>
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Title order={2} size="h4" mb="xs">
              <Trans>Email us</Trans>
            </Title>
            <Stack gap="sm">
              {contact.emails.map((e) => (
                <div key={e.address}>
                  <Text fw={600} size="sm">
                    {e.label}
                  </Text>
                  <Anchor href={`mailto:${e.address}`}>{e.address}</Anchor>
                  <Text size="sm" c="gray.7">
                    {e.text}
                  </Text>
                </div>
              ))}
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Title order={2} size="h4" mb="xs">
              <Trans>Visit our office</Trans>
            </Title>
            <Box component="address" style={{ fontStyle: 'normal' }}>
              {contact.address.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
            </Box>
            <Text size="sm" mt="xs" c="gray.7">
              {contact.visitNote}
            </Text>
          </Paper>
        </SimpleGrid>
      )}
      {paragraphsOf(doc.body.lead).map((p) => (
        <Paper key={plainText(p)} withBorder p="lg" radius="md" bg="gray.0">
          <Text>{inlineNodes(p)}</Text>
        </Paper>
      ))}
    </CompanyShell>
  );
}

const isEmail = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value);

export function PressCentrePage({ doc }: { doc: CompanyDoc }) {
  const { releases = [], facts = [] } = doc.meta;
  const { i18n } = useLingui();
  return (
    <CompanyShell doc={doc}>
      <CompanySections
        doc={doc}
        slots={{
          'press-releases': (
            <Stack gap="md">
              {releases.map((r) => (
                <Paper key={r.title} component="article" withBorder p="md" radius="md">
                  <Text size="sm" c="gray.7">
                    <time dateTime={r.date}>{formatContentDate(r.date, i18n.locale)}</time>
                  </Text>
                  <Title order={3} size="h5" my={4}>
                    {r.title}
                  </Title>
                  <Text size="sm">{r.summary}</Text>
                </Paper>
              ))}
            </Stack>
          ),
          'company-facts': (
            <Box style={{ overflowX: 'auto' }}>
              <Table withTableBorder verticalSpacing="sm" maw={640}>
                <Table.Tbody>
                  {facts.map((f) => (
                    <Table.Tr key={f.label}>
                      <Table.Th scope="row">{f.label}</Table.Th>
                      <Table.Td>{isEmail(f.value) ? <Anchor href={`mailto:${f.value}`}>{f.value}</Anchor> : f.value}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Box>
          ),
        }}
      />
    </CompanyShell>
  );
}

export function InvestorRelationsPage({ doc }: { doc: CompanyDoc }) {
  return (
    <CompanyShell doc={doc}>
      <CompanySections doc={doc} />
    </CompanyShell>
  );
}

/** A mailto: link whose subject names the role, in the page's language. */
function JobApplyLink({ email, role }: { email: string; role: string }) {
  const { t } = useLingui();
  return (
    <Anchor href={`mailto:${email}?subject=${encodeURIComponent(t`Application: ${role}`)}`} fw={600} size="sm">
      <Trans>Apply for {role}</Trans>
    </Anchor>
  );
}

export function CareersPage({ doc }: { doc: CompanyDoc }) {
  const { jobs = [], email = '' } = doc.meta;
  return (
    <CompanyShell doc={doc}>
      <CompanySections
        doc={doc}
        slots={{
          'current-openings': (
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              {jobs.map((job) => (
                <Paper key={job.role} component="article" withBorder p="lg" radius="md">
                  <Stack gap="sm" h="100%">
                    <Badge variant="light" color="teal" w="fit-content">
                      {job.team}
                    </Badge>
                    <Title order={3} size="h4">
                      {job.role}
                    </Title>
                    <Box component="dl" m={0}>
                      <Text component="dt" size="xs" fw={700} tt="uppercase" c="gray.7">
                        <Trans>Location</Trans>
                      </Text>
                      <Text component="dd" size="sm" ms={0} mb={6}>
                        {job.location}
                      </Text>
                      <Text component="dt" size="xs" fw={700} tt="uppercase" c="gray.7">
                        <Trans>Type</Trans>
                      </Text>
                      <Text component="dd" size="sm" ms={0}>
                        {job.type}
                      </Text>
                    </Box>
                    <Text size="sm" style={{ flexGrow: 1 }}>
                      {job.description}
                    </Text>
                    <JobApplyLink email={email} role={job.role} />
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          ),
        }}
      />
    </CompanyShell>
  );
}
