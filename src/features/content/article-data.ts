import { articleLd, breadcrumbLd, type Crumb } from '@/lib/json-ld';
import { pageHead } from '@/lib/seo';

// /articles (and /tech-blog, the same screen) plus the three long-form articles. One data list,
// two templates: article-list.tsx and article-page.tsx.

export type ArticleSlug = 'buyers-guide' | 'investment-strategies' | 'neighborhood-analysis';

export interface ArticleSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface Article {
  slug: ArticleSlug;
  path: `/articles/${ArticleSlug}`;
  title: string;
  metaTitle: string;
  description: string;
  /** ISO date. */
  datePublished: string;
  readingMinutes: number;
  intro: string;
  sections: ArticleSection[];
}

export const ARTICLES: Record<ArticleSlug, Article> = {
  'buyers-guide': {
    slug: 'buyers-guide',
    path: '/articles/buyers-guide',
    title: 'How to buy property in Abu Dhabi',
    metaTitle: 'Buying property in Abu Dhabi: step-by-step buyer’s guide 2025',
    description:
      'How to buy a home in Abu Dhabi in 2025: freehold zones, budgets and fees (2% DMT transfer fee, ~2% commission), mortgages, the MOU, NOC and transfer.',
    datePublished: '2025-05-12',
    readingMinutes: 9,
    intro:
      'Abu Dhabi has become one of the most buyer-friendly property markets in the Gulf: freehold ownership for every nationality in the investment zones, a transparent land registry run by the Department of Municipalities and Transport (DMT), and mortgages from a dozen banks. This guide walks through every step, from setting a budget to collecting your title deed.',
    sections: [
      {
        heading: '1. Know where you can buy',
        paragraphs: [
          'Law No. 13 of 2019 lets non-UAE nationals own freehold property inside Abu Dhabi’s designated investment zones. The best-known are Al Reem Island, Al Maryah Island, Saadiyat Island, Yas Island, Al Raha Beach, Masdar City, Al Reef, Al Ghadeer, Hydra Village and Jubail Island.',
          'Outside those zones, foreign buyers can acquire musataha (a right to build and use land) or usufruct (a right to use and benefit from a property) for up to 99 years. Both are registered with the DMT and can be sold or inherited, but they are not outright ownership, so check the title type before you make an offer.',
        ],
      },
      {
        heading: '2. Set a realistic budget',
        paragraphs: [
          'On top of the purchase price, budget around 4% to 5% for costs. Mortgage buyers also need a deposit: at least 20% of the price for a resident’s first home up to AED 5M, more above that or for non-residents.',
        ],
        bullets: [
          'DMT transfer (registration) fee: 2% of the sale price, usually paid by the buyer.',
          'Agent commission: about 2% of the price, plus 5% VAT.',
          'Mortgage registration: 0.1% of the loan amount, plus bank valuation (about AED 2,500 to 3,500) and arrangement fees of up to 1%.',
          'Service charges: paid yearly to the owners’ association, typically AED 10 to 25 per square foot.',
        ],
      },
      {
        heading: '3. Arrange your finance first',
        paragraphs: [
          'Get a mortgage pre-approval before you start viewing: it shows sellers you are serious and tells you exactly what you can spend. UAE residents can usually borrow up to 80% of the value of a first home (70% above AED 5M); non-residents can borrow up to 75% with some lenders, though many cap them at 50% to 60%.',
          'Compare fixed-rate periods (commonly one to five years) and the variable rate the loan reverts to afterwards, usually set as a margin over EIBOR. Early settlement is capped by UAE Central Bank rules at 1% of the outstanding balance or AED 10,000, whichever is less.',
        ],
      },
      {
        heading: '4. Choose the property and agree terms',
        paragraphs: [
          'Use a licensed agent registered with the DMT: they can confirm that the seller owns the property and that there are no outstanding service charges or mortgages. Once you agree a price, both parties sign a memorandum of understanding (MOU) that records the price, the deposit (typically 10%), who pays which fees and the completion date.',
          'For an off-plan purchase from a developer, you sign a sale and purchase agreement instead; the project must be registered with the DMT and your instalments are paid into an escrow account.',
        ],
      },
      {
        heading: '5. Clearances and transfer',
        paragraphs: [
          'The seller requests a no-objection certificate (NOC) from the developer confirming that service charges are settled. If the seller has a mortgage, their bank issues a liability letter and is paid off at transfer with a manager’s cheque.',
          'Transfer takes place through the DMT’s online services or at a customer happiness centre. The buyer pays the balance and the 2% fee, and the new title deed is issued electronically, usually the same day.',
        ],
      },
      {
        heading: '6. After you get the keys',
        paragraphs: [
          'Register with TAQA’s distribution company (ADDC or AADC) for water and electricity, set up internet and cooling (district cooling in many towers is billed separately), and keep a copy of the title deed for your bank and for any Golden Visa application. A property worth AED 2M or more can qualify you for the 10-year Golden Visa.',
        ],
      },
    ],
  },
  'investment-strategies': {
    slug: 'investment-strategies',
    path: '/articles/investment-strategies',
    title: 'Property investment strategies for Abu Dhabi',
    metaTitle: 'Abu Dhabi property investment strategies: yields, off-plan and visas',
    description:
      'Buy-to-let, off-plan, holiday homes and Golden Visa planning in Abu Dhabi: where yields of 5–8% come from, what they cost and how to manage the risks.',
    datePublished: '2025-06-03',
    readingMinutes: 8,
    intro:
      'Abu Dhabi’s market is smaller and less speculative than Dubai’s, with a larger share of end users and a steady flow of government, energy and finance jobs. That makes it attractive for income-focused investors. Here are the main strategies, the numbers behind them and the risks to watch.',
    sections: [
      {
        heading: 'Buy-to-let for steady income',
        paragraphs: [
          'Gross rental yields across Abu Dhabi generally sit between 5% and 8%. Studios and one-bedroom apartments in Yas Island, Al Reem Island and Downtown achieve the higher end because they are easy to let to single professionals; large villas yield less but attract long-staying families.',
          'Work out the net yield before buying: subtract service charges, maintenance (budget about 1% of the value per year), property management (usually 5% of the rent) and a month of vacancy. A 7% gross yield often becomes 5% to 5.5% net.',
        ],
        bullets: [
          'Every lease must be registered with Tawtheeq; without it you cannot enforce the contract.',
          'Rent is commonly paid in one to four cheques; fewer cheques usually mean a small discount.',
          'Abu Dhabi has no annual property tax and no tax on rental income for individuals.',
        ],
      },
      {
        heading: 'Off-plan for capital growth',
        paragraphs: [
          'Developers such as Aldar, Imkan, Bloom and Modon launch projects with payment plans that spread 50% to 70% of the price over construction. Buying early can secure lower prices, and strong launches have often resold at a premium before handover.',
          'The risks are delays, changes in market sentiment and the cost of holding the unit until it produces income. Check the project’s DMT registration, the escrow account and the developer’s track record, and only commit to payments you could still make if you could not resell.',
        ],
      },
      {
        heading: 'Holiday homes near the attractions',
        paragraphs: [
          'Short-term lets on Yas and Saadiyat Islands benefit from year-round tourism, the Formula 1 weekend, concerts at Etihad Arena and museum visitors. Holiday homes must be licensed with the Department of Culture and Tourism; occupancy and nightly rates vary strongly by season, so model the summer months conservatively.',
        ],
      },
      {
        heading: 'Residency through property',
        paragraphs: [
          'Owning property worth at least AED 2M qualifies investors for the 10-year Golden Visa, renewable as long as they keep the property. Earlier schemes set AED 5M and AED 10M thresholds, which you may still see quoted. Mortgaged and approved off-plan properties can count, subject to the rules in force when you apply.',
        ],
      },
      {
        heading: 'Managing the risks',
        paragraphs: [
          'Property is illiquid and transaction costs of 4% to 5% mean short holding periods rarely pay off. Diversify across unit types or communities, keep a cash buffer of at least six months of costs, and stress-test your mortgage at a rate two points higher than today’s.',
        ],
        bullets: [
          'Check supply: large handovers in one community can push rents down for a year or two.',
          'Read the service charge history; sharp rises erode yield.',
          'Use DMT-registered agents and keep every payment traceable.',
        ],
      },
    ],
  },
  'neighborhood-analysis': {
    slug: 'neighborhood-analysis',
    path: '/articles/neighborhood-analysis',
    title: 'Abu Dhabi neighbourhood analysis',
    metaTitle: 'Abu Dhabi neighbourhood analysis 2025: Reem, Saadiyat, Yas and more',
    description:
      'Compare Abu Dhabi’s main communities: Al Reem Island, Saadiyat, Yas, Al Raha Beach, Khalifa City and Downtown, with prices, yields, schools and commute.',
    datePublished: '2025-07-01',
    readingMinutes: 10,
    intro:
      'Abu Dhabi’s communities differ sharply in price, lifestyle and return. This analysis compares the areas buyers and tenants ask about most, so you can shortlist before you start viewing.',
    sections: [
      {
        heading: 'Al Reem Island: urban towers and strong rents',
        paragraphs: [
          'Minutes from Downtown and Al Maryah Island (home of the Abu Dhabi Global Market, ADGM), Al Reem is the capital’s largest freehold apartment district. One-bedroom units start around AED 900,000 and gross yields of 6% to 7.5% are common. Shams Abu Dhabi, Marina Square and Najmat are the main sub-communities.',
        ],
      },
      {
        heading: 'Saadiyat Island: culture and beaches at the top of the market',
        paragraphs: [
          'Saadiyat has Abu Dhabi’s most expensive homes: apartments from about AED 1.5M to 8M, villas from AED 8M to more than AED 25M and penthouses beyond AED 35M. Yields are lower (around 4% to 5.5%), but capital growth has been among the strongest in the emirate thanks to the Cultural District and limited beachfront land.',
        ],
      },
      {
        heading: 'Yas Island: entertainment and high yields',
        paragraphs: [
          'Yas offers apartments from about AED 1.2M to 5M and villas from AED 4M to more than AED 15M. Demand from airline, events and hospitality staff keeps rental yields around 6% to 8%, and the island is ten minutes from Zayed International Airport.',
        ],
      },
      {
        heading: 'Al Raha Beach and Al Raha Gardens: waterfront and family villas',
        paragraphs: [
          'Al Raha Beach mixes canal-side apartments (Al Bandar, Al Muneera, Al Zeina) with easy access to Yas and the airport; Al Raha Gardens next door offers 1990s-style townhouses and villas with large plots. Average prices sit around AED 3.2M, and both are popular with families working on Yas Island or at Khalifa University.',
        ],
      },
      {
        heading: 'Khalifa City and Mohammed Bin Zayed City: space for less',
        paragraphs: [
          'These mainland suburbs offer large villas and many international schools at a fraction of island prices. Most plots are not freehold for non-UAE nationals, so they are mainly rental markets for expatriates; villas rent for roughly AED 120,000 to 200,000 a year.',
        ],
      },
      {
        heading: 'Downtown and the Corniche: the shortest commute',
        paragraphs: [
          'Central Abu Dhabi suits tenants who want to walk to work and to the beach. Prices average about AED 2.8M and have risen about 15% in a year. Much of the area is outside the investment zones, so foreign buyers should check the title type before buying.',
        ],
      },
      {
        heading: 'How to choose',
        paragraphs: ['Start from your commute, schools and budget, then weigh yield against growth:'],
        bullets: [
          'Highest yields: Yas Island, Al Reem Island, Downtown studios and one-bedroom units.',
          'Strongest long-term growth: Saadiyat Island, Jubail Island and beachfront Yas.',
          'Best value for families: Al Raha Gardens, Al Reef, Khalifa City (rent) and Yas Acres.',
          'Easiest for first-time foreign buyers: any freehold investment zone with a good resale market, such as Al Reem or Al Raha Beach.',
        ],
      },
    ],
  },
};

