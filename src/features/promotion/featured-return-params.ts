import { isUuid } from '@/lib/uuid';

// The dashboard's search parameters, apart from the component that acts on them: the route
// validates them in options every page's bundle carries.

/** The dashboard's query parameters on return from the checkout. */
export interface FeaturedReturnParams {
  featured?: 'success' | 'cancelled';
  propertyId?: string;
  payment?: string;
}

/** The return parameters from a URL's search (anything else, or a malformed id, is dropped). */
export function featuredReturnParams(search: Record<string, unknown>): FeaturedReturnParams {
  const id = (value: unknown) => (typeof value === 'string' && isUuid(value) ? value : undefined);
  return {
    featured: search.featured === 'success' || search.featured === 'cancelled' ? search.featured : undefined,
    propertyId: id(search.propertyId),
    payment: id(search.payment),
  };
}
