import '@mantine/core/styles/ThemeIcon.css';
import { Anchor, Box, Group, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Guide } from '../data/guides';
import type { TextSection } from '../data/types';
import { ContentSection, ContentShell, Prose } from './content-shell';

function KeyFacts({ facts }: { facts: NonNullable<Guide['facts']> }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="dl" m={0}>
      {facts.map((fact) => (
        <Paper key={fact.label} withBorder radius="md" p="md" bg="teal.0">
          <Text component="dt" size="sm" fw={500} c="gray.8">
            {fact.label}
          </Text>
          <Text component="dd" m={0} fw={700} size="xl">
            {fact.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Numbered steps as an ordered list with a vertical line, a timeline readable by screen readers. */
function StepTimeline({ steps }: { steps: NonNullable<Guide['steps']> }) {
  return (
    <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
      {steps.items.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          pl={52}
          pb={index === steps.items.length - 1 ? 0 : 'lg'}
          style={{ position: 'relative' }}
        >
          <ThemeIcon radius="xl" size={36} color="teal.9" style={{ position: 'absolute', left: 0, top: 0 }} aria-hidden>
            <Text fw={700} size="sm" c="white">
              {index + 1}
            </Text>
          </ThemeIcon>
          {index < steps.items.length - 1 && (
            <Box
              aria-hidden
              style={{ position: 'absolute', left: 17, top: 40, bottom: 4, width: 2, background: 'var(--mantine-color-teal-2)' }}
            />
          )}
          <Title order={3} size="h4" mb={4}>
            <Box component="span" style={visuallyHidden}>
              Step {index + 1}:{' '}
            </Box>
            {step.title}
          </Title>
          <Text maw={780}>{step.text}</Text>
          {step.checklist && step.checklist.length > 0 && (
            <Box component="ul" mt={6} mb={0} pl="lg">
              {step.checklist.map((item) => (
                <Text component="li" size="sm" key={item}>
                  {item}
                </Text>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

function Sections({ sections }: { sections: readonly TextSection[] }) {
  return sections.map((section) => (
    <ContentSection key={section.id} id={section.id} title={section.title}>
      <Prose paragraphs={section.paragraphs} bullets={section.bullets} />
    </ContentSection>
  ));
}

/** A guide: key figures, text sections, an optional numbered process, more text and links. */
export function GuidePage({ guide }: { guide: Guide }) {
  return (
    <ContentShell page={guide.page} hero={guide.facts ? <KeyFacts facts={guide.facts} /> : undefined}>
      <Sections sections={guide.sections} />
      {guide.steps && (
        <ContentSection id={`${guide.page}-steps`} title={guide.steps.title} intro={guide.steps.intro}>
          <StepTimeline steps={guide.steps} />
        </ContentSection>
      )}
      {guide.after && <Sections sections={guide.after} />}
      {guide.links && (
        <ContentSection id={`${guide.page}-links`} title={guide.links.title}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {guide.links.items.map((link) => (
              <Paper key={link.label} withBorder radius="md" p="md">
                <Group gap={4} mb={4}>
                  <Anchor component={Link} to={link.to} fw={600}>
                    {link.label}
                  </Anchor>
                </Group>
                <Text size="sm">{link.text}</Text>
              </Paper>
            ))}
          </SimpleGrid>
        </ContentSection>
      )}
    </ContentShell>
  );
}
