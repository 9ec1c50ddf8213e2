import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/content/components/home/home-page';
import { latestListingsQueryOptions } from '@/features/listings/api/get-latest-listings';
import { SaveButton } from '@/features/saved/save-button';
import { LatestListings } from '@/features/listings/components/latest-listings';
import { LazySearchForm } from '@/features/listings/components/lazy-search-form';
import { organizationLd, websiteLd } from '@/lib/json-ld';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/')({
  // Starts the latest listings without holding the page back: the hero and search form are the
  // page, and the listings section shows its own loading, offline or error state.
  loader: ({ context }) => void context.queryClient.prefetchQuery(latestListingsQueryOptions()),
  head: () =>
    pageHead({
      title: 'Manzil: property for sale and rent in Abu Dhabi',
      description:
        'Search villas, apartments, townhouses and penthouses for sale and rent in Abu Dhabi and the UAE, with sold prices, area guides and a transfer fee calculator.',
      path: '/',
      jsonLd: [organizationLd(), websiteLd()],
    }),
  component: Home,
});

function Home() {
  return <HomePage searchForm={<LazySearchForm listingType="sale" />} latestListings={<LatestListings renderAction={(p) => <SaveButton propertyId={p.id} />} />} />;
}
