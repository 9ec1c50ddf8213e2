import { absoluteUrl, SHARE_IMAGE, SITE_GEO, SITE_NAME } from './seo';
import type { PropertyRow } from './rows';

// schema.org builders for the JSON-LD the pages carry. They return plain objects; `pageHead`
// serialises and escapes them.

const CONTEXT = 'https://schema.org';

export function organizationLd() {
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateAgent',
    name: SITE_NAME,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon-512.png'),
    image: absoluteUrl(SHARE_IMAGE.path),
    telephone: '+971 2 555 0100',
    email: 'hello@manzil.ae',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Al Maryah Tower, Al Maryah Island',
      addressLocality: 'Abu Dhabi',
      addressCountry: 'AE',
    },
    geo: { '@type': 'GeoCoordinates', latitude: SITE_GEO.latitude, longitude: SITE_GEO.longitude },
    areaServed: ['Abu Dhabi', 'Dubai', 'United Arab Emirates'],
  };
}

export function websiteLd() {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absoluteUrl('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/search-results')}?location={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface Crumb {
  label: string;
  /** Path of the crumb; the current page's crumb may omit it. */
  to?: string;
  /** The label's language when it is not the page's (a listing's English title on an Arabic page). */
  lang?: string;
}

export function breadcrumbLd(crumbs: Crumb[], currentPath: string) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.to ?? currentPath),
    })),
  };
}

export function faqPageLd(questions: { question: string; answer: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}

export function articleLd(article: { headline: string; description: string; path: string; datePublished: string; author?: string }) {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.datePublished,
    mainEntityOfPage: absoluteUrl(article.path),
    image: absoluteUrl(SHARE_IMAGE.path),
    author: { '@type': 'Organization', name: article.author ?? `${SITE_NAME} Research` },
    publisher: { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon-512.png') } },
  };
}

export function placeLd(place: { name: string; description: string; path: string; latitude: number; longitude: number }) {
  return {
    '@context': CONTEXT,
    '@type': 'Place',
    name: place.name,
    description: place.description,
    url: absoluteUrl(place.path),
    geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude },
    address: { '@type': 'PostalAddress', addressLocality: 'Abu Dhabi', addressCountry: 'AE' },
  };
}

export function itemListLd(items: { name: string; path: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: absoluteUrl(item.path) })),
  };
}

export type ListingForLd = Pick<PropertyRow, 'id' | 'title' | 'description' | 'price' | 'address' | 'location' | 'listing_type' | 'created_at'> & {
  images: string[];
  /** The advertising permit, e.g. { name: 'Madhmoun permit number', value: 'MDH-2025-00001' }. */
  permit?: { name: string; value: string } | null;
  /** The property's facts, described as the listing's `about`. */
  facts?: ListingFactsForLd;
};

export interface ListingFactsForLd {
  propertyType: string;
  bedrooms?: number | null;
  bathrooms?: number | null;
  sizeSqft?: number | null;
  /** The amenities' names, as the page shows them. */
  amenities?: string[];
  latitude?: number | null;
  longitude?: number | null;
}

// Homes are Accommodation subtypes (which carry floorSize, rooms and amenities); other property is a Place.
const ACCOMMODATION_TYPES: Record<string, string> = { apartment: 'Apartment', penthouse: 'Apartment', villa: 'SingleFamilyResidence', townhouse: 'House' };

/** The property itself: its kind, size, rooms, amenities and position (schema.org Accommodation or Place). */
export function propertyFactsLd(facts: ListingFactsForLd, address: object) {
  const type = ACCOMMODATION_TYPES[facts.propertyType];
  const present = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
  return {
    '@type': type ?? 'Place',
    address,
    ...(present(facts.latitude) && present(facts.longitude) ? { geo: { '@type': 'GeoCoordinates', latitude: facts.latitude, longitude: facts.longitude } } : {}),
    ...(type
      ? {
          // FTK: square foot (UN/CEFACT).
          ...(present(facts.sizeSqft) ? { floorSize: { '@type': 'QuantitativeValue', value: facts.sizeSqft, unitCode: 'FTK', unitText: 'sq ft' } } : {}),
          ...(present(facts.bedrooms) ? { numberOfBedrooms: facts.bedrooms } : {}),
          ...(present(facts.bathrooms) ? { numberOfBathroomsTotal: facts.bathrooms } : {}),
          ...(facts.amenities?.length
            ? { amenityFeature: facts.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })) }
            : {}),
        }
      : {}),
  };
}

export function realEstateListingLd(listing: ListingForLd) {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: listing.address,
    addressLocality: listing.location,
    addressCountry: 'AE',
  };
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateListing',
    name: listing.title,
    description: listing.description ?? listing.title,
    url: absoluteUrl(`/property/${listing.id}`),
    datePosted: listing.created_at,
    ...(listing.permit ? { identifier: { '@type': 'PropertyValue', name: listing.permit.name, value: listing.permit.value } } : {}),
    image: listing.images.map((src) => absoluteUrl(src)),
    address,
    ...(listing.facts ? { about: propertyFactsLd(listing.facts, address) } : {}),
    ...(listing.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: listing.price,
            priceCurrency: 'AED',
            // A rent is a yearly amount: say so, as a unit price per year (UN/CEFACT code ANN).
            ...(listing.listing_type === 'rent'
              ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: listing.price, priceCurrency: 'AED', unitCode: 'ANN', unitText: 'year' } }
              : {}),
            businessFunction: listing.listing_type === 'rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
          },
        }
      : {}),
  };
}
