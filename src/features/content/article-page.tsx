import { Badge, Box, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { RelatedLinks } from '@/components/related-links';
import { articleCrumbs, ARTICLES, type ArticleSlug } from './article-data';

const dateFormat = new Intl.DateTimeFormat('en-AE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatArticleDate(iso: string) {
  return dateFormat.format(new Date(`${iso}T00:00:00Z`));
}

/** The template of the three long-form articles under /articles/. */
export function ArticlePage({ slug }: { slug: ArticleSlug }) {
  const article = ARTICLES[slug];
  return (
    <Stack gap="xl">
      <Breadcrumbs items={articleCrumbs(article)} />
      <Box component="article" maw={820}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1}>{article.title}</Title>
            <Group gap="sm">
              <Text size="sm" c="gray.7">
                <time dateTime={article.datePublished}>{formatArticleDate(article.datePublished)}</time>
              </Text>
              <Badge variant="light" color="teal">
                {article.readingMinutes} min read
              </Badge>
            </Group>
          </Stack>
          <Text size="lg">{article.intro}</Text>
          {article.sections.map((section) => (
            <Box component="section" key={section.heading}>
              <Title order={2} size="h3" mb="sm">
                {section.heading}
              </Title>
              <Stack gap="sm">
                {section.paragraphs.map((p) => (
                  <Text key={p.slice(0, 40)}>{p}</Text>
                ))}
                {section.bullets && (
                  <List spacing="xs">
                    {section.bullets.map((b) => (
                      <List.Item key={b}>{b}</List.Item>
                    ))}
                  </List>
                )}
              </Stack>
            </Box>
          ))}
          <Paper withBorder p="md" radius="md" bg="gray.0">
            <Text size="sm">
              This article is general information, not legal, tax or financial advice. Fees, lending limits and visa rules
              change; confirm the current position with the DMT, your bank or a licensed adviser before you commit.
            </Text>
          </Paper>
        </Stack>
      </Box>
      <RelatedLinks />
    </Stack>
  );
}
