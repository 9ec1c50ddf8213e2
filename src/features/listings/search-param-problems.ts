import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatNumber } from '@/lib/format';
import type { ParamProblem, SearchParams } from './search-params';

// What a listing page says about a parameter of its address that it left out (search-params.ts
// decides which and why), in the page's language.

/** Each parameter as the page names it. */
const PARAM_LABELS: Record<keyof SearchParams, MessageDescriptor> = {
  location: msg`Location`,
  property_type: msg`Property type`,
  keywords: msg`Keywords`,
  min_price: msg`Minimum price`,
  max_price: msg`Maximum price`,
  min_bedrooms: msg`Minimum bedrooms`,
  max_bedrooms: msg`Maximum bedrooms`,
  added: msg`Added`,
  include_under_offer: msg`Include under offer`,
  type: msg`Sale or rent`,
  furnishing: msg`Furnishing`,
  completion: msg`Ready or off-plan`,
  min_size: msg`Minimum size`,
  max_size: msg`Maximum size`,
  min_bathrooms: msg`Minimum bathrooms`,
  amenities: msg`Amenities`,
  has_video: msg`Video tour`,
  bbox: msg`Map area`,
  view: msg`View`,
  sort: msg`Sort`,
  page: msg`Page`,
};

/** How much of a value the page repeats: a 7,000-character location is not echoed whole. */
const SHOWN_VALUE_LENGTH = 40;

function shownValue(value: string): string {
  return value.length > SHOWN_VALUE_LENGTH ? `${value.slice(0, SHOWN_VALUE_LENGTH)}…` : value;
}

/** "Minimum price ‘abc’ is not a number, so it was left out." (Typographic quotes: an ASCII one is an escape in the catalogues' ICU syntax.) */
export function paramProblemText(i18n: I18n, problem: ParamProblem): string {
  const label = i18n._(PARAM_LABELS[problem.key]);
  const value = shownValue(problem.value);
  const min = problem.min === undefined ? '' : formatNumber(i18n, problem.min);
  const max = problem.max === undefined ? '' : formatNumber(i18n, problem.max);
  switch (problem.reason) {
    case 'not_a_number':
      return i18n._(msg`${label} ‘${value}’ is not a number, so it was left out.`);
    case 'not_whole':
      return i18n._(msg`${label} ‘${value}’ is not a whole number, so it was left out.`);
    case 'out_of_range':
      return problem.max === undefined
        ? i18n._(msg`${label} ‘${value}’ is outside the range it can have, so it was left out.`)
        : i18n._(msg`${label} ‘${value}’ is not between ${min} and ${max}, so it was left out.`);
    case 'below_minimum':
      return i18n._(msg`${label} ‘${value}’ is below the minimum of ${min}, so it was left out.`);
    case 'not_a_choice':
      return i18n._(msg`${label} ‘${value}’ is not one of its choices, so it was left out.`);
    case 'too_long':
      return i18n._(msg`${label} is longer than ${max} characters, so it was left out.`);
    case 'bad_characters':
      return i18n._(msg`${label} holds characters a search cannot use, so it was left out.`);
  }
}
