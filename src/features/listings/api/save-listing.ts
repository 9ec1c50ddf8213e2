import type { SupabaseClient } from '@supabase/supabase-js';
import { toPlainTextFields } from '../form/plain-text';
import { listingRow, type ListingFormValues } from '../form/listing-schema';

export const IMAGE_BUCKET = 'property-images';

/** Storage path of a listing photo (spec.md section 7): {propertyId}/{propertyId}_{index}_{timestamp}.{ext} */
export function imagePath(propertyId: string, index: number, file: { name: string; type: string }, now = Date.now()) {
  const fromName = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const ext = /^[a-z0-9]{2,5}$/.test(fromName) ? fromName : file.type.split('/')[1] || 'jpg';
  return `${propertyId}/${propertyId}_${index}_${now}.${ext}`;
}

/** Inserts a new listing (with a client-made id, so a retried save cannot duplicate it) or updates one. */
export async function saveListing(client: SupabaseClient, values: ListingFormValues, id?: string): Promise<string> {
  const row = toPlainTextFields(listingRow(values));
  if (id) {
    const { error } = await client.from('properties').update(row).eq('id', id).select('id').single();
    if (error) throw new Error(error.message);
    return id;
  }
  const newId = crypto.randomUUID();
  const { error } = await client.from('properties').insert({ id: newId, ...row });
  if (error) throw new Error(error.message);
  return newId;
}

/**
 * Uploads photos and records them; the database puts them after the listing's other photos.
 * Paths are unique per upload, so a retry never overwrites another listing's photo.
 */
export async function addListingImages(client: SupabaseClient, propertyId: string, files: Blob[], names: string[], existingCount: number) {
  const rows = [];
  for (const [i, file] of files.entries()) {
    const index = existingCount + i;
    const path = imagePath(propertyId, index, { name: names[i] ?? 'photo.jpg', type: file.type });
    const upload = await client.storage.from(IMAGE_BUCKET).upload(path, file, { contentType: file.type, upsert: true });
    if (upload.error) throw new Error(upload.error.message);
    const { publicUrl } = client.storage.from(IMAGE_BUCKET).getPublicUrl(path).data;
    // The database places the photo (after the others; the first is the cover).
    rows.push({ property_id: propertyId, image_url: publicUrl, storage_path: path });
  }
  if (rows.length === 0) return;
  const { error } = await client.from('property_images').insert(rows);
  if (error) throw new Error(error.message);
}

export async function removeListingImage(client: SupabaseClient, image: { id: string; storage_path: string | null }) {
  const { error } = await client.from('property_images').delete().eq('id', image.id).select('id').single();
  if (error) throw new Error(error.message);
  if (image.storage_path) await client.storage.from(IMAGE_BUCKET).remove([image.storage_path]);
}
