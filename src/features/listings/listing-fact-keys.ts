// The keys of the listing facts seekers filter by, as the database allows them
// (20261127090000_listing-facts.sql checks the same lists). Free of words and of any package, with
// explicit extensions in its imports: the alerts edge function (Deno) matches saved searches with
// the app's own search code, which reads these (see search-conditions.ts).

export const FURNISHINGS = ['furnished', 'semi_furnished', 'unfurnished'] as const;
export type Furnishing = (typeof FURNISHINGS)[number];

export const COMPLETION_STATUSES = ['ready', 'off_plan'] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];

/** The amenities a listing can have, in the order forms and filters list them. */
export const AMENITIES = [
  'pool',
  'gym',
  'parking',
  'balcony',
  'maids_room',
  'sea_view',
  'central_ac',
  'built_in_wardrobes',
  'private_garden',
  'concierge',
  'security',
  'kids_play_area',
  'study',
  'pets_allowed',
  'beach_access',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const isAmenity = (value: string): value is Amenity => (AMENITIES as readonly string[]).includes(value);

/** The UAE's bounds for a listing's position and a map search (the database checks the same). */
export const UAE_BOUNDS = { south: 22.5, north: 26.5, west: 51.0, east: 56.5 } as const;
