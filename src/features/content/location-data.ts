import { PREMIUM_AREA_CARDS } from '@/lib/areas';
import { breadcrumbLd, faqPageLd, placeLd, type Crumb } from '@/lib/json-ld';
import { pageHead } from '@/lib/seo';

// The four area guides (spec.md section 2, "Location pages"): one data record per area, one
// template (location-page.tsx). Marketing figures come from spec.md section 9.

export type LocationSlug = 'abu-dhabi-marina' | 'downtown-abu-dhabi' | 'saadiyat-island' | 'yas-island';

export interface LocationStats {
  /** Listings in the area, shown as '500+'. */
  properties: number;
  /** Average asking price in AED, shown as '2.5M AED'. */
  averagePrice: number;
  /** Price growth over the last twelve months, in percent, shown as '+12%'. */
  growthPercent: number;
}

export interface LocationPropertyType {
  type: string;
  /** 'Starting from' price in AED. */
  startingFrom: number;
  description: string;
}

export interface LocationPriceRange {
  label: string;
  /** Display text, e.g. '1.5M – 8M AED'. */
  range: string;
  note: string;
}

export interface LocationArea {
  slug: LocationSlug;
  path: `/${LocationSlug}`;
  /** The area name used in search links: /buy?location={name}. */
  name: string;
  metaTitle: string;
  metaDescription: string;
  tagline: string;
  latitude: number;
  longitude: number;
  /** Paragraphs under 'About {name}'. */
  description: string[];
  /** Extra titled sections (living, ownership, transport ...). */
  sections: { heading: string; paragraphs: string[] }[];
  stats?: LocationStats;
  propertyTypes?: LocationPropertyType[];
  attractions?: { name: string; travelTime: string; note: string }[];
  highlights?: { title: string; text: string }[];
  priceRanges?: LocationPriceRange[];
  faqs?: { question: string; answer: string }[];
}

function cardStats(slug: LocationSlug, growthPercent: number): LocationStats {
  const card = PREMIUM_AREA_CARDS.find((c) => c.slug === slug);
  if (!card) throw new Error(`No area card for ${slug}`);
  return { properties: card.properties, averagePrice: card.averagePrice, growthPercent };
}

