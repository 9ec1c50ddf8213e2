// Placeholder replaced by the search-form work: the home page, /buy and /rent render it.
export interface SearchFormProps {
  /** sale on /buy and the home page, rent on /rent. */
  listingType?: 'sale' | 'rent';
}

export function SearchForm(_props: SearchFormProps) {
  return null;
}
