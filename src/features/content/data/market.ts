import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatPrice } from '@/lib/format';
import { areaNameIn } from '@/lib/areas';
import { formatContentDate } from '../dates';
import type { TableData } from './types';

// /sold-prices and /house-price-index: sample transactions and an indicative index.

export const SOLD_PROPERTY_TYPES = [
  { value: 'apartment', label: msg`Apartment` },
  { value: 'villa', label: msg`Villa` },
  { value: 'townhouse', label: msg`Townhouse` },
  { value: 'penthouse', label: msg`Penthouse` },
  { value: 'commercial', label: msg`Commercial` },
] as const;

export const SOLD_DATE_RANGES = [
  { value: '1', label: msg`Last month` },
  { value: '3', label: msg`Last 3 months` },
  { value: '6', label: msg`Last 6 months` },
  { value: '12', label: msg`Last 12 months` },
  { value: 'all', label: msg`All time` },
] as const;

interface Sale {
  address: MessageDescriptor;
  /** One of SOLD_PROPERTY_TYPES. */
  type: (typeof SOLD_PROPERTY_TYPES)[number]['value'];
  price: number;
  date: string;
  sizeSqft: number;
}

const SALES: readonly Sale[] = [
  { address: msg`Sun Tower, Shams Abu Dhabi, Al Reem Island`, type: 'apartment', price: 1_385_000, date: '2025-06-24', sizeSqft: 1_108 },
  { address: msg`Mamsha Al Saadiyat, Saadiyat Island`, type: 'apartment', price: 3_150_000, date: '2025-06-19', sizeSqft: 1_560 },
  { address: msg`Yas Acres, The Dahlias, Yas Island`, type: 'villa', price: 4_600_000, date: '2025-06-12', sizeSqft: 3_980 },
  { address: msg`Al Zeina, Al Raha Beach`, type: 'townhouse', price: 3_400_000, date: '2025-06-05', sizeSqft: 2_820 },
  { address: msg`Saadiyat Beach Residences, Saadiyat Island`, type: 'penthouse', price: 11_750_000, date: '2025-05-28', sizeSqft: 5_230 },
  { address: msg`Khalifa City A, Street 14`, type: 'villa', price: 3_900_000, date: '2025-05-21', sizeSqft: 5_400 },
  { address: msg`Oasis Residences, Masdar City`, type: 'apartment', price: 905_000, date: '2025-05-14', sizeSqft: 820 },
  { address: msg`Addax Port Office Tower, Al Reem Island`, type: 'commercial', price: 2_480_000, date: '2025-05-02', sizeSqft: 1_900 },
];

const number = new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0 });

const typeLabel = (type: Sale['type']) => SOLD_PROPERTY_TYPES.find((option) => option.value === type)!.label;

/** The sample transactions, in the page's language. */
export const recentSales = (i18n: I18n): TableData => ({
  caption: i18n._(msg`Recent property sales in Abu Dhabi (sample transactions, newest first)`),
  columns: [
    { key: 'address', label: i18n._(msg`Address`) },
    { key: 'type', label: i18n._(msg`Type`) },
    { key: 'price', label: i18n._(msg`Price (AED)`), numeric: true },
    { key: 'date', label: i18n._(msg`Sale date`) },
    { key: 'size', label: i18n._(msg`Size (sq ft)`), numeric: true },
  ],
  rows: SALES.map((sale) => ({
    address: i18n._(sale.address),
    type: i18n._(typeLabel(sale.type)),
    price: formatPrice(i18n, sale.price),
    date: formatContentDate(sale.date, i18n.locale, 'short'),
    size: number.format(sale.sizeSqft),
  })),
});

/** Indicative average asking price per sq ft across Abu Dhabi, by quarter. */
export const PRICE_INDEX = [
  { quarter: msg`Q1 2024`, pricePerSqft: 1_080 },
  { quarter: msg`Q2 2024`, pricePerSqft: 1_105 },
  { quarter: msg`Q3 2024`, pricePerSqft: 1_140 },
  { quarter: msg`Q4 2024`, pricePerSqft: 1_175 },
  { quarter: msg`Q1 2025`, pricePerSqft: 1_210 },
  { quarter: msg`Q2 2025`, pricePerSqft: 1_255 },
] as const;

/** The index's best areas, in the page's language (the area names as the site writes them in it). */
export const topAreas = (i18n: I18n): TableData => ({
  caption: i18n._(msg`Top-performing communities, Q2 2025 (indicative)`),
  columns: [
    { key: 'area', label: i18n._(msg`Area`) },
    { key: 'average', label: i18n._(msg`Average price`), numeric: true },
    { key: 'perSqft', label: i18n._(msg`AED per sq ft`), numeric: true },
    { key: 'change', label: i18n._(msg`Change over 12 months`), numeric: true },
    { key: 'yield', label: i18n._(msg`Gross rental yield`), numeric: true },
  ],
  rows: [
    { area: areaNameIn('Saadiyat Island', i18n.locale), average: formatPrice(i18n, 4_500_000), perSqft: '2,150', change: '+14%', yield: '5.2%' },
    { area: areaNameIn('Yas Island', i18n.locale), average: formatPrice(i18n, 2_100_000), perSqft: '1,420', change: '+12%', yield: '6.8%' },
    { area: areaNameIn('Al Raha Beach', i18n.locale), average: formatPrice(i18n, 3_200_000), perSqft: '1,380', change: '+10%', yield: '6.1%' },
    { area: areaNameIn('Downtown Abu Dhabi', i18n.locale), average: formatPrice(i18n, 2_800_000), perSqft: '1,250', change: '+15%', yield: '6.4%' },
    { area: areaNameIn('Abu Dhabi Marina', i18n.locale), average: formatPrice(i18n, 2_500_000), perSqft: '1,310', change: '+12%', yield: '6.3%' },
    { area: areaNameIn('Al Reem Island', i18n.locale), average: formatPrice(i18n, 1_450_000), perSqft: '1,180', change: '+9%', yield: '7.2%' },
  ],
});
