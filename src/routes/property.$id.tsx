import { Loader } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { propertyQueryOptions } from '@/features/listings/api/get-property';
import { propertyHead } from '@/features/listings/detail/property-head';
import { PropertyDetailPage } from './-components/property-detail-page';

export const Route = createFileRoute('/property/$id')({
  loader: async ({ context, params }) => {
    try {
      return { property: await context.queryClient.ensureQueryData(propertyQueryOptions(params.id)), failed: false };
    } catch {
      // The page shows the error (toast and retry); the head falls back to a generic title.
      return { property: null, failed: true };
    }
  },
  head: ({ loaderData, params }) => propertyHead(params.id, loaderData?.property, loaderData?.failed ?? false),
  pendingComponent: () => <Loader aria-label="Loading property" />,
  component: PropertyRoute,
});

function PropertyRoute() {
  const { id } = Route.useParams();
  return <PropertyDetailPage id={id} />;
}
