import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatPrice } from '@/lib/format';
import type { CardItem } from './types';

// Sample commercial listings for /commercial-for-sale and /commercial-to-rent (six cards
// each; sale cards in AED, rent cards in AED per year), their words in the page's language.

interface CommercialSample {
  id: string;
  type: MessageDescriptor;
  title: MessageDescriptor;
  location: MessageDescriptor;
  description: MessageDescriptor;
  price: number;
  sizeSqft: number;
  features: readonly MessageDescriptor[];
}

const sqft = new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0 });

function toCard(sample: CommercialSample, perYear: boolean, i18n: I18n): CardItem {
  const amount = formatPrice(i18n, sample.price);
  const size = sqft.format(sample.sizeSqft);
  return {
    id: sample.id,
    badge: i18n._(sample.type),
    title: i18n._(sample.title),
    subtitle: i18n._(sample.location),
    description: i18n._(sample.description),
    price: perYear ? i18n._(msg`${amount} per year`) : amount,
    facts: [i18n._(msg`${size} sq ft`)],
    features: sample.features.map((feature) => i18n._(feature)),
  };
}

const FOR_SALE: readonly CommercialSample[] = [
  {
    id: 'sale-office-adgm',
    type: msg`Office`,
    title: msg`Fitted office in an ADGM tower`,
    location: msg`Al Maryah Island`,
    description: msg`Grade A office inside the ADGM jurisdiction, sold with a tenant on a three-year lease: an income-producing freehold for foreign investors.`,
    price: 3_950_000,
    sizeSqft: 2_450,
    features: [msg`Fully fitted with 4 meeting rooms`, msg`Let at AED 290,000 a year`, msg`4 parking bays`, msg`Direct access to The Galleria`],
  },
  {
    id: 'sale-retail-yas-bay',
    type: msg`Retail`,
    title: msg`Waterfront retail unit on the Yas Bay promenade`,
    location: msg`Yas Bay, Yas Island`,
    description: msg`Ground-floor shell-and-core unit with a terrace facing the waterfront, next to the arena and hotels that bring year-round footfall.`,
    price: 2_750_000,
    sizeSqft: 1_380,
    features: [msg`Outdoor seating licence possible`, msg`Grease trap and extract provision for F&B`, msg`Freehold, open to all nationalities`],
  },
  {
    id: 'sale-warehouse-mussafah',
    type: msg`Warehouse`,
    title: msg`Warehouse with offices in Mussafah Industrial`,
    location: msg`Mussafah`,
    description: msg`Steel-frame warehouse on a leasehold plot, with a mezzanine office and a large yard, ten minutes from the Sheikh Zayed Bridge and the E11.`,
    price: 6_200_000,
    sizeSqft: 18_500,
    features: [msg`9 m eaves height`, msg`3 loading shutters`, msg`400 kW power supply`, msg`Civil Defence approved`],
  },
  {
    id: 'sale-mixed-use-khalidiyah',
    type: msg`Mixed use`,
    title: msg`Mixed-use building: shops and 24 apartments`,
    location: msg`Al Khalidiyah`,
    description: msg`Eight-storey building with four street-level shops and 24 one- and two-bedroom apartments, fully let. Suited to UAE and GCC buyers (outside investment zones).`,
    price: 28_500_000,
    sizeSqft: 41_000,
    features: [msg`Gross yield about 7.4%`, msg`4 retail units, 24 apartments`, msg`Basement parking for 30 cars`],
  },
  {
    id: 'sale-full-floor-reem',
    type: msg`Full floor`,
    title: msg`Full office floor with sea views`,
    location: msg`Al Reem Island`,
    description: msg`Whole floor in a tower on Al Reem Island, now inside the ADGM jurisdiction: divisible into four suites for letting or a single headquarters.`,
    price: 14_800_000,
    sizeSqft: 16_200,
    features: [msg`Raised floors and chilled-water AC`, msg`Divisible into 4 units`, msg`18 parking bays`, msg`Metro-link bus stop outside`],
  },
  {
    id: 'sale-hotel-corniche',
    type: msg`Hotel`,
    title: msg`4-star hotel near the Corniche`,
    location: msg`Corniche Area`,
    description: msg`Operating 180-key hotel with restaurant, pool deck and meeting rooms, sold with its management agreement. For qualified investors only.`,
    price: 185_000_000,
    sizeSqft: 132_000,
    features: [msg`180 rooms and 12 suites`, msg`Average occupancy about 78%`, msg`Rooftop pool`, msg`Parking for 120 cars`],
  },
];

