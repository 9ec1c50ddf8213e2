import type { ListingStatus, ListingType, PropertyType } from '../types';

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  apartment: 'Apartment',
  villa: 'Villa',
  townhouse: 'Townhouse',
  penthouse: 'Penthouse',
  office: 'Office',
  retail: 'Retail Space',
  warehouse: 'Warehouse / Industrial',
  land: 'Land',
};

export const LISTING_TYPE_LABELS: Record<ListingType, string> = { sale: 'For Sale', rent: 'For Rent' };

export const STATUS_LABELS: Record<ListingStatus, string> = {
  available: 'Available',
  under_offer: 'Under offer',
  sold_stc: 'Sold STC',
  let_agreed: 'Let agreed',
};

export function propertyTypeLabel(type: string): string {
  return PROPERTY_TYPE_LABELS[type as PropertyType] ?? type.charAt(0).toUpperCase() + type.slice(1);
}

/** The reference a caller can quote: 'MZ-' and the first 8 characters of the listing's id, upper-cased. */
export function listingReference(id: string): string {
  return `MZ-${id.slice(0, 8).toUpperCase()}`;
}
