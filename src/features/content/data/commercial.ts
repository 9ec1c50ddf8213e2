import { formatAed } from '@/lib/format';
import type { CardItem } from './types';

// Sample commercial listings for /commercial-for-sale and /commercial-to-rent (six cards
// each; sale cards in AED, rent cards in AED per year).

interface CommercialSample {
  id: string;
  type: string;
  title: string;
  location: string;
  description: string;
  price: number;
  sizeSqft: number;
  features: readonly string[];
}

const sqft = new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0 });

function toCard(sample: CommercialSample, perYear: boolean): CardItem {
  return {
    id: sample.id,
    badge: sample.type,
    title: sample.title,
    subtitle: sample.location,
    description: sample.description,
    price: perYear ? `${formatAed('en', sample.price)} per year` : formatAed('en', sample.price),
    facts: [`${sqft.format(sample.sizeSqft)} sq ft`],
    features: sample.features,
  };
}

const FOR_SALE: readonly CommercialSample[] = [
  {
    id: 'sale-office-adgm',
    type: 'Office',
    title: 'Fitted office in an ADGM tower',
    location: 'Al Maryah Island',
    description: 'Grade A office inside the ADGM jurisdiction, sold with a tenant on a three-year lease: an income-producing freehold for foreign investors.',
    price: 3_950_000,
    sizeSqft: 2_450,
    features: ['Fully fitted with 4 meeting rooms', 'Let at AED 290,000 a year', '4 parking bays', 'Direct access to The Galleria'],
  },
  {
    id: 'sale-retail-yas-bay',
    type: 'Retail',
    title: 'Waterfront retail unit on the Yas Bay promenade',
    location: 'Yas Bay, Yas Island',
    description: 'Ground-floor shell-and-core unit with a terrace facing the waterfront, next to the arena and hotels that bring year-round footfall.',
    price: 2_750_000,
    sizeSqft: 1_380,
    features: ['Outdoor seating licence possible', 'Grease trap and extract provision for F&B', 'Freehold, open to all nationalities'],
  },
  {
    id: 'sale-warehouse-mussafah',
    type: 'Warehouse',
    title: 'Warehouse with offices in Mussafah Industrial',
    location: 'Mussafah',
    description: 'Steel-frame warehouse on a leasehold plot, with a mezzanine office and a large yard, ten minutes from the Sheikh Zayed Bridge and the E11.',
    price: 6_200_000,
    sizeSqft: 18_500,
    features: ['9 m eaves height', '3 loading shutters', '400 kW power supply', 'Civil Defence approved'],
  },
  {
    id: 'sale-mixed-use-khalidiyah',
    type: 'Mixed use',
    title: 'Mixed-use building: shops and 24 apartments',
    location: 'Al Khalidiyah',
    description: 'Eight-storey building with four street-level shops and 24 one- and two-bedroom apartments, fully let. Suited to UAE and GCC buyers (outside investment zones).',
    price: 28_500_000,
    sizeSqft: 41_000,
    features: ['Gross yield about 7.4%', '4 retail units, 24 apartments', 'Basement parking for 30 cars'],
  },
  {
    id: 'sale-full-floor-reem',
    type: 'Full floor',
    title: 'Full office floor with sea views',
    location: 'Al Reem Island',
    description: 'Whole floor in a tower on Al Reem Island, now inside the ADGM jurisdiction: divisible into four suites for letting or a single headquarters.',
    price: 14_800_000,
    sizeSqft: 16_200,
    features: ['Raised floors and chilled-water AC', 'Divisible into 4 units', '18 parking bays', 'Metro-link bus stop outside'],
  },
  {
    id: 'sale-hotel-corniche',
    type: 'Hotel',
    title: '4-star hotel near the Corniche',
    location: 'Corniche Area',
    description: 'Operating 180-key hotel with restaurant, pool deck and meeting rooms, sold with its management agreement. For qualified investors only.',
    price: 185_000_000,
    sizeSqft: 132_000,
    features: ['180 rooms and 12 suites', 'Average occupancy about 78%', 'Rooftop pool', 'Parking for 120 cars'],
  },
];

const TO_RENT: readonly CommercialSample[] = [
  {
    id: 'rent-office-maryah',
    type: 'Office',
    title: 'Grade A office in ADGM',
    location: 'Al Maryah Island',
    description: 'Fitted office for firms registered in ADGM, with a reception, six workstations per 1,000 sq ft and shared meeting floors.',
    price: 420_000,
    sizeSqft: 2_800,
    features: ['Chiller and service charge included', '4 cheques accepted', 'Registered in Tawtheeq'],
  },
  {
    id: 'rent-retail-reem',
    type: 'Retail',
    title: 'Corner shop below a residential tower',
    location: 'Al Reem Island',
    description: 'Street-facing unit with double frontage below 600 apartments: suited to a pharmacy, café or convenience store.',
    price: 165_000,
    sizeSqft: 1_050,
    features: ['Shell and core', '3-month rent-free fit-out period', 'Shared loading bay'],
  },
  {
    id: 'rent-warehouse-mussafah',
    type: 'Warehouse',
    title: 'Warehouse with yard in Mussafah',
    location: 'Mussafah',
    description: 'Standalone warehouse with open yard and staff accommodation block, close to the Mussafah bridges and the E30.',
    price: 290_000,
    sizeSqft: 12_000,
    features: ['8 m clear height', '2 loading docks', 'Open yard of 6,000 sq ft'],
  },
  {
    id: 'rent-showroom-khalifa-city',
    type: 'Showroom',
    title: 'Roadside showroom in Khalifa City',
    location: 'Khalifa City',
    description: 'Glass-fronted showroom on a main road with a mezzanine office, visible to traffic heading to the airport and Yas Island.',
    price: 360_000,
    sizeSqft: 4_200,
    features: ['Double-height frontage', 'Signage rights', '10 customer parking spaces'],
  },
  {
    id: 'rent-serviced-office-masdar',
    type: 'Serviced office',
    title: 'Serviced office in Masdar City Free Zone',
    location: 'Masdar City',
    description: 'Furnished four-desk office with internet, reception and meeting rooms, available with a Masdar free-zone licence for start-ups.',
    price: 48_000,
    sizeSqft: 320,
    features: ['All bills included', 'Flexible 6- or 12-month terms', 'LEED Platinum building'],
  },
  {
    id: 'rent-land-kizad',
    type: 'Industrial land',
    title: 'Industrial plot for a build-to-suit facility',
    location: 'Mina Zayed',
    description: 'Serviced industrial plot near the port, leased on a long-term basis for a logistics or light manufacturing facility.',
    price: 215_000,
    sizeSqft: 43_000,
    features: ['Leased per sq ft of land', 'Utilities at the boundary', 'Lease terms of up to 30 years'],
  },
];

export const COMMERCIAL_FOR_SALE: readonly CardItem[] = FOR_SALE.map((s) => toCard(s, false));
export const COMMERCIAL_TO_RENT: readonly CardItem[] = TO_RENT.map((s) => toCard(s, true));

export const COMMERCIAL_SECTORS = [
  'Any sector',
  'Offices',
  'Retail',
  'Leisure / Hospitality',
  'Industrial / Warehousing',
  'Land / Development',
  'Other',
] as const;
export type CommercialSector = (typeof COMMERCIAL_SECTORS)[number];

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
