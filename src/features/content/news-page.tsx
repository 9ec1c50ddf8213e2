import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { RelatedLinks } from '@/components/related-links';
import { contentCrumbs } from './content-head';
import type { DocOf } from './content-schema';

import { formatContentDate } from './dates';

/** /property-news: dated cards from the frontmatter of content/<lang>/news/property-news.md. */
export function NewsPage({ doc }: { doc: DocOf<'news'> }) {
  const { meta } = doc;
  const { t, i18n } = useLingui();
  const readMore = (title: string) => t`Read more: ${title}`;
  return (
    <Stack gap="xl">
      <Breadcrumbs items={contentCrumbs(doc, i18n)} />
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
                  <time dateTime={item.date}>{formatContentDate(item.date, i18n.locale)}</time>
                </Text>
              </Group>
              <Title order={2} size="h4">
                {item.title}
              </Title>
              <Text size="sm" style={{ flexGrow: 1 }}>
                {item.summary}
              </Text>
              <Anchor href="#" fw={600} size="sm" aria-label={readMore(item.title)}>
                <Trans>Read more</Trans>
              </Anchor>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <RelatedLinks />
    </Stack>
  );
}
