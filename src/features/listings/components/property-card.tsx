import { Badge, Card, Group, Image, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatPrice, formatSize, pluralize } from '@/lib/format';
import { isFeaturedNow, type Property } from '../types';

const PLACEHOLDER = '/samples/placeholder.svg';

export function PropertyCard({ property }: { property: Property }) {
  const featured = isFeaturedNow(property);
  const image = [...property.property_images].sort((a, b) => (a.position ?? 0) - (b.position ?? 0))[0];
  const size = formatSize(property.size_sqft);
  return (
    <Card
      component="article"
      withBorder
      padding="md"
      radius="md"
      style={featured ? { borderColor: 'var(--mantine-color-yellow-6)', borderWidth: 2 } : undefined}
      aria-label={property.title}
    >
      <Card.Section pos="relative">
        <Image src={image?.image_url ?? PLACEHOLDER} alt={image ? property.title : ''} h={200} fit="cover" loading="lazy" />
        {featured && (
          <Badge color="yellow.6" c="dark.9" pos="absolute" top={10} left={10}>
            Featured
          </Badge>
        )}
      </Card.Section>
      <Text fw={700} size="lg" mt="sm" c="teal.9">
        {formatPrice(property.price)}
      </Text>
      <Text component="h3" fw={600} fz="md" lineClamp={2} mt={4}>
        <Link to="/" style={{ color: 'inherit', textDecoration: 'none' }}>
          {property.title}
        </Link>
      </Text>
      <Text size="sm" c="dimmed">
        {property.location}
      </Text>
      <Group gap="md" mt="xs">
        {property.bedrooms !== null && <Text size="sm">{pluralize(property.bedrooms, 'bedroom')}</Text>}
        {property.bathrooms !== null && <Text size="sm">{pluralize(property.bathrooms, 'bathroom')}</Text>}
        {size && <Text size="sm">{size}</Text>}
      </Group>
    </Card>
  );
}
