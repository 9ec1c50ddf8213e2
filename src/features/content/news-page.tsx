import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { RelatedLinks } from '@/components/related-links';
import { NEWS_CRUMBS, NEWS_ITEMS } from './news-data';

const dateFormat = new Intl.DateTimeFormat('en-AE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function NewsPage() {
  return (
    <Stack gap="xl">
      <Breadcrumbs items={NEWS_CRUMBS} />
      <Stack gap="xs">
        <Title order={1}>Property news</Title>
        <Text size="lg" c="gray.7" maw={760}>
          What is moving the Abu Dhabi property market: sales and rents, new launches, financing and regulation.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {NEWS_ITEMS.map((item) => (
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
