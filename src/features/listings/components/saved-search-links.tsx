import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AnchorLink } from '@/components/anchor-link';
import { describeSearch } from '../search-words';
import { parseSearchQuery } from '../search-params';

/**
 * A listings search kept as its query string, as another feature shows it (the dashboard's saved
 * searches, composed in by the route): in words, and as the link that runs it.
 */
export function useListingSearchQueries() {
  const { i18n } = useLingui();
  return {
    /** The search in words ('Villas in Yas Island · For sale'). */
    describe: (query: string) => describeSearch(i18n, parseSearchQuery(query)).join(' · '),
    /** The link to /search-results that runs it, with this label and content. */
    renderRunLink: (query: string, { label, children }: { label: string; children: ReactNode }) => (
      <AnchorLink to="/search-results" search={parseSearchQuery(query)} fw={600} mr="sm" aria-label={label}>
        {children}
      </AnchorLink>
    ),
  };
}
