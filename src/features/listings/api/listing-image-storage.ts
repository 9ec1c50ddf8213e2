import type { ImageKind } from '../form/photo-plan';

export const IMAGE_BUCKET = 'property-images';

/**
 * Storage path of a listing photo: {propertyId}/{propertyId}_{index}_{timestamp}.{ext}, and of a
 * floor plan {propertyId}/{propertyId}_floor-plan_{index}_{timestamp}.{ext}. Index and timestamp
 * are fixed when the image is chosen, so every retry writes the same object.
 */
export function imagePath(propertyId: string, index: number, file: { name: string; type: string }, now = Date.now(), kind: ImageKind = 'photo') {
  const fromName = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const ext = /^[a-z0-9]{2,5}$/.test(fromName) ? fromName : file.type.split('/')[1] || 'jpg';
  return `${propertyId}/${propertyId}_${kind === 'floor_plan' ? 'floor-plan_' : ''}${index}_${now}.${ext}`;
}
