import { formatAed } from '@/lib/format';
import type { TableData } from './types';

// /sold-prices and /house-price-index: sample transactions and an indicative index.

export const SOLD_PROPERTY_TYPES = [
  { value: 'apartment', label: 'Apartment' },
  { value: 'villa', label: 'Villa' },
  { value: 'townhouse', label: 'Townhouse' },
  { value: 'penthouse', label: 'Penthouse' },
  { value: 'commercial', label: 'Commercial' },
] as const;

export const SOLD_DATE_RANGES = [
  { value: '1', label: 'Last month' },
  { value: '3', label: 'Last 3 months' },
  { value: '6', label: 'Last 6 months' },
  { value: '12', label: 'Last 12 months' },
  { value: 'all', label: 'All time' },
] as const;

interface Sale {
  address: string;
  type: string;
  price: number;
  date: string;
  sizeSqft: number;
}

const SALES: readonly Sale[] = [
  { address: 'Sun Tower, Shams Abu Dhabi, Al Reem Island', type: 'Apartment', price: 1_385_000, date: '2025-06-24', sizeSqft: 1_108 },
  { address: 'Mamsha Al Saadiyat, Saadiyat Island', type: 'Apartment', price: 3_150_000, date: '2025-06-19', sizeSqft: 1_560 },
  { address: 'Yas Acres, The Dahlias, Yas Island', type: 'Villa', price: 4_600_000, date: '2025-06-12', sizeSqft: 3_980 },
  { address: 'Al Zeina, Al Raha Beach', type: 'Townhouse', price: 3_400_000, date: '2025-06-05', sizeSqft: 2_820 },
  { address: 'Saadiyat Beach Residences, Saadiyat Island', type: 'Penthouse', price: 11_750_000, date: '2025-05-28', sizeSqft: 5_230 },
  { address: 'Khalifa City A, Street 14', type: 'Villa', price: 3_900_000, date: '2025-05-21', sizeSqft: 5_400 },
  { address: 'Oasis Residences, Masdar City', type: 'Apartment', price: 905_000, date: '2025-05-14', sizeSqft: 820 },
  { address: 'Addax Port Office Tower, Al Reem Island', type: 'Commercial', price: 2_480_000, date: '2025-05-02', sizeSqft: 1_900 },
];

const dateFormat = new Intl.DateTimeFormat('en-AE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const number = new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0 });

export const RECENT_SALES: TableData = {
  caption: 'Recent property sales in Abu Dhabi (sample transactions, newest first)',
  columns: [
    { key: 'address', label: 'Address' },
    { key: 'type', label: 'Type' },
    { key: 'price', label: 'Price (AED)', numeric: true },
    { key: 'date', label: 'Sale date' },
    { key: 'size', label: 'Size (sq ft)', numeric: true },
  ],
  rows: SALES.map((sale) => ({
    address: sale.address,
    type: sale.type,
    price: formatAed('en', sale.price),
    date: dateFormat.format(new Date(`${sale.date}T00:00:00Z`)),
    size: number.format(sale.sizeSqft),
  })),
};

/** Indicative average asking price per sq ft across Abu Dhabi, by quarter. */
export const PRICE_INDEX = [
  { quarter: 'Q1 2024', pricePerSqft: 1_080 },
  { quarter: 'Q2 2024', pricePerSqft: 1_105 },
  { quarter: 'Q3 2024', pricePerSqft: 1_140 },
  { quarter: 'Q4 2024', pricePerSqft: 1_175 },
  { quarter: 'Q1 2025', pricePerSqft: 1_210 },
  { quarter: 'Q2 2025', pricePerSqft: 1_255 },
] as const;

export const TOP_AREAS: TableData = {
  caption: 'Top-performing communities, Q2 2025 (indicative)',
  columns: [
    { key: 'area', label: 'Area' },
    { key: 'average', label: 'Average price', numeric: true },
    { key: 'perSqft', label: 'AED per sq ft', numeric: true },
    { key: 'change', label: 'Change over 12 months', numeric: true },
    { key: 'yield', label: 'Gross rental yield', numeric: true },
  ],
  rows: [
    { area: 'Saadiyat Island', average: formatAed('en', 4_500_000), perSqft: '2,150', change: '+14%', yield: '5.2%' },
    { area: 'Yas Island', average: formatAed('en', 2_100_000), perSqft: '1,420', change: '+12%', yield: '6.8%' },
    { area: 'Al Raha Beach', average: formatAed('en', 3_200_000), perSqft: '1,380', change: '+10%', yield: '6.1%' },
    { area: 'Downtown Abu Dhabi', average: formatAed('en', 2_800_000), perSqft: '1,250', change: '+15%', yield: '6.4%' },
    { area: 'Abu Dhabi Marina', average: formatAed('en', 2_500_000), perSqft: '1,310', change: '+12%', yield: '6.3%' },
    { area: 'Al Reem Island', average: formatAed('en', 1_450_000), perSqft: '1,180', change: '+9%', yield: '7.2%' },
  ],
};
