import { useLingui } from '@lingui/react/macro';
import { Loader } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { loadQuery } from '@/app/query-client';
import { propertyHead } from '@/features/listings/detail/property-head';
import { propertyQueryOptions } from '@/features/listings/api/get-property';
import { similarListingsQueryOptions } from '@/features/listings/api/get-similar-listings';
import { missingListingStatus } from '@/features/listings/api/listing-removed';
import { loadedHead } from '@/lib/seo';
import { PropertyDetailPage } from './-components/property-detail-page';

export const Route = createFileRoute('/property/$id')({
  loader: async ({ context, params }) => {
    const property = await loadQuery(context.queryClient, propertyQueryOptions(params.id));
    // Its similar listings come with it in the server's answer. Opened in the app, the property
    // shows as soon as it is read, and they follow (at the foot of the page, moving nothing above).
    if (property) {
      const similar = loadQuery(context.queryClient, similarListingsQueryOptions(property));
      if (typeof window === 'undefined') await similar;
    }
    // Not read (failed, offline or slow): the page shows its own state (error with retry, or
    // loading), and the head falls back to a generic title. The head in the request's own I18n
    // (at the server, each request has its own).
    const failed = property === undefined;
    const status = failed ? 503 : property === null ? await missingListingStatus(params.id) : undefined;
    return { property: property ?? null, failed, status, head: propertyHead(params.id, property, failed, context.i18n) };
  },
  head: loadedHead,
  pendingComponent: PropertyPending,
  component: PropertyRoute,
});

function PropertyPending() {
  const { t } = useLingui();
  return <Loader aria-label={t`Loading property`} />;
}

function PropertyRoute() {
  const { id } = Route.useParams();
  return <PropertyDetailPage id={id} />;
}
