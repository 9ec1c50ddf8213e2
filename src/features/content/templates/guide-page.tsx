import '@mantine/core/styles/ThemeIcon.css';
import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Group, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { DocOf, Subsection } from '../content-schema';
import { inlineNodes, listItemsOf, paragraphsOf, plainText } from './blocks';
import { ContentSection, ContentSections, ContentShell, sectionId, type ShellDoc } from './content-shell';

export function KeyFacts({ facts }: { facts: NonNullable<ShellDoc['meta']['facts']> }) {
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

/**
 * Numbered steps as an ordered list with a vertical line, a timeline readable by screen readers:
 * each '###' of the section is a step, its paragraph the text and its list a checklist.
 */
function StepTimeline({ steps }: { steps: readonly Subsection[] }) {
  return (
    <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          ps={52}
          pb={index === steps.length - 1 ? 0 : 'lg'}
          style={{ position: 'relative' }}
        >
          <ThemeIcon radius="xl" size={36} color="teal.9" style={{ position: 'absolute', insetInlineStart: 0, top: 0 }} aria-hidden>
            <Text fw={700} size="sm" c="white">
              {index + 1}
            </Text>
          </ThemeIcon>
          {index < steps.length - 1 && (
            <Box
              aria-hidden
              style={{ position: 'absolute', insetInlineStart: 17, top: 40, bottom: 4, width: 2, background: 'var(--mantine-color-teal-2)' }}
            />
          )}
          <Title order={3} size="h4" mb={4}>
            <Box component="span" style={visuallyHidden}>
              <StepLabel index={index} />{' '}
            </Box>
            {step.title}
          </Title>
          {paragraphsOf(step.blocks).map((text) => (
            <Text maw={780} key={plainText(text)}>
              {inlineNodes(text)}
            </Text>
          ))}
          {listItemsOf(step.blocks).length > 0 && (
            <Box component="ul" mt={6} mb={0} ps="lg">
              {listItemsOf(step.blocks).map((item) => (
                <Text component="li" size="sm" key={plainText(item)}>
                  {inlineNodes(item)}
                </Text>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** 'Step 2:', for screen readers (the number is on screen in its circle). */
function StepLabel({ index }: { index: number }) {
  const number = index + 1;
  return <Trans>Step {number}:</Trans>;
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

/** A guide: key figures, text sections, numbered processes (sections with '###' steps) and links. */
export function GuidePage({ doc }: { doc: DocOf<'guide'> }) {
  const { meta, body } = doc;
  // A section made of '###' steps is a timeline; its paragraph is the intro.
  const steps = Object.fromEntries(body.sections.filter((s) => s.subsections.length > 0).map((s) => [sectionId(s), <StepTimeline steps={s.subsections} />]));
  return (
    <ContentShell doc={doc} hero={meta.facts ? <KeyFacts facts={meta.facts} /> : undefined}>
      <ContentSections sections={body.sections} slots={steps} />
      {meta.links && (
        <ContentSection id={`${meta.key}-links`} title={meta.links.title}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {meta.links.items.map((link) => (
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
