import '@mantine/core/styles/Table.css';
import { Anchor, Badge, Box, Button, Group, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Section } from './templates/section';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { RelatedLinks } from '@/components/related-links';
import {
  ABOUT,
  CAREERS_EMAIL,
  companyCrumbs,
  CONTACT,
  INVESTOR,
  JOB_OPENINGS,
  PRESS_FACTS,
  PRESS_RELEASES,
  type CompanySlug,
} from './company-data';

const dateFormat = new Intl.DateTimeFormat('en-AE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const formatDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

/** Breadcrumbs, the page's one h1, an intro, the body, then related links. */
function CompanyShell({ slug, heading, intro, children }: { slug: CompanySlug; heading: string; intro: string; children: ReactNode }) {
  return (
    <Stack gap="xl">
      <Breadcrumbs items={companyCrumbs(slug)} />
      <Stack gap="xs">
        <Title order={1}>{heading}</Title>
        <Text size="lg" c="gray.7" maw={760}>
          {intro}
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

export function AboutPage() {
  return (
    <CompanyShell slug="about" heading="About Manzil" intro={ABOUT.intro}>
      <Section title="Our story">
        <Stack gap="sm" maw={820}>
          {ABOUT.story.map((p) => (
            <Text key={p.slice(0, 40)}>{p}</Text>
          ))}
        </Stack>
      </Section>
      <Section title="What we offer">
        <CardGrid items={ABOUT.offer} />
      </Section>
      <Section title="How we work">
        <List spacing="xs" maw={820}>
          {ABOUT.values.map((v) => (
            <List.Item key={v}>{v}</List.Item>
          ))}
        </List>
      </Section>
      <Group>
        <Button component={Link} to="/contact-us">
          Get in touch
        </Button>
        <Button component={Link} to="/careers" variant="outline">
          Work with us
        </Button>
      </Group>
    </CompanyShell>
  );
}

export function ContactPage() {
  return (
    <CompanyShell
      slug="contact-us"
      heading="Contact us"
      intro="Questions about a property, your account or listing with us? Call, email or visit our office on Al Maryah Island."
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="xs">
            Call us
          </Title>
          <Anchor href={CONTACT.phoneHref} fw={700} size="lg">
            {CONTACT.phone}
          </Anchor>
          <Text size="sm" mt="xs">
            Lines are open {CONTACT.callHours}.
          </Text>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="xs">
            Email us
          </Title>
          <Stack gap="sm">
            {CONTACT.emails.map((e) => (
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
            Visit our office
          </Title>
          <Box component="address" style={{ fontStyle: 'normal' }}>
            {CONTACT.address.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Box>
          <Text size="sm" mt="xs" c="gray.7">
            Visitor parking is available at The Galleria Al Maryah Island. Please book an appointment by phone first.
          </Text>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="lg" radius="md" bg="gray.0">
        <Text>
          Looking for quick answers on fees, mortgages or renting? See our{' '}
          <Anchor component={Link} to="/faqs">
            frequently asked questions
          </Anchor>
          . To contact the owner of a listing, use the Contact Agent button on the property page.
        </Text>
      </Paper>
    </CompanyShell>
  );
}

export function PressCentrePage() {
  return (
    <CompanyShell
      slug="press-centre"
      heading="Press centre"
      intro="News from Manzil, company facts and how to reach our media team. We are happy to share market commentary on Abu Dhabi real estate."
    >
      <Section title="Press releases">
        <Stack gap="md">
          {PRESS_RELEASES.map((r) => (
            <Paper key={r.title} component="article" withBorder p="md" radius="md">
              <Text size="sm" c="gray.7">
                <time dateTime={r.date}>{formatDate(r.date)}</time>
              </Text>
              <Title order={3} size="h5" my={4}>
                {r.title}
              </Title>
              <Text size="sm">{r.summary}</Text>
            </Paper>
          ))}
        </Stack>
      </Section>
      <Section title="Company facts">
        <Box style={{ overflowX: 'auto' }}>
          <Table withTableBorder verticalSpacing="sm" maw={640}>
            <Table.Tbody>
              {PRESS_FACTS.map((f) => (
                <Table.Tr key={f.label}>
                  <Table.Th scope="row">{f.label}</Table.Th>
                  <Table.Td>{f.label === 'Media contact' ? <Anchor href={`mailto:${f.value}`}>{f.value}</Anchor> : f.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      </Section>
    </CompanyShell>
  );
}

export function InvestorRelationsPage() {
  return (
    <CompanyShell
      slug="investor-relations"
      heading="Investor relations"
      intro="How Manzil makes money, where it is going and how to reach us."
    >
      <Section title="Company overview">
        <Stack gap="sm" maw={820}>
          {INVESTOR.overview.map((p) => (
            <Text key={p.slice(0, 40)}>{p}</Text>
          ))}
        </Stack>
      </Section>
      <Section title="Strategy and governance">
        <CardGrid items={INVESTOR.pillars} />
      </Section>
      <Section title="Investor contact">
        <Text>
          For investor enquiries, write to <Anchor href={`mailto:${INVESTOR.contact}`}>{INVESTOR.contact}</Anchor>.
        </Text>
      </Section>
    </CompanyShell>
  );
}

export function CareersPage() {
  return (
    <CompanyShell
      slug="careers"
      heading="Careers at Manzil"
      intro="We are a small team in Abu Dhabi building the simplest way to find a home in the UAE. Come and build it with us."
    >
      <Section title="Current openings">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {JOB_OPENINGS.map((job) => (
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
                    Location
                  </Text>
                  <Text component="dd" size="sm" ml={0} mb={6}>
                    {job.location}
                  </Text>
                  <Text component="dt" size="xs" fw={700} tt="uppercase" c="gray.7">
                    Type
                  </Text>
                  <Text component="dd" size="sm" ml={0}>
                    {job.type}
                  </Text>
                </Box>
                <Text size="sm" style={{ flexGrow: 1 }}>
                  {job.description}
                </Text>
                <Anchor href={`mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${job.role}`)}`} fw={600} size="sm">
                  Apply for {job.role}
                </Anchor>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Working at Manzil">
        <List spacing="xs" maw={820}>
          <List.Item>Tax-free salary, annual flight home and UAE health insurance for you and your family.</List.Item>
          <List.Item>Hybrid working from our Al Maryah Island office, with flexible hours around school runs.</List.Item>
          <List.Item>A learning budget and Arabic lessons for everyone who wants them.</List.Item>
        </List>
        <Text mt="md">
          No role that fits? Send your CV to <Anchor href={`mailto:${CAREERS_EMAIL}`}>{CAREERS_EMAIL}</Anchor>.
        </Text>
      </Section>
    </CompanyShell>
  );
}
