import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { RelatedLinks } from '@/components/related-links';
import { contentCrumbs } from './content-head';
import type { DocOf } from './content-schema';

const dateFormat = new Intl.DateTimeFormat('en-AE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** /property-news: dated cards from the frontmatter of content/<lang>/news/property-news.md. */
export function NewsPage({ doc }: { doc: DocOf<'news'> }) {
  const { meta } = doc;
  return (
    <Stack gap="xl">
      <Breadcrumbs items={contentCrumbs(doc)} />
      <Stack gap="xs">
        <Title order={1}>{meta.heading}</Title>
        <Text size="lg" c="gray.7" maw={760}>
          {meta.intro}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {meta.items.map((item) => (
          <Paper key={item.title} component="article" withBorder p="lg" radius="md">
            <Stack gap="sm" h="100%">
              <Group justify="space-between" gap="xs">
                <Badge variant="light" color="teal">
                  {item.category}
                </Badge>
                <Text size="sm" c="gray.7">
                  <time dateTime={item.date}>{dateFormat.format(new Date(`${item.date}T00:00:00Z`))}</time>
                </Text>
              </Group>
              <Title order={2} size="h4">
                {item.title}
              </Title>
              <Text size="sm" style={{ flexGrow: 1 }}>
                {item.summary}
              </Text>
              <Anchor href="#" fw={600} size="sm" aria-label={`Read more: ${item.title}`}>
                Read more
              </Anchor>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <RelatedLinks />
    </Stack>
  );
}
