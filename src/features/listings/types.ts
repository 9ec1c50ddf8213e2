import type { PropertyImageRow, PropertyRow } from '@/lib/rows';

// The database's CHECK constraints decide these lists; the generated types carry them.
export type PropertyType = PropertyRow['property_type'];
export type ListingType = PropertyRow['listing_type'];
export type ListingStatus = PropertyRow['status'];

/** A listing photo (or floor plan, which a card never shows) as cards read it. */
export type PropertyImage = Pick<PropertyImageRow, 'image_url' | 'is_primary' | 'position' | 'kind'>;

/**
 * A listing as the list reads return it (PROPERTY_COLUMNS and its photos). featured_now is
 * computed by the database: is_featured and featured_until in the future, by the server's clock.
 * Badges and order follow it, never the browser's clock.
 */
export type Property = Omit<PropertyRow, 'featured_rank' | 'location_key' | 'search_vector' | 'search_vector_ar'> & { property_images: PropertyImage[] };
