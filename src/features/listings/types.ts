export type PropertyType = 'apartment' | 'villa' | 'townhouse' | 'penthouse' | 'office' | 'retail' | 'warehouse' | 'land';
export type ListingType = 'sale' | 'rent';
export type ListingStatus = 'available' | 'under_offer' | 'sold_stc' | 'let_agreed';

export interface PropertyImage {
  image_url: string;
  is_primary?: boolean;
  position?: number;
}

/** A row of `properties` as the list and detail reads return it. */
export interface Property {
  id: string;
  user_id: string;
  title: string;
  description: string | null;
  price: number | null;
  address: string;
  location: string;
  bedrooms: number | null;
  bathrooms: number | null;
  size_sqft: number | null;
  property_type: PropertyType;
  listing_type: ListingType;
  status: ListingStatus;
  /** The advertising permit (Madhmoun in Abu Dhabi, Trakheesi in Dubai); older listings may lack one. */
  permit_number?: string | null;
  is_featured: boolean;
  featured_until: string | null;
  /**
   * Computed by the database: is_featured and featured_until in the future, by the server's
   * clock. Badges and order follow it, never the browser's clock.
   */
  featured_now: boolean;
  created_at: string;
  updated_at?: string;
  property_images: PropertyImage[];
}
