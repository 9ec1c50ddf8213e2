import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { HomePage } from '@/features/content/components/home/home-page';
import { latestListingsQueryOptions } from '@/features/listings/api/get-latest-listings';
import { LatestListingsLoading } from '@/features/listings/components/latest-listings-frame';
import { LazySearchForm } from '@/features/listings/components/lazy-search-form';
import { importWithRetry } from '@/lib/import-with-retry';
import { organizationLd, websiteLd } from '@/lib/json-ld';
import { pageHead } from '@/lib/seo';
import { localeOf } from '@/i18n/locales';

// The listing cards, hearts and their states are below the hero on every screen: their code loads
// beside the listings' read instead of before the page's first paint.
const HomeLatestListings = lazy(() => importWithRetry(() => import('./-components/home-latest-listings')).then((m) => ({ default: m.HomeLatestListings })));

export const Route = createFileRoute('/')({
  staticData: { prerender: true },
  // Starts the latest listings without holding the page back: the hero and search form are the
  // page, and the listings section shows its own loading, offline or error state.
  loader: ({ context }) => void context.queryClient.prefetchQuery(latestListingsQueryOptions()),
  head: ({ match: { context } }) =>
    pageHead({
      locale: localeOf(context.i18n),
      title: context.i18n._(msg`Manzil: property for sale and rent in Abu Dhabi`),
      description: context.i18n._(
        msg`Search villas, apartments, townhouses and penthouses for sale and rent in Abu Dhabi and the UAE, with sold prices, area guides and a transfer fee calculator.`,
      ),
      path: '/',
      jsonLd: [organizationLd(), websiteLd()],
    }),
  component: Home,
});

function Home() {
  return (
    <HomePage
      searchForm={<LazySearchForm listingType="sale" />}
      latestListings={
        <Suspense fallback={<LatestListingsLoading />}>
          <HomeLatestListings />
        </Suspense>
      }
    />
  );
}
