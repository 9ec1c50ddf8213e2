import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { PROPERTY_COLUMNS } from './get-latest-listings';
import { listingKeys } from './listing-keys';
import { supabase } from '@/lib/supabase';
import { appErrorFrom } from '@/lib/errors';
import type { ListingPhotoRow } from '@/lib/rows';
import type { Property } from '../types';

/** A listing photo as the edit form stages it. */
export type EditableImage = ListingPhotoRow;

/** A listing as its edit form reads it. */
export type EditableListing = Omit<Property, 'property_images'> & { property_images: EditableImage[] };

/** A listing to edit, with its images; only the owner's listing counts (RLS lets anyone read, so check the owner). */
export function editableListingQueryOptions(id: string, userId: string) {
  return queryOptions({
    queryKey: [...listingKeys.mine(userId), 'edit', id],
    queryFn: async () => {
      const { data, error, status } = await supabase
        .from('properties')
        .select(`${PROPERTY_COLUMNS}, property_images(id, image_url, storage_path, is_primary, position, kind)` as const)
        .eq('id', id)
        .eq('user_id', userId)
        .order('position', { referencedTable: 'property_images', ascending: true })
        .single();
      if (error) throw appErrorFrom(error, { status });
      return data satisfies EditableListing;
    },
    retry: false,
    meta: { errorMessage: msg`Failed to load property` },
  });
}
