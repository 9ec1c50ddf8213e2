import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
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
  city: MessageDescriptor;
  country: MessageDescriptor;
  type: MessageDescriptor;
  title: MessageDescriptor;
  description: MessageDescriptor;
  price: number;
  currency: Currency;
  beds: number;
  baths: number;
  sizeSqft: number;
}

const SAMPLES: readonly OverseasSample[] = [
  {
    id: 'london',
    city: msg`London`,
    country: msg`United Kingdom`,
    type: msg`Apartment`,
    title: msg`Two-bedroom apartment in Marylebone`,
    description: msg`Period conversion a short walk from Regent's Park and Bond Street, popular with Gulf buyers for a London base. Leasehold with 120 years remaining.`,
    price: 1_850_000,
    currency: 'USD',
    beds: 2,
    baths: 2,
    sizeSqft: 1_020,
  },
  {
    id: 'new-york',
    city: msg`New York`,
    country: msg`United States`,
    type: msg`Condo`,
    title: msg`Condo with Hudson views in Hudson Yards`,
    description: msg`Doorman building with gym and residents' lounge. Condos, unlike co-ops, can be bought by foreign buyers without board approval.`,
    price: 2_400_000,
    currency: 'USD',
    beds: 2,
    baths: 2,
    sizeSqft: 1_150,
  },
  {
    id: 'barcelona',
    city: msg`Barcelona`,
    country: msg`Spain`,
    type: msg`Apartment`,
    title: msg`Modernista apartment in Eixample`,
    description: msg`High ceilings, original mosaic floors and a balcony onto a tree-lined street, fifteen minutes' walk from the beach at Barceloneta.`,
    price: 980_000,
    currency: 'EUR',
    beds: 3,
    baths: 2,
    sizeSqft: 1_400,
  },
  {
    id: 'paris',
    city: msg`Paris`,
    country: msg`France`,
    type: msg`Apartment`,
    title: msg`Haussmann apartment in the 16th arrondissement`,
    description: msg`Third floor with lift in a classic stone building near Trocadéro, with parquet floors and a view of the Eiffel Tower from the living room.`,
    price: 1_650_000,
    currency: 'EUR',
    beds: 2,
    baths: 1,
    sizeSqft: 990,
  },
  {
    id: 'singapore',
    city: msg`Singapore`,
    country: msg`Singapore`,
    type: msg`Condominium`,
    title: msg`Condominium near Orchard Road`,
    description: msg`Private condominium with pool and 24-hour security. Foreign buyers pay Singapore's Additional Buyer's Stamp Duty on top of the price.`,
    price: 3_200_000,
    currency: 'SGD',
    beds: 3,
    baths: 3,
    sizeSqft: 1_310,
  },
  {
    id: 'bali',
    city: msg`Bali`,
    country: msg`Indonesia`,
    type: msg`Villa`,
    title: msg`Pool villa in Canggu`,
    description: msg`Leasehold villa with a private pool and rice-field views, run as a holiday rental. Foreigners hold Bali property on long leases rather than freehold.`,
    price: 450_000,
    currency: 'USD',
    beds: 3,
    baths: 3,
    sizeSqft: 2_150,
  },
];

const sqft = new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0 });
/** The sample homes as cards, in the page's language. */
export const overseasHomes = (i18n: I18n): readonly CardItem[] =>
  SAMPLES.map((s) => {
    const { beds, baths } = s;
    const city = i18n._(s.city);
    const country = i18n._(s.country);
    const size = sqft.format(s.sizeSqft);
    return {
      id: `overseas-${s.id}`,
      badge: i18n._(s.type),
      title: i18n._(s.title),
      subtitle: i18n._(msg`${city}, ${country}`),
      description: i18n._(s.description),
      price: formatOverseasPrice(s.price, s.currency),
      facts: [
        i18n._(msg`${plural(beds, { one: '# bed', other: '# beds' })}`),
        i18n._(msg`${plural(baths, { one: '# bath', other: '# baths' })}`),
        i18n._(msg`${size} sq ft`),
      ],
    };
  });
