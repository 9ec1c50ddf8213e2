import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListingStatus, ListingType, PropertyType } from '../types';

export const PROPERTY_TYPE_LABELS: Record<PropertyType, MessageDescriptor> = {
  apartment: msg`Apartment`,
  villa: msg`Villa`,
  townhouse: msg`Townhouse`,
  penthouse: msg`Penthouse`,
  office: msg`Office`,
  retail: msg`Retail Space`,
  warehouse: msg`Warehouse / Industrial`,
  land: msg`Land`,
};

export const LISTING_TYPE_LABELS: Record<ListingType, MessageDescriptor> = { sale: msg`For Sale`, rent: msg`For Rent` };

export const STATUS_LABELS: Record<ListingStatus, MessageDescriptor> = {
  available: msg`Available`,
  under_offer: msg`Under offer`,
  sold_stc: msg`Sold STC`,
  let_agreed: msg`Let agreed`,
};

/** A property type's label in the page's language (`_` from useLingui, or an I18n's `_`); a type this build does not know, capitalised. */
export function propertyTypeLabel(type: string, _: (descriptor: MessageDescriptor) => string): string {
  const label = PROPERTY_TYPE_LABELS[type as PropertyType];
  return label ? _(label) : type.charAt(0).toUpperCase() + type.slice(1);
}
