import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { RelatedLinks } from '@/components/related-links';
import type { ArticleListData } from './article-list-data';
import { contentCrumbs } from './content-head';

/** The screen of /articles and /tech-blog (the same screen; `route` says which). */
export function ArticleList({ data, route }: { data: ArticleListData; route: string }) {
  const { doc, cards } = data;
  const { t, i18n } = useLingui();
  const readMore = (title: string) => t`Read more: ${title}`;
  return (
    <Stack gap="xl">
      <Breadcrumbs items={contentCrumbs(doc, i18n, route)} />
      <Stack gap="xs">
        <Title order={1}>{doc.meta.heading}</Title>
        <Text size="lg" c="gray.7" maw={760}>
          {doc.meta.intro}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {cards.map((card) => (
          <Paper key={card.to} component="article" withBorder p="lg" radius="md">
            <Stack gap="sm" h="100%">
              <Badge variant="light" color="teal" w="fit-content">
                {card.category}
              </Badge>
              <Title order={2} size="h4">
                <Anchor component={Link} to={card.to} c="inherit" underline="hover">
                  {card.title}
                </Anchor>
              </Title>
              <Text size="sm" style={{ flexGrow: 1 }}>
                {card.description}
              </Text>
              <Anchor component={Link} to={card.to} fw={600} size="sm" aria-label={readMore(card.title)}>
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