export const ARTICLE_SLUGS = Object.keys(ARTICLES) as ArticleSlug[];

/** The five cards of /articles and /tech-blog, in order (spec.md section 2). */
export const ARTICLE_LIST_CARDS: { to: string; title: string; description: string; category: string }[] = [
  { to: '/articles/buyers-guide', title: ARTICLES['buyers-guide'].title, description: ARTICLES['buyers-guide'].description, category: 'Buying' },
  {
    to: '/articles/investment-strategies',
    title: ARTICLES['investment-strategies'].title,
    description: ARTICLES['investment-strategies'].description,
    category: 'Investing',
  },
  {
    to: '/articles/neighborhood-analysis',
    title: ARTICLES['neighborhood-analysis'].title,
    description: ARTICLES['neighborhood-analysis'].description,
    category: 'Areas',
  },
  {
    to: '/property-guides',
    title: 'Property guides',
    description: 'Practical guides for buyers, sellers and renters: costs, paperwork and timelines in Abu Dhabi and the UAE.',
    category: 'Guides',
  },
  {
    to: '/house-price-index',
    title: 'House price index',
    description: 'How asking prices are moving across Abu Dhabi’s communities, with the top-performing areas and our analysis.',
    category: 'Market data',
  },
];

export const ARTICLES_CRUMB: Crumb = { label: 'Articles', to: '/articles' };

