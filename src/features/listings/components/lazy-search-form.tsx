import { useLingui } from '@lingui/react/macro';
import { Loader } from '@mantine/core';
import { lazy } from 'react';
import { AfterHydration } from '@/components/after-hydration';
import { whenIdle } from '@/lib/idle';
import classes from './lazy-search-form.module.css';
import type { SearchFormProps } from './search-form';

// The search form and its form library are a chunk of their own: the page around it (home's hero
// and latest listings, the results) paints without waiting for it, and /search-results, which
// keeps the form in a drawer, fetches it once the page is idle (so the drawer opens offline too).
const loadSearchForm = () => import('./search-form');
whenIdle(() => void loadSearchForm().catch(() => undefined));
const SearchForm = lazy(() => loadSearchForm().then((module) => ({ default: module.SearchForm })));

/**
 * The property search form, loaded on first render; a loader holds its place, at its size, meanwhile.
 * The server's page has the placeholder too, and hydrating keeps it until the form is live: a form
 * written by the server would take input before its code had arrived and then lose it.
 */
export function LazySearchForm(props: SearchFormProps) {
  const { t } = useLingui();
  const placeholder = (
    <div className={classes.placeholder} data-testid="search-form-placeholder">
      <div className={classes.space}>
        <Loader size="sm" role="status" aria-label={t`Loading the search form`} />
      </div>
    </div>
  );
  return (
    <AfterHydration fallback={placeholder}>
      <SearchForm {...props} />
    </AfterHydration>
  );
}
