import { breadcrumbLd, type Crumb } from '@/lib/json-ld';
import { pageHead } from '@/lib/seo';

// Company pages: /about, /contact-us, /press-centre, /investor-relations, /careers.

export type CompanySlug = 'about' | 'contact-us' | 'press-centre' | 'investor-relations' | 'careers';

export const COMPANY_PAGES: Record<CompanySlug, { path: `/${CompanySlug}`; label: string; title: string; description: string }> = {
  about: {
    path: '/about',
    label: 'About Us',
    title: 'About Manzil: the Abu Dhabi property marketplace',
    description:
      'Manzil (Arabic for home) connects buyers, renters, sellers and agents across Abu Dhabi and the UAE. Our story, what we do and the principles we work by.',
  },
  'contact-us': {
    path: '/contact-us',
    label: 'Contact Us',
    title: 'Contact Manzil: phone, email and office in Abu Dhabi',
    description: 'Call Manzil daily 9:00 AM - 6:00 PM on +971 2 555 0100, email our customer or agent support teams, or visit us on Al Maryah Island, Abu Dhabi.',
  },
  'press-centre': {
    path: '/press-centre',
    label: 'Press Centre',
    title: 'Press centre: Manzil news releases and media contacts',
    description: 'Press releases, company facts and media contacts for journalists covering Manzil and the Abu Dhabi real estate market.',
  },
  'investor-relations': {
    path: '/investor-relations',
    label: 'Investor Relations',
    title: 'Investor relations: Manzil company overview',
    description: 'Manzil’s business model, growth strategy, key facts and contacts for investors in the UAE property technology platform.',
  },
  careers: {
    path: '/careers',
    label: 'Careers',
    title: 'Careers at Manzil: jobs in Abu Dhabi property technology',
    description: 'Join Manzil in Abu Dhabi. Current openings in engineering, property consultancy and market research, and what it is like to work with us.',
  },
};

export function companyCrumbs(slug: CompanySlug): Crumb[] {
  return [{ label: 'Home', to: '/' }, { label: COMPANY_PAGES[slug].label }];
}

export function companyHead(slug: CompanySlug) {
  const page = COMPANY_PAGES[slug];
  return pageHead({ title: page.title, description: page.description, path: page.path, jsonLd: [breadcrumbLd(companyCrumbs(slug), page.path)] });
}

export const CONTACT = {
  phone: '+971 2 555 0100',
  phoneHref: 'tel:+97125550100',
  callHours: 'daily 9:00 AM - 6:00 PM',
  emails: [
    { label: 'Customer support', address: 'hello@manzil.ae', text: 'Questions about searching, saved properties, your account or a listing you have seen.' },
    { label: 'Agents and listings', address: 'agents@manzil.ae', text: 'Listing a property, featured listings, payments and agent profiles.' },
  ],
  address: ['Manzil', 'Level 12, Al Maryah Tower', 'Al Maryah Island', 'Abu Dhabi, United Arab Emirates'],
} as const;

export const ABOUT = {
  intro:
    'Manzil means “home” in Arabic. We built it to make finding, renting and buying a home in Abu Dhabi as clear as it should be: real listings with real prices, honest guides, and a direct line to the owner or agent.',
  story: [
    'Manzil started in Abu Dhabi in 2023, when our founders, an agent and two engineers, grew tired of duplicate listings, “price on request” everywhere and enquiries that vanished. We launched with a few hundred homes on Al Reem and Yas Islands and now cover every major community in the emirate, with a growing selection in Dubai.',
    'Anyone can list for free. Buyers and renters contact owners and agents directly through the platform, and our guides explain the parts of the process that newcomers find hardest: freehold zones, the 2% DMT transfer fee, mortgages, Tawtheeq and the Golden Visa.',
  ],
  offer: [
    { title: 'Search that respects your time', text: 'Filters by area, type, price and bedrooms that actually apply, with under-offer and sold homes hidden unless you ask for them.' },
    { title: 'Works offline', text: 'Install Manzil on your phone and reopen listings you have seen without a connection. Save homes, write to agents and draft listings with photos offline: everything is kept on your phone and sent when you are back online.' },
    { title: 'Free listings for owners and agents', text: 'List up to five photos per property at no cost, manage enquiries from one dashboard and feature a listing when you need more reach.' },
    { title: 'Local knowledge', text: 'Area guides, price data and step-by-step guides written for Abu Dhabi’s rules and communities.' },
  ],
  values: [
    'Accuracy first: we remove listings that are sold, let or misleading.',
    'Privacy by default: no advertising trackers, and your contact details go only to the owner you write to.',
    'Accessible to everyone: keyboard and screen-reader friendly, fast on any phone.',
  ],
} as const;