export const LOCATIONS: Record<LocationSlug, LocationArea> = {
  'abu-dhabi-marina': {
    slug: 'abu-dhabi-marina',
    path: '/abu-dhabi-marina',
    name: 'Abu Dhabi Marina',
    metaTitle: 'Abu Dhabi Marina: apartments and villas for sale and rent',
    metaDescription:
      'Abu Dhabi Marina area guide: 500+ properties, an average price of AED 2.5M and +12% growth. Waterfront apartments, villas and penthouses near Marina Mall and the Breakwater.',
    tagline: 'Waterfront towers, yacht berths and sunset views across the Arabian Gulf, minutes from the Corniche.',
    latitude: 24.48,
    longitude: 54.32,
    description: [
      'Abu Dhabi Marina sits on the Breakwater at the western tip of Abu Dhabi Island, wrapped around Marina Mall, the Theatre of Digital Art and the yacht club. Residents get open sea views on one side and the Corniche skyline on the other, with Emirates Palace Mandarin Oriental, Qasr Al Watan and the Etihad Towers all within a few minutes’ drive.',
      'Homes here are mostly mid- and high-rise apartments with balconies facing the water, plus a small number of beachfront villas and duplex penthouses. Many buildings include a marina berth option, private beach access, pools and gyms, which keeps demand steady from professionals working in the city centre and on Al Maryah Island.',
      'Because supply on the Breakwater is limited by the shoreline, new launches are rare and well-kept units tend to hold their value; asking prices have risen about 12% over the last year.',
    ],
    sections: [
      {
        heading: 'Living in the Marina',
        paragraphs: [
          'Daily life revolves around the waterfront promenade: cafés at Marina Mall, the Abu Dhabi Heritage Village, the Corniche beach with its lifeguarded sections and cycling track, and the public parks along the breakwater. Schools in Al Khalidiyah and Al Bateen are 10 to 15 minutes away, and Cleveland Clinic Abu Dhabi on Al Maryah Island about 15 minutes.',
          'Service charges for waterfront towers usually run between AED 12 and AED 22 per square foot per year; ask the seller for the latest service charge statement before you make an offer.',
        ],
      },
      {
        heading: 'Ownership and buying rules',
        paragraphs: [
          'Not every building in the Marina is open to non-UAE nationals on a freehold basis. Before you commit, check the title deed type with the Department of Municipalities and Transport (DMT) or your conveyancer: buildings inside Abu Dhabi’s investment zones can be bought freehold by any nationality, others are sold on long leases of up to 99 years.',
          'At transfer, the buyer normally pays the 2% registration (transfer) fee to the DMT and an agent commission of about 2% plus VAT. Residents can borrow up to 80% of the value for a first home; non-residents up to 75%, depending on the bank.',
        ],
      },
    ],
    stats: cardStats('abu-dhabi-marina', 12),
    propertyTypes: [
      { type: 'Studio and 1-bedroom apartments', startingFrom: 950_000, description: 'Compact sea-view units popular with young professionals; typical annual rents of AED 75,000 to 110,000.' },
      { type: '2- and 3-bedroom apartments', startingFrom: 1_900_000, description: 'Family-sized layouts with maid’s rooms and wrap-around balconies over the marina.' },
      { type: 'Penthouses', startingFrom: 5_500_000, description: 'Duplex and sky-villa penthouses with private terraces and full Gulf views.' },
      { type: 'Beachfront villas', startingFrom: 9_000_000, description: 'A handful of 4- to 6-bedroom villas with private beach access on the Breakwater.' },
    ],
  },
  'downtown-abu-dhabi': {
    slug: 'downtown-abu-dhabi',
    path: '/downtown-abu-dhabi',
    name: 'Downtown Abu Dhabi',
    metaTitle: 'Downtown Abu Dhabi: city-centre property for sale and rent',
    metaDescription:
      'Downtown Abu Dhabi guide: 800+ properties, average price AED 2.8M, +15% growth. Corniche apartments, nearby attractions with travel times and starting prices.',
    tagline: 'Corniche views, walkable streets and the capital’s business district on your doorstep.',
    latitude: 24.4895,
    longitude: 54.357,
    description: [
      'Downtown Abu Dhabi is the historic centre of the island: the Corniche, Al Markaziyah, Al Khalidiyah, the Tourist Club Area and the streets around Qasr Al Hosn, the city’s oldest stone building. It is where most government departments, banks and head offices sit, so it is the shortest commute in the capital for a large share of the workforce.',
      'Housing is dominated by apartment towers, from 1990s buildings with generous floor plans to new mixed-use developments with gyms, pools and concierge. Prices have risen about 15% over the last year as new supply has stayed limited and demand from professionals who want to live close to work has grown.',
      'Expect a livelier, more urban feel than the island communities: restaurants open late, supermarkets and pharmacies are a short walk away, and public buses run frequently along Hamdan Street, Electra Street and the Corniche.',
    ],
    sections: [
      {
        heading: 'Ownership and buying rules',
        paragraphs: [
          'Much of central Abu Dhabi lies outside the designated investment zones, so outright freehold is generally reserved for UAE nationals, while other buyers acquire long-lease (musataha or usufruct) rights of up to 99 years or look to freehold towers on nearby Al Reem and Al Maryah Islands. Always confirm the title type with the DMT before paying a deposit.',
          'Tenancy contracts in Downtown, as everywhere in the emirate, must be registered with Tawtheeq. Landlords typically ask for rent in one to four cheques, a 5% security deposit and a 5% agency fee.',
        ],
      },
    ],
    stats: cardStats('downtown-abu-dhabi', 15),
    propertyTypes: [
      { type: 'Studio and 1-bedroom apartments', startingFrom: 850_000, description: 'Easy-to-let units close to offices and the Corniche; gross yields often reach 7%.' },
      { type: '2- and 3-bedroom apartments', startingFrom: 1_600_000, description: 'Spacious city flats, many with Corniche or Gulf views and covered parking.' },
      { type: 'Penthouses', startingFrom: 4_800_000, description: 'Top-floor homes in landmark towers along the Corniche and Al Khalidiyah.' },
      { type: 'Townhouses and villas', startingFrom: 6_500_000, description: 'Rare low-rise homes in Al Khalidiyah and Al Bateen, on the edge of Downtown.' },
    ],
    attractions: [
      { name: 'Corniche Beach', travelTime: '5 minutes', note: 'Lifeguarded beach, 8 km promenade and cycle track.' },
      { name: 'Qasr Al Hosn', travelTime: '5 minutes', note: 'The city’s oldest stone building and cultural foundation.' },
      { name: 'Qasr Al Watan', travelTime: '10 minutes', note: 'Presidential palace with library and evening light show.' },
      { name: 'The Galleria Al Maryah Island', travelTime: '10 minutes', note: 'Luxury shopping and dining in the financial district (ADGM).' },
      { name: 'Louvre Abu Dhabi', travelTime: '15 minutes', note: 'Universal museum under its floating dome on Saadiyat Island.' },
      { name: 'Sheikh Zayed Grand Mosque', travelTime: '20 minutes', note: 'One of the world’s largest mosques, open to visitors daily.' },
      { name: 'Zayed International Airport', travelTime: '30 minutes', note: 'Abu Dhabi’s main airport via the E10 and E12 highways.' },
    ],
  },
  'saadiyat-island': {
    slug: 'saadiyat-island',
    path: '/saadiyat-island',
    name: 'Saadiyat Island',
    metaTitle: 'Saadiyat Island: villas, apartments and penthouses guide',
    metaDescription:
      'Saadiyat Island property guide: apartments from AED 1.5M to 8M, villas AED 8M to 25M+, penthouses AED 12M to 35M+. Highlights, FAQ and buying rules for this freehold island.',
    tagline: 'Natural beaches, world-class museums and some of the most sought-after villas in the UAE.',
    latitude: 24.542,
    longitude: 54.433,
    description: [
      'Saadiyat Island lies 500 metres off Abu Dhabi Island, linked by the Sheikh Khalifa Highway. It combines a 9 km white-sand beach, protected dunes where hawksbill turtles nest, and the Saadiyat Cultural District with Louvre Abu Dhabi, teamLab Phenomena, the Zayed National Museum and the upcoming Guggenheim Abu Dhabi.',
      'Saadiyat is a designated investment zone, so any nationality can buy freehold. Communities range from beachfront apartments at Mamsha Al Saadiyat and Soho Square to the villas of Saadiyat Beach Villas, Jawaher, Saadiyat Lagoons, Nudra and Hidd Al Saadiyat.',
    ],
    sections: [
      {
        heading: 'Who lives on Saadiyat',
        paragraphs: [
          'Families are drawn by Cranleigh Abu Dhabi and other international schools on the island, NYU Abu Dhabi’s campus and the quiet, low-density streets. Investors focus on branded residences and beachfront apartments, which attract high-end holiday lets and long-term tenants working in the capital.',
        ],
      },
    ],
    highlights: [
      { title: 'Saadiyat Cultural District', text: 'Louvre Abu Dhabi, teamLab Phenomena, Zayed National Museum and the Guggenheim Abu Dhabi within walking or cycling distance.' },
      { title: 'Protected beaches', text: 'Saadiyat Beach and Saadiyat Public Beach, with a conservation zone for nesting turtles and dolphins offshore.' },
      { title: 'Schools and university', text: 'Cranleigh Abu Dhabi, several nurseries and NYU Abu Dhabi’s campus on the island.' },
      { title: 'Golf and leisure', text: 'Saadiyat Beach Golf Club, beach clubs and the Saadiyat Grove retail and leisure district.' },
      { title: '100% freehold', text: 'An investment zone open to all nationalities, with title deeds registered at the DMT.' },
      { title: 'Golden Visa eligible', text: 'Most villas and many apartments exceed the AED 2M value that qualifies owners for a 10-year Golden Visa.' },
    ],
    priceRanges: [
      { label: 'Apartments', range: '1.5M – 8M AED', note: 'From one-bedroom units in Soho Square to beachfront residences at Mamsha.' },
      { label: 'Villas', range: '8M – 25M+ AED', note: 'Four- to seven-bedroom villas in Saadiyat Beach Villas, Jawaher, Nudra and Saadiyat Lagoons.' },
      { label: 'Penthouses', range: '12M – 35M+ AED', note: 'Branded and beachfront penthouses with private pools and sea-facing terraces.' },
    ],
    faqs: [
      {
        question: 'Can foreigners buy property on Saadiyat Island?',
        answer: 'Yes. Saadiyat Island is one of Abu Dhabi’s investment zones, so buyers of any nationality can own property freehold, with the title deed registered at the Department of Municipalities and Transport (DMT).',
      },
      {
        question: 'How much does a villa on Saadiyat Island cost?',
        answer: 'Villas typically range from about AED 8M to more than AED 25M, depending on size, community and beach access. Apartments start around AED 1.5M and penthouses from around AED 12M.',
      },
      {
        question: 'Does a Saadiyat property qualify for the Golden Visa?',
        answer: 'A property worth AED 2M or more can qualify the owner for a 10-year Golden Visa, subject to the current ICP rules. Most villas and many apartments on Saadiyat meet that value.',
      },
      {
        question: 'Which schools are on Saadiyat Island?',
        answer: 'Cranleigh Abu Dhabi is on the island, along with several nurseries; more international schools are a 15-minute drive away in Al Bateen and Al Reem. NYU Abu Dhabi has its campus on Saadiyat.',
      },
    ],
  },
  'yas-island': {
    slug: 'yas-island',
    path: '/yas-island',
    name: 'Yas Island',
    metaTitle: 'Yas Island: homes near the theme parks, prices and yields',
    metaDescription:
      'Yas Island property guide: apartments AED 1.2M to 5M, villas AED 4M to 15M+ and rental yields of 6–8%. Highlights, FAQ and communities from Yas Acres to Yas Bay.',
    tagline: 'Theme parks, Formula 1 and family communities, ten minutes from the airport.',
    latitude: 24.488,
    longitude: 54.603,
    description: [
      'Yas Island is Abu Dhabi’s entertainment capital: Ferrari World, Yas Waterworld, Warner Bros. World, SeaWorld Yas Island, Yas Marina Circuit (home of the Formula 1 Abu Dhabi Grand Prix), Etihad Arena and Yas Mall all sit on one 25 km² island next to Zayed International Airport.',
      'It is also a freehold investment zone with a fast-growing residential side: apartments at Yas Bay, Water’s Edge, Mayan and Ansam; townhouses and villas at Yas Acres, West Yas, The Magnolias and Sustainable City Yas Island. Strong tenant demand from airline, tourism and events staff keeps rental yields around 6–8%.',
    ],
    sections: [
      {
        heading: 'Getting around',
        paragraphs: [
          'The E10 and E12 highways connect Yas to Downtown Abu Dhabi in about 25 minutes and to Dubai Marina in about an hour. A free Yas Express shuttle links the main attractions and hotels, and Zayed International Airport is around 10 minutes away.',
        ],
      },
    ],
    highlights: [
      { title: 'World-class attractions', text: 'Ferrari World, Yas Waterworld, Warner Bros. World and SeaWorld Yas Island on the doorstep.' },
      { title: 'Yas Marina Circuit', text: 'Home of the Formula 1 Abu Dhabi Grand Prix, with open track nights for cycling and running.' },
      { title: 'Yas Bay waterfront', text: 'Etihad Arena, a boardwalk of restaurants and the Pier 71 dining district.' },
      { title: 'Golf and beaches', text: 'Yas Links championship golf course and the public Yas Beach.' },
      { title: 'Strong rental demand', text: 'Gross rental yields of 6–8%, among the highest in Abu Dhabi.' },
      { title: 'Freehold for everyone', text: 'An investment zone where all nationalities can buy and register a title deed.' },
    ],
    priceRanges: [
      { label: 'Apartments', range: '1.2M – 5M AED', note: 'Studios to three-bedroom units at Yas Bay, Water’s Edge, Mayan and Ansam.' },
      { label: 'Villas', range: '4M – 15M+ AED', note: 'Townhouses and villas in Yas Acres, West Yas and The Magnolias, many on the golf course.' },
      { label: 'Rental yield', range: '6–8%', note: 'Typical gross yield on apartments let to long-term tenants.' },
    ],
    faqs: [
      {
        question: 'What rental yield can I expect on Yas Island?',
        answer: 'Gross rental yields on Yas Island typically range from 6% to 8%, with studios and one-bedroom apartments near Yas Bay at the higher end. Deduct service charges, maintenance and vacancy to estimate the net yield.',
      },
      {
        question: 'How much does a property on Yas Island cost?',
        answer: 'Apartments usually cost between AED 1.2M and AED 5M. Townhouses and villas range from about AED 4M to more than AED 15M for large golf-course villas in West Yas and Yas Acres.',
      },
      {
        question: 'Is Yas Island freehold?',
        answer: 'Yes. Yas Island is an investment zone, so buyers of any nationality can own property freehold and register it with the DMT.',
      },
      {
        question: 'How far is Yas Island from the city and the airport?',
        answer: 'Zayed International Airport is about 10 minutes away, Downtown Abu Dhabi about 25 minutes and Dubai Marina about an hour by car.',
      },
    ],
  },
};

export const LOCATION_SLUGS = Object.keys(LOCATIONS) as LocationSlug[];

/** '500+', '2.5M AED', '+12%'. */
export function formatLocationStats(stats: LocationStats) {
  const millions = stats.averagePrice / 1_000_000;
  return {
    properties: `${stats.properties}+`,
    averagePrice: `${Number.isInteger(millions) ? millions : millions.toFixed(1)}M AED`,
    growth: `${stats.growthPercent >= 0 ? '+' : ''}${stats.growthPercent}%`,
  };
}

export function locationCrumbs(area: LocationArea): Crumb[] {
  return [{ label: 'Home', to: '/' }, { label: area.name }];
}

export function locationHead(slug: LocationSlug) {
  const area = LOCATIONS[slug];
  return pageHead({
    title: area.metaTitle,
    description: area.metaDescription,
    path: area.path,
    jsonLd: [
      placeLd({ name: area.name, description: area.metaDescription, path: area.path, latitude: area.latitude, longitude: area.longitude }),
      breadcrumbLd(locationCrumbs(area), area.path),
      ...(area.faqs?.length ? [faqPageLd(area.faqs)] : []),
    ],
  });
}
