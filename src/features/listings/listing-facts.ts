// The words for the listing facts (the database's CHECK constraints in
// 20261127090000_listing-facts.sql decide the keys; these are how the app names them).

export const AMENITIES = [
  { value: 'pool', label: 'Pool' },
  { value: 'gym', label: 'Gym' },
  { value: 'parking', label: 'Parking' },
  { value: 'balcony', label: 'Balcony' },
  { value: 'maids_room', label: "Maid's room" },
  { value: 'sea_view', label: 'Sea view' },
  { value: 'central_ac', label: 'Central A/C' },
  { value: 'built_in_wardrobes', label: 'Built-in wardrobes' },
  { value: 'private_garden', label: 'Private garden' },
  { value: 'concierge', label: 'Concierge' },
  { value: 'security', label: '24-hour security' },
  { value: 'kids_play_area', label: "Children's play area" },
  { value: 'study', label: 'Study' },
  { value: 'pets_allowed', label: 'Pets allowed' },
  { value: 'beach_access', label: 'Beach access' },
] as const;

export type Amenity = (typeof AMENITIES)[number]['value'];

export const FURNISHING_OPTIONS = [
  { value: 'furnished', label: 'Furnished' },
  { value: 'semi_furnished', label: 'Semi-furnished' },
  { value: 'unfurnished', label: 'Unfurnished' },
] as const;

export const COMPLETION_OPTIONS = [
  { value: 'ready', label: 'Ready' },
  { value: 'off_plan', label: 'Off-plan' },
] as const;

/** A handover date (the first day of its quarter, 'YYYY-MM-DD') as sellers quote it: 'Q4 2027'. */
export function handoverLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(date);
  if (!match) return date;
  return `Q${Math.floor((Number(match[2]) - 1) / 3) + 1} ${match[1]}`;
}
