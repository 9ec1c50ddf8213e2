import { breadcrumbLd, type Crumb } from '@/lib/json-ld';
import { pageHead } from '@/lib/seo';

// One entry per static page this module renders: its path, breadcrumb label, h1, intro and the
// metadata its route's `head` returns. Titles and descriptions are unique per page.

export interface ContentPageMeta {
  path: string;
  /** The breadcrumb label (Home, then this). */
  label: string;
  heading: string;
  intro: string;
  title: string;
  description: string;
}

export const CONTENT_PAGES = {
  commercialProperty: {
    path: '/commercial-property',
    label: 'Commercial Property',
    heading: 'Commercial property in Abu Dhabi',
    intro:
      'Offices in ADGM on Al Maryah Island, shops on Yas Bay, warehouses in Mussafah and development plots across the emirate. Choose rent or buy, pick a sector and search by area.',
    title: 'Commercial property to rent and buy in Abu Dhabi',
    description:
      'Search offices, retail units, warehouses, hotels and development land to rent or buy in Abu Dhabi, from ADGM on Al Maryah Island to Mussafah and Masdar City.',
  },
  commercialForSale: {
    path: '/commercial-for-sale',
    label: 'Commercial for Sale',
    heading: 'Commercial property for sale',
    intro:
      'Freehold offices, shops, warehouses and whole buildings for investors and owner-occupiers. Foreign buyers can own freehold in Abu Dhabi investment zones; prices exclude the 2% transfer fee.',
    title: 'Commercial property for sale in Abu Dhabi: offices, retail, warehouses',
    description:
      'Six commercial properties for sale in Abu Dhabi: an ADGM office, Yas Bay retail, a Mussafah warehouse, a mixed-use building, a full floor on Al Reem Island and a hotel.',
  },
  commercialToRent: {
    path: '/commercial-to-rent',
    label: 'Commercial to Rent',
    heading: 'Commercial property to rent',
    intro:
      'Offices, shops, showrooms and warehouses to lease, priced per year as commercial rents in Abu Dhabi usually are. Leases are registered in Tawtheeq like homes, and rent is often paid in quarterly cheques.',
    title: 'Commercial property to rent in Abu Dhabi: annual rents in AED',
    description:
      'Offices, retail units, showrooms, serviced offices and warehouses to rent in Abu Dhabi, with annual rents in AED, sizes and what each lease includes.',
  },
  overseasHomes: {
    path: '/overseas-homes',
    label: 'Overseas Homes',
    heading: 'Overseas homes for UAE buyers',
    intro:
      'Homes abroad that UAE residents often compare with Abu Dhabi: London, New York, Barcelona, Paris, Singapore and Bali. Prices are shown in the currency each market trades in.',
    title: 'Overseas homes for sale: London, New York, Paris, Singapore and more',
    description:
      'Sample overseas homes for UAE-based buyers in London, New York, Barcelona, Paris, Singapore and Bali, priced in USD, EUR and SGD with beds, baths and size.',
  },
  soldPrices: {
    path: '/sold-prices',
    label: 'Sold Prices',
    heading: 'Sold property prices in Abu Dhabi',
    intro:
      'What homes really sold for, not what they were listed at. Every sale in Abu Dhabi is registered with the Department of Municipalities and Transport, which is why recent transactions are the best guide to value.',
    title: 'Sold house prices in Abu Dhabi: recent property transactions',
    description:
      'Recent property sales in Abu Dhabi with address, type, price in AED, sale date and size, from Al Reem Island and Saadiyat to Yas Island and Khalifa City.',
  },
  findAgent: {
    path: '/find-agent',
    label: 'Find an Agent',
    heading: 'Find a property agent in Abu Dhabi',
    intro:
      'Search licensed agents by area, specialism and the language you prefer. In Abu Dhabi, brokers must be registered with the Department of Municipalities and Transport: ask for the licence number before you sign anything.',
    title: 'Find a licensed property agent in Abu Dhabi',
    description:
      'Find licensed Abu Dhabi property agents by area, specialization (residential, commercial, luxury, investment, off-plan) and language, then contact them through Manzil.',
  },
  stampDutyCalculator: {
    path: '/stamp-duty-calculator',
    label: 'Stamp Duty Calculator',
    heading: 'Stamp duty (transfer fee) calculator',
    intro:
      'Abu Dhabi has no stamp duty as such: buyers pay a transfer fee of 2% of the price when the sale is registered with the Department of Municipalities and Transport. Enter the price to see the fee.',
    title: 'Abu Dhabi property transfer fee calculator (2%)',
    description:
      'Work out the 2% Abu Dhabi property transfer fee (the local equivalent of stamp duty) on any price in AED, with notes for first-time buyers, movers, investors and companies.',
  },
  housePriceIndex: {
    path: '/house-price-index',
    label: 'House Price Index',
    heading: 'Abu Dhabi house price index',
    intro:
      'Average asking prices per square foot across Abu Dhabi, quarter by quarter, with the communities moving fastest. Figures are indicative and rounded; for official numbers check the transactions published by the Abu Dhabi Real Estate Centre.',
    title: 'Abu Dhabi house price index: average prices by quarter',
    description:
      'Quarterly average property prices per square foot in Abu Dhabi, the top-performing communities and an analysis of what is driving the market.',
  },
  propertyGuides: {
    path: '/property-guides',
    label: 'Property Guides',
    heading: 'Property guides for Abu Dhabi',
    intro:
      'Plain-English guides to buying, selling and renting in Abu Dhabi: who can own where, what each step costs and which government systems you will meet along the way.',
    title: 'Abu Dhabi property guides: buying, selling and renting explained',
    description:
      'Guides to Abu Dhabi property: freehold investment zones for foreigners, DMT registration, Tawtheeq tenancy contracts, mortgages, fees and rental yields.',
  },
  buyerGuides: {
    path: '/buyer-guides',
    label: 'Buyer Guides',
    heading: 'Buying property in Abu Dhabi',
    intro:
      'From setting a budget to collecting your title deed: where foreigners can buy, how much deposit you need, the fees to plan for and how the transfer works.',
    title: 'Buyer guide: how to buy property in Abu Dhabi',
    description:
      'How to buy a home in Abu Dhabi: freehold zones for foreign buyers, mortgages up to 80% for residents, the 2% transfer fee, agent commission and the Golden Visa.',
  },
  sellerGuides: {
    path: '/seller-guides',
    label: 'Seller Guides',
    heading: 'Selling property in Abu Dhabi',
    intro:
      'Seven steps from valuation to transfer, with the documents you need at each stage and the costs a seller usually carries.',
    title: 'Seller guide: 7 steps to sell your property in Abu Dhabi',
    description:
      'Sell your Abu Dhabi property in seven steps: valuation, choosing a licensed agent, documents, marketing, the MOU, developer NOC and transfer at the DMT.',
  },
  renterGuides: {
    path: '/renter-guides',
    label: 'Renter Guides',
    heading: 'Renting a home in Abu Dhabi',
    intro:
      'Six steps to a signed, registered lease: budgets and cheques, viewings, deposits and fees, the contract, Tawtheeq registration and connecting utilities.',
    title: 'Renter guide: how to rent a home in Abu Dhabi',
    description:
      'Renting in Abu Dhabi in six steps: a 5% security deposit, a 5% agency fee, rent in 1-4 cheques, Tawtheeq registration and setting up utilities.',
  },
} as const satisfies Record<string, ContentPageMeta>;

export type ContentPageKey = keyof typeof CONTENT_PAGES;

/** Home, then the page label. */
export function contentCrumbs(key: ContentPageKey): Crumb[] {
  return [{ label: 'Home', to: '/' }, { label: CONTENT_PAGES[key].label }];
}

/** The `head` of a content page: title, description, canonical and the breadcrumb JSON-LD. */
export function contentHead(key: ContentPageKey, extraJsonLd: object[] = []) {
  const page = CONTENT_PAGES[key];
  return pageHead({
    title: page.title,
    description: page.description,
    path: page.path,
    jsonLd: [breadcrumbLd(contentCrumbs(key), page.path), ...extraJsonLd],
  });
}