const TO_RENT: readonly CommercialSample[] = [
  {
    id: 'rent-office-maryah',
    type: msg`Office`,
    title: msg`Grade A office in ADGM`,
    location: msg`Al Maryah Island`,
    description: msg`Fitted office for firms registered in ADGM, with a reception, six workstations per 1,000 sq ft and shared meeting floors.`,
    price: 420_000,
    sizeSqft: 2_800,
    features: [msg`Chiller and service charge included`, msg`4 cheques accepted`, msg`Registered in Tawtheeq`],
  },
  {
    id: 'rent-retail-reem',
    type: msg`Retail`,
    title: msg`Corner shop below a residential tower`,
    location: msg`Al Reem Island`,
    description: msg`Street-facing unit with double frontage below 600 apartments: suited to a pharmacy, café or convenience store.`,
    price: 165_000,
    sizeSqft: 1_050,
    features: [msg`Shell and core`, msg`3-month rent-free fit-out period`, msg`Shared loading bay`],
  },
  {
    id: 'rent-warehouse-mussafah',
    type: msg`Warehouse`,
    title: msg`Warehouse with yard in Mussafah`,
    location: msg`Mussafah`,
    description: msg`Standalone warehouse with open yard and staff accommodation block, close to the Mussafah bridges and the E30.`,
    price: 290_000,
    sizeSqft: 12_000,
    features: [msg`8 m clear height`, msg`2 loading docks`, msg`Open yard of 6,000 sq ft`],
  },
  {
    id: 'rent-showroom-khalifa-city',
    type: msg`Showroom`,
    title: msg`Roadside showroom in Khalifa City`,
    location: msg`Khalifa City`,
    description: msg`Glass-fronted showroom on a main road with a mezzanine office, visible to traffic heading to the airport and Yas Island.`,
    price: 360_000,
    sizeSqft: 4_200,
    features: [msg`Double-height frontage`, msg`Signage rights`, msg`10 customer parking spaces`],
  },
  {
    id: 'rent-serviced-office-masdar',
    type: msg`Serviced office`,
    title: msg`Serviced office in Masdar City Free Zone`,
    location: msg`Masdar City`,
    description: msg`Furnished four-desk office with internet, reception and meeting rooms, available with a Masdar free-zone licence for start-ups.`,
    price: 48_000,
    sizeSqft: 320,
    features: [msg`All bills included`, msg`Flexible 6- or 12-month terms`, msg`LEED Platinum building`],
  },
  {
    id: 'rent-land-kizad',
    type: msg`Industrial land`,
    title: msg`Industrial plot for a build-to-suit facility`,
    location: msg`Mina Zayed`,
    description: msg`Serviced industrial plot near the port, leased on a long-term basis for a logistics or light manufacturing facility.`,
    price: 215_000,
    sizeSqft: 43_000,
    features: [msg`Leased per sq ft of land`, msg`Utilities at the boundary`, msg`Lease terms of up to 30 years`],
  },
];

export const commercialForSale = (i18n: I18n): readonly CardItem[] => FOR_SALE.map((s) => toCard(s, false, i18n));
export const commercialToRent = (i18n: I18n): readonly CardItem[] => TO_RENT.map((s) => toCard(s, true, i18n));

// The sectors are keys (the search's, below); SECTOR_LABELS has the words the form shows.
/* eslint-disable lingui/no-unlocalized-strings */
export const COMMERCIAL_SECTORS = [
  'Any sector',
  'Offices',
  'Retail',
  'Leisure / Hospitality',
  'Industrial / Warehousing',
  'Land / Development',
  'Other',
] as const;
/* eslint-enable lingui/no-unlocalized-strings */
export type CommercialSector = (typeof COMMERCIAL_SECTORS)[number];

/** Each sector's name as the search form shows it (the sectors themselves are keys). */
export const SECTOR_LABELS: Record<CommercialSector, MessageDescriptor> = {
  'Any sector': msg`Any sector`,
  Offices: msg`Offices`,
  // As a sector, retail is the trade (تجزئة), not a retail unit (محل تجاري), which 'Retail' alone reads as.
  Retail: msg({ message: 'Retail', context: 'commercial sector' }),
  'Leisure / Hospitality': msg`Leisure / Hospitality`,
  'Industrial / Warehousing': msg`Industrial / Warehousing`,
  'Land / Development': msg`Land / Development`,
  Other: msg`Other`,
};

/**
 * What each sector searches, as /search-results parameters. Offices, Retail, Industrial /
 * Warehousing and Land / Development are the listing types of the same names. Listings have no
 * hospitality type: cafés, restaurants and hotels are let and sold as retail units, so Leisure /
 * Hospitality is the retail units whose title or description names such a use (keyword search
 * ignores accents, so 'cafe' finds 'Café'). Other is the commercial listings of a type no sector
 * names ('other_commercial'), never the whole commercial group.
 */
export const SECTOR_SEARCH: Record<CommercialSector, { property_type: string; keywords?: string }> = {
  'Any sector': { property_type: 'commercial' },
  Offices: { property_type: 'office' },
  Retail: { property_type: 'retail' },
  'Leisure / Hospitality': { property_type: 'retail', keywords: 'cafe or restaurant or hotel or leisure' },
  'Industrial / Warehousing': { property_type: 'warehouse' },
  'Land / Development': { property_type: 'land' },
  Other: { property_type: 'other_commercial' },
};
