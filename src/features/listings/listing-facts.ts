import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AMENITIES, COMPLETION_STATUSES, FURNISHINGS, type Amenity, type CompletionStatus, type Furnishing } from './listing-fact-keys';

export * from './listing-fact-keys';

// The listing facts seekers filter by (their keys are in listing-fact-keys.ts) and their words: the
// labels the search, the listing form and the property page show.

export const FURNISHING_MESSAGES: Record<Furnishing, MessageDescriptor> = {
  furnished: msg`Furnished`,
  semi_furnished: msg`Semi-furnished`,
  unfurnished: msg`Unfurnished`,
};

export const COMPLETION_MESSAGES: Record<CompletionStatus, MessageDescriptor> = {
  ready: msg`Ready`,
  off_plan: msg`Off-plan`,
};

export const AMENITY_MESSAGES: Record<Amenity, MessageDescriptor> = {
  pool: msg`Pool`,
  gym: msg`Gym`,
  parking: msg`Parking`,
  balcony: msg`Balcony`,
  maids_room: msg`Maid's room`,
  sea_view: msg`Sea view`,
  central_ac: msg`Central A/C`,
  built_in_wardrobes: msg`Built-in wardrobes`,
  private_garden: msg`Private garden`,
  concierge: msg`Concierge`,
  security: msg`Security`,
  kids_play_area: msg`Children's play area`,
  study: msg`Study`,
  pets_allowed: msg`Pets allowed`,
  beach_access: msg`Beach access`,
};

/**
 * The quarter of a handover date ('2027-10-01' is the 4th quarter of 2027). A date's text is read
 * as written (parsing it as UTC midnight could show the quarter before west of Greenwich); a Date
 * by its local calendar. Null for anything that is not a date.
 */
function handoverQuarter(date: string | Date | null | undefined): { quarter: number; year: string } | null {
  if (!date) return null;
  if (date instanceof Date) {
    return Number.isNaN(date.getTime()) ? null : { quarter: Math.floor(date.getMonth() / 3) + 1, year: String(date.getFullYear()) };
  }
  const match = /^(\d{4})-(\d{2})-\d{2}/.exec(date);
  const month = match ? Number(match[2]) : 0;
  return month >= 1 && month <= 12 ? { quarter: Math.ceil(month / 3), year: match![1]! } : null;
}

/** A handover date's quarter as the market writes it: 'Q4 2027' (in Arabic, الربع الرابع 2027). */
export function handoverLabel(date: string | Date | null | undefined, i18n?: I18n): string | null {
  const handover = handoverQuarter(date);
  if (!handover) return null;
  const { quarter, year } = handover;
  return i18n ? i18n._(msg`Q${quarter} ${year}`) : `Q${quarter} ${year}`;
}

/** A listing's completion in words: 'Ready', 'Off-plan', 'Off-plan, handover by Q4 2027'. */
export function completionLabel(i18n: I18n, status: CompletionStatus | null | undefined, handoverDate?: string | Date | null): string | null {
  if (!status) return null;
  const quarter = status === 'off_plan' ? handoverLabel(handoverDate, i18n) : null;
  return quarter ? i18n._(msg`Off-plan, handover by ${quarter}`) : i18n._(COMPLETION_MESSAGES[status]);
}

/** The same lists as {value, label} options, for selects and check boxes (labels in the page's language with i18n._). */
const optionsOf = <Key extends string>(keys: readonly Key[], labels: Record<Key, MessageDescriptor>) => keys.map((value) => ({ value, label: labels[value] }));
export const FURNISHING_OPTIONS = optionsOf(FURNISHINGS, FURNISHING_MESSAGES);
export const COMPLETION_OPTIONS = optionsOf(COMPLETION_STATUSES, COMPLETION_MESSAGES);
export const AMENITY_OPTIONS = optionsOf(AMENITIES, AMENITY_MESSAGES);
