import type { CardItem } from './types';

// Sample overseas homes (London, New York, Barcelona, Paris, Singapore, Bali in USD,
// EUR and SGD). Prices are formatted for English (UAE) in each listing's own currency.

type Currency = 'USD' | 'EUR' | 'SGD';

const formatters = new Map<Currency, Intl.NumberFormat>();

/** 'USD 1,850,000', 'EUR 980,000', 'SGD 3,200,000': en-AE with the currency code, no decimals. */
export function formatOverseasPrice(amount: number, currency: Currency): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-AE', { style: 'currency', currency, currencyDisplay: 'code', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}

interface OverseasSample {
  id: string;
  city: string;
  country: string;
  type: string;
  title: string;
  description: string;
  price: number;
  currency: Currency;
  beds: number;
  baths: number;
  sizeSqft: number;
}

const SAMPLES: readonly OverseasSample[] = [
  {
    id: 'london',
    city: 'London',
    country: 'United Kingdom',
    type: 'Apartment',
    title: 'Two-bedroom apartment in Marylebone',
    description: 'Period conversion a short walk from Regent\'s Park and Bond Street, popular with Gulf buyers for a London base. Leasehold with 120 years remaining.',
    price: 1_850_000,
    currency: 'USD',
    beds: 2,
    baths: 2,
    sizeSqft: 1_020,
  },
  {
    id: 'new-york',
    city: 'New York',
    country: 'United States',
    type: 'Condo',
    title: 'Condo with Hudson views in Hudson Yards',
    description: 'Doorman building with gym and residents\' lounge. Condos, unlike co-ops, can be bought by foreign buyers without board approval.',
    price: 2_400_000,
    currency: 'USD',
    beds: 2,
    baths: 2,
    sizeSqft: 1_150,
  },
  {
    id: 'barcelona',
    city: 'Barcelona',
    country: 'Spain',
    type: 'Apartment',
    title: 'Modernista apartment in Eixample',
    description: 'High ceilings, original mosaic floors and a balcony onto a tree-lined street, fifteen minutes\' walk from the beach at Barceloneta.',
    price: 980_000,
    currency: 'EUR',
    beds: 3,
    baths: 2,
    sizeSqft: 1_400,
  },
  {
    id: 'paris',
    city: 'Paris',
    country: 'France',
    type: 'Apartment',
    title: 'Haussmann apartment in the 16th arrondissement',
    description: 'Third floor with lift in a classic stone building near Trocadéro, with parquet floors and a view of the Eiffel Tower from the living room.',
    price: 1_650_000,
    currency: 'EUR',
    beds: 2,
    baths: 1,
    sizeSqft: 990,
  },
  {
    id: 'singapore',
    city: 'Singapore',
    country: 'Singapore',
    type: 'Condominium',
    title: 'Condominium near Orchard Road',
    description: 'Private condominium with pool and 24-hour security. Foreign buyers pay Singapore\'s Additional Buyer\'s Stamp Duty on top of the price.',
    price: 3_200_000,
    currency: 'SGD',
    beds: 3,
    baths: 3,
    sizeSqft: 1_310,
  },
  {
    id: 'bali',
    city: 'Bali',
    country: 'Indonesia',
    type: 'Villa',
    title: 'Pool villa in Canggu',
    description: 'Leasehold villa with a private pool and rice-field views, run as a holiday rental. Foreigners hold Bali property on long leases rather than freehold.',
    price: 450_000,
    currency: 'USD',
    beds: 3,
    baths: 3,
    sizeSqft: 2_150,
  },
];

const sqft = new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0 });
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const OVERSEAS_HOMES: readonly CardItem[] = SAMPLES.map((s) => ({
  id: `overseas-${s.id}`,
  badge: s.type,
  title: s.title,
  subtitle: `${s.city}, ${s.country}`,
  description: s.description,
  price: formatOverseasPrice(s.price, s.currency),
  facts: [plural(s.beds, 'bed'), plural(s.baths, 'bath'), `${sqft.format(s.sizeSqft)} sq ft`],
}));