export const PRESS_RELEASES = [
  {
    date: '2025-06-30',
    title: 'Manzil launches offline-ready app for Abu Dhabi property seekers',
    summary: 'The installable app lets users browse cached listings, save homes and draft listings without a connection.',
  },
  {
    date: '2025-03-18',
    title: 'Manzil adds area guides for Saadiyat Island, Yas Island, the Marina and Downtown',
    summary: 'New guides bring price ranges, yields, highlights and buying rules for four of the capital’s most searched areas.',
  },
  {
    date: '2024-11-05',
    title: 'Manzil opens its Al Maryah Island headquarters',
    summary: 'The team moves into a new office in Abu Dhabi’s financial district, close to ADGM.',
  },
] as const;

export const PRESS_FACTS = [
  { label: 'Founded', value: '2023, Abu Dhabi' },
  { label: 'Headquarters', value: 'Al Maryah Island, Abu Dhabi' },
  { label: 'Coverage', value: 'Abu Dhabi and Dubai' },
  { label: 'Media contact', value: 'press@manzil.ae' },
] as const;

export const INVESTOR = {
  overview: [
    'Manzil is a property marketplace for Abu Dhabi and the wider UAE. Listings are free; revenue comes from featured listings, which owners and agents buy to give a property more visibility for one month.',
    'The UAE property market combines population growth, freehold ownership for foreign buyers in designated zones, and long-term residency through the Golden Visa. Abu Dhabi in particular has a high share of end users and rental yields of 5–8%, which supports steady listing volumes across the cycle.',
  ],
  pillars: [
    { title: 'Growth strategy', text: 'Deepen coverage in every Abu Dhabi community, then expand across the Northern Emirates with the same free-listing model.' },
    { title: 'Technology', text: 'An installable, offline-capable app with server-side security rules and payment verification, built to run lean.' },
    { title: 'Governance', text: 'Privately held. Personal data handled under the UAE PDPL; payments verified on the server by our payment provider.' },
  ],
  contact: 'investors@manzil.ae',
} as const;

export interface JobOpening {
  role: string;
  location: string;
  type: string;
  team: string;
  description: string;
}

export const JOB_OPENINGS: JobOpening[] = [
  {
    role: 'Senior Front-end Engineer',
    location: 'Abu Dhabi (Al Maryah Island), hybrid',
    type: 'Full-time',
    team: 'Engineering',
    description:
      'Build the Manzil app with React, TypeScript and TanStack: fast search, offline support and accessible interfaces used by thousands of home seekers every day.',
  },
  {
    role: 'Property Consultant, Saadiyat and Yas',
    location: 'Abu Dhabi',
    type: 'Full-time',
    team: 'Sales',
    description:
      'Help buyers and investors find homes on Saadiyat and Yas Islands, from first viewing to DMT transfer. ADREC broker registration, or willingness to obtain it; Arabic is a plus.',
  },
  {
    role: 'Real Estate Data Analyst',
    location: 'Abu Dhabi or remote (UAE)',
    type: 'Contract, 12 months',
    team: 'Research',
    description:
      'Own our house price index and area guides: clean listing and transaction data, track prices and yields by community, and turn the numbers into clear insight.',
  },
];

export const CAREERS_EMAIL = 'careers@manzil.ae';
