import { Box, List, Stack, Text, Title } from '@mantine/core';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { RelatedLinks } from '@/components/related-links';
import { LEGAL_DOCUMENTS, legalCrumbs, type LegalSlug } from './legal-data';

/** The one template behind /terms-conditions and /privacy-policy. */
export function LegalPage({ slug }: { slug: LegalSlug }) {
  const doc = LEGAL_DOCUMENTS[slug];
  return (
    <Stack gap="xl">
      <Breadcrumbs items={legalCrumbs(doc)} />
      <Box component="article" maw={820}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{doc.title}</Title>
            <Text size="sm" c="gray.7">
              {doc.lastUpdated}
            </Text>
          </Stack>
          <Text size="lg">{doc.intro}</Text>
          {doc.sections.map((section) => (
            <Box component="section" key={section.heading}>
              <Title order={2} size="h4" mb="xs">
                {section.heading}
              </Title>
              <Stack gap="xs">
                {section.paragraphs.map((p) => (
                  <Text key={p.slice(0, 40)}>{p}</Text>
                ))}
                {section.bullets && (
                  <List spacing={4}>
                    {section.bullets.map((b) => (
                      <List.Item key={b}>{b}</List.Item>
                    ))}
                  </List>
                )}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Box>
      <RelatedLinks />
    </Stack>
  );
}
