import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { localListingLocation } from '@/lib/areas';
import { permitLabel } from '@/lib/permit-label';
import { formatListingPrice } from '@/lib/format';
import { breadcrumbLd, realEstateListingLd, type Crumb } from '@/lib/json-ld';
import { shareImage } from '@/lib/responsive-image';
import { pageHead } from '@/lib/seo';
import type { PropertyDetail } from '../api/get-property';
import { AMENITY_MESSAGES, AMENITIES } from '../listing-facts';
import { photosOf } from '../listing-photos';
import { localeOf } from '@/i18n/locales';
import { listingDescription, listingTextProps, listingTitle } from '@/lib/listing-text';

// Head tags are written at the server too: always with the request's own I18n (the router
// context's), never Lingui's shared instance.

/** Home › Properties for Sale/Rent › title, in the page's language (the title too, where the owner wrote it in Arabic). */
export function propertyCrumbs(property: Pick<PropertyDetail, 'title' | 'title_ar' | 'listing_type'>, i18n: I18n): Crumb[] {
  const title = listingTitle(property, i18n.locale);
  return [
    { label: i18n._(msg`Home`), to: '/' },
    property.listing_type === 'rent' ? { label: i18n._(msg`Properties for Rent`), to: '/rent' } : { label: i18n._(msg`Properties for Sale`), to: '/buy' },
    { label: title.text, lang: listingTextProps(title, i18n.locale).lang },
  ];
}

function metaDescription(property: PropertyDetail, i18n: I18n): string {
  const title = listingTitle(property, i18n.locale).text;
  const location = localListingLocation(property.location, i18n.locale).text;
  const price = formatListingPrice(i18n, property.price, property.listing_type);
  const summary = i18n._(msg`${title} in ${location}, ${price}.`);
  const text = `${summary} ${listingDescription(property, i18n.locale).text}`.replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text;
}

/** The detail page's head: the listing's title, description, photo and RealEstateListing data. */
export function propertyHead(id: string, property: PropertyDetail | null | undefined, loadFailed: boolean, i18n: I18n) {
  const path = `/property/${id}`;
  if (!property) {
    return pageHead({
      locale: localeOf(i18n),
      title: loadFailed ? i18n._(msg`Property details`) : i18n._(msg`Property Not Found`),
      description: i18n._(msg`This property is not available on Manzil.`),
      path,
      noindex: true,
    });
  }
  const images = photosOf(property.property_images).map((image) => image.image_url);
  // The title and description in the page's language: the Arabic page's head and structured data
  // name the listing in Arabic where its owner wrote it so.
  const title = listingTitle(property, i18n.locale).text;
  const description = listingDescription(property, i18n.locale).text;
  return pageHead({
    locale: localeOf(i18n),
    title,
    description: metaDescription(property, i18n),
    path,
    image: images[0] ? { ...shareImage(images[0]), alt: title } : undefined,
    jsonLd: [
      realEstateListingLd({
        id: property.id,
        title,
        description: description || null,
        price: property.price,
        address: property.address,
        location: property.location,
        listing_type: property.listing_type,
        created_at: property.created_at,
        images,
        permit: property.permit_number ? { name: permitLabel(i18n, property.location), value: property.permit_number } : null,
        facts: {
          propertyType: property.property_type,
          bedrooms: property.bedrooms,
          bathrooms: property.bathrooms,
          sizeSqft: property.size_sqft,
          amenities: AMENITIES.filter((key) => property.amenities?.includes(key)).map((key) => i18n._(AMENITY_MESSAGES[key])),
          latitude: property.latitude,
          longitude: property.longitude,
        },
      }),
      breadcrumbLd(propertyCrumbs(property, i18n), path),
    ],
  });
}
