import type { Tables } from './database.types.ts';

// One row type per table, derived from the generated Database (npm run gen:types), never typed by
// hand. A read of fewer columns is a Pick<> of its table's row.

export type AgentProfileRow = Tables<'agent_profiles'>;
export type FeaturedPaymentRow = Tables<'featured_payments'>;
export type MessageRow = Tables<'messages'>;
export type ProfileRow = Tables<'profiles'>;
export type PropertyRow = Tables<'properties'>;
export type PropertyImageRow = Tables<'property_images'>;
/** The account's copy on the server (the device's own is SavedPropertyRow in src/offline/db.ts). */
export type AccountSavedPropertyRow = Tables<'saved_properties'>;
/** A search saved for the account. */
export type AccountSavedSearchRow = Tables<'saved_searches'>;
export type SecurityLogRow = Tables<'security_logs'>;

/** A listing photo or floor plan as the edit form and the outbox use it. */
export type ListingPhotoRow = Pick<PropertyImageRow, 'id' | 'image_url' | 'storage_path' | 'is_primary' | 'position' | 'kind'>;
