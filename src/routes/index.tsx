import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { latestListingsQueryOptions } from '@/features/listings/api/get-latest-listings';
import { LatestListings } from '@/features/listings/components/latest-listings';

export const Route = createFileRoute('/')({
  // Prefetch without blocking: the page renders its loading state while listings arrive.
  loader: ({ context }) => void context.queryClient.prefetchQuery(latestListingsQueryOptions()),
  head: () => ({
    meta: [
      { title: 'Manzil: property for sale and rent in Abu Dhabi' },
      { name: 'description', content: 'Search villas, apartments and townhouses for sale and rent in Abu Dhabi and the UAE.' },
    ],
  }),
  component: HomePage,
});

function HomePage() {
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>Find your home in Abu Dhabi</Title>
        <Text size="lg" c="dimmed">
          Villas, apartments, townhouses and penthouses for sale and rent across Abu Dhabi and the UAE.
        </Text>
      </Stack>
      <LatestListings />
    </Stack>
  );
}
