import { Loader } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { loadQuery } from '@/app/query-client';
import { propertyHead } from '@/features/listings/detail/property-head';
import { propertyQueryOptions } from '@/features/listings/api/get-property';
import { similarListingsQueryOptions } from '@/features/listings/api/get-similar-listings';
import { PropertyDetailPage } from './-components/property-detail-page';

export const Route = createFileRoute('/property/$id')({
  loader: async ({ context, params }) => {
    const property = await loadQuery(context.queryClient, propertyQueryOptions(params.id));
    // Its similar listings come with it, in the same server-rendered answer.
    if (property) await loadQuery(context.queryClient, similarListingsQueryOptions(property));
    // Not read (failed, offline or slow): the page shows its own state (error with retry, or
    // loading), and the head falls back to a generic title.
    return { property: property ?? null, failed: property === undefined };
  },
  head: ({ loaderData, params }) => propertyHead(params.id, loaderData?.property, loaderData?.failed ?? false),
  pendingComponent: () => <Loader aria-label="Loading property" />,
  component: PropertyRoute,
});

function PropertyRoute() {
  const { id } = Route.useParams();
  return <PropertyDetailPage id={id} />;
}
