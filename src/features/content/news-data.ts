import { breadcrumbLd, type Crumb } from '@/lib/json-ld';
import { pageHead } from '@/lib/seo';

// /property-news: five dated sample cards; 'Read more' links point to '#' (spec.md section 2).

export interface NewsItem {
  /** ISO date. */
  date: string;
  category: string;
  title: string;
  summary: string;
}

export const NEWS_ITEMS: NewsItem[] = [
  {
    date: '2025-07-08',
    category: 'Market',
    title: 'Abu Dhabi home sales keep climbing through the first half of 2025',
    summary:
      'Transaction volumes on Yas, Saadiyat and Al Reem Islands rose again in the second quarter, led by off-plan launches and end users upgrading to villas. Agents report waiting lists for ready family homes in Yas Acres and Al Raha Gardens.',
  },
  {
    date: '2025-06-19',
    category: 'Regulation',
    title: 'DMT expands online property services for buyers and sellers',
    summary:
      'More steps of a sale, from no-objection certificates to title deed issuance, can now be completed online through the Department of Municipalities and Transport, shortening typical completion times for cash buyers to a few days.',
  },
  {
    date: '2025-05-27',
    category: 'Rentals',
    title: 'Rents in central Abu Dhabi edge up as supply stays tight',
    summary:
      'Asking rents for one- and two-bedroom apartments in Downtown and on Al Reem Island rose over the spring. Tenants renewing are increasingly offered fewer cheques in exchange for a small discount; every renewal must still be registered with Tawtheeq.',
  },
  {
    date: '2025-04-14',
    category: 'Off-plan',
    title: 'New waterfront launches on Saadiyat and Yas draw overseas investors',
    summary:
      'Developers released new apartment and villa phases with payment plans spreading up to 70% of the price over construction. Buyers from Europe, India and the wider Gulf were prominent, many targeting the AED 2M Golden Visa threshold.',
  },
  {
    date: '2025-02-10',
    category: 'Finance',
    title: 'Mortgage demand rises as buyers lock in fixed rates',
    summary:
      'Banks report more first-time buyers applying for mortgages, with residents borrowing up to 80% of a first home’s value. Brokers advise comparing the reversion rate after the fixed period as well as the headline rate.',
  },
];

export const NEWS_PATH = '/property-news';
export const NEWS_CRUMBS: Crumb[] = [{ label: 'Home', to: '/' }, { label: 'Property News' }];

export function newsHead() {
  return pageHead({
    title: 'Abu Dhabi property news and market updates',
    description: 'The latest Abu Dhabi real estate news: sales activity, rents, off-plan launches, mortgages and DMT regulation updates from 2025.',
    path: NEWS_PATH,
    jsonLd: [breadcrumbLd(NEWS_CRUMBS, NEWS_PATH)],
  });
}
