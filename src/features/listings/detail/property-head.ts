import { permitLabel } from '@/lib/areas';
import { formatListingPrice } from '@/lib/format';
import { breadcrumbLd, realEstateListingLd, type Crumb } from '@/lib/json-ld';
import { shareImage } from '@/lib/responsive-image';
import { pageHead } from '@/lib/seo';
import type { PropertyDetail } from '../api/get-property';
import { AMENITY_LABELS, AMENITIES } from '../listing-facts';
import { photosOf } from '../listing-photos';

/** Home › Properties for Sale/Rent › title. */
export function propertyCrumbs(property: Pick<PropertyDetail, 'title' | 'listing_type'>): Crumb[] {
  return [
    { label: 'Home', to: '/' },
    property.listing_type === 'rent' ? { label: 'Properties for Rent', to: '/rent' } : { label: 'Properties for Sale', to: '/buy' },
    { label: property.title },
  ];
}

function metaDescription(property: PropertyDetail): string {
  const summary = `${property.title} in ${property.location}, ${formatListingPrice(property.price, property.listing_type)}.`;
  const text = `${summary} ${property.description ?? ''}`.replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text;
}

/** The detail page's head: the listing's title, description, photo and RealEstateListing data. */
export function propertyHead(id: string, property: PropertyDetail | null | undefined, loadFailed: boolean) {
  const path = `/property/${id}`;
  if (!property) {
    return pageHead({
      title: loadFailed ? 'Property details' : 'Property Not Found',
      description: 'This property is not available on Manzil.',
      path,
      noindex: true,
    });
  }
  const images = photosOf(property.property_images).map((image) => image.image_url);
  return pageHead({
    title: property.title,
    description: metaDescription(property),
    path,
    image: images[0] ? { ...shareImage(images[0]), alt: property.title } : undefined,
    jsonLd: [
      realEstateListingLd({
        id: property.id,
        title: property.title,
        description: property.description,
        price: property.price,
        address: property.address,
        location: property.location,
        listing_type: property.listing_type,
        created_at: property.created_at,
        images,
        permit: property.permit_number ? { name: permitLabel(property.location), value: property.permit_number } : null,
        facts: {
          propertyType: property.property_type,
          bedrooms: property.bedrooms,
          bathrooms: property.bathrooms,
          sizeSqft: property.size_sqft,
          amenities: AMENITIES.filter((key) => property.amenities?.includes(key)).map((key) => AMENITY_LABELS[key]),
          latitude: property.latitude,
          longitude: property.longitude,
        },
      }),
      breadcrumbLd(propertyCrumbs(property), path),
    ],
  });
}