export function articleCrumbs(article: Article): Crumb[] {
  return [{ label: 'Home', to: '/' }, ARTICLES_CRUMB, { label: article.title }];
}

export function articleHead(slug: ArticleSlug) {
  const article = ARTICLES[slug];
  return pageHead({
    title: article.metaTitle,
    description: article.description,
    path: article.path,
    type: 'article',
    jsonLd: [
      articleLd({ headline: article.title, description: article.description, path: article.path, datePublished: article.datePublished }),
      breadcrumbLd(articleCrumbs(article), article.path),
    ],
  });
}

/** /articles and /tech-blog show the same screen; each keeps its own title, description and canonical path. */
export type ArticleListVariant = 'articles' | 'tech-blog';

export const ARTICLE_LIST_PAGES: Record<ArticleListVariant, { path: string; label: string; title: string; description: string }> = {
  articles: {
    path: '/articles',
    label: 'Articles',
    title: 'Abu Dhabi property articles: buying, investing and areas',
    description: 'Guides and analysis on Abu Dhabi real estate: a step-by-step buyer’s guide, investment strategies, neighbourhood comparisons and market data.',
  },
  'tech-blog': {
    path: '/tech-blog',
    label: 'Tech Blog',
    title: 'Manzil blog: property insights and market analysis',
    description: 'The Manzil blog: in-depth reads on buying and investing in Abu Dhabi, neighbourhood analysis, property guides and the house price index.',
  },
};

export function articleListCrumbs(variant: ArticleListVariant): Crumb[] {
  return [{ label: 'Home', to: '/' }, { label: ARTICLE_LIST_PAGES[variant].label }];
}

export function articleListHead(variant: ArticleListVariant) {
  const page = ARTICLE_LIST_PAGES[variant];
  return pageHead({
    title: page.title,
    description: page.description,
    path: page.path,
    jsonLd: [breadcrumbLd(articleListCrumbs(variant), page.path)],
  });
}
