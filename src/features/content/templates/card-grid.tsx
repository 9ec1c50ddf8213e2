import { useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { CardItem } from '../data/types';

export function InfoCard({ item }: { item: CardItem }) {
  const { t } = useLingui();
  const headingId = `card-${item.id}`;
  const title = item.title;
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="lg" h="100%">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Badge variant="filled" color="teal.9">
            {item.badge}
          </Badge>
          {item.price && (
            <Text fw={700} c="teal.9" ta="end">
              {item.price}
            </Text>
          )}
        </Group>
        <Title order={3} size="h4" id={headingId}>
          {item.title}
        </Title>
        {item.subtitle && (
          <Text size="sm" fw={500} c="gray.7">
            {item.subtitle}
          </Text>
        )}
        <Text size="sm">{item.description}</Text>
        {item.facts && item.facts.length > 0 && (
          <Group gap={6}>
            {item.facts.map((fact) => (
              <Badge key={fact} variant="outline" color="gray.7" tt="none" fw={500}>
                {fact}
              </Badge>
            ))}
          </Group>
        )}
        {item.features && item.features.length > 0 && (
          <Box component="ul" m={0} ps="md" aria-label={t`Features of ${title}`}>
            {item.features.map((feature) => (
              <Text component="li" size="sm" key={feature}>
                {feature}
              </Text>
            ))}
          </Box>
        )}
        {item.action && (
          <Box mt="auto" pt="xs">
            <Button component={Link} to={item.action.to} aria-label={item.action.ariaLabel} fullWidth>
              {item.action.label}
            </Button>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

export function CardGrid({ items }: { items: readonly CardItem[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {items.map((item) => (
        <InfoCard key={item.id} item={item} />
      ))}
    </SimpleGrid>
  );
}
