import type { DraftPhoto, DraftRow } from '@/offline/db';
import type { EditableImage } from '../api/get-editable-listing';

// The listing form stages photo changes (remove, add, reorder, choose the cover) in the draft
// and applies them when the form is saved. These functions turn the listing's saved photos and
// the draft's staged changes into what the form shows and what saving must do.

export type StagedPhoto = { kind: 'saved'; id: string; image: EditableImage } | { kind: 'new'; id: string; photo: DraftPhoto };

type Staging = Pick<DraftRow, 'photos' | 'photoOrder' | 'removedPhotoIds'>;

/** The photos as the form shows them, cover first: the staged order, then any not yet placed. */
export function stagedPhotos(saved: EditableImage[], draft: Staging | null | undefined): StagedPhoto[] {
  const removed = new Set(draft?.removedPhotoIds ?? []);
  const all: StagedPhoto[] = [
    ...[...saved].sort((a, b) => a.position - b.position).filter((image) => !removed.has(image.id)).map((image) => ({ kind: 'saved' as const, id: image.id, image })),
    ...(draft?.photos ?? []).map((photo) => ({ kind: 'new' as const, id: photo.id, photo })),
  ];
  const byId = new Map(all.map((item) => [item.id, item]));
  const ordered = (draft?.photoOrder ?? []).flatMap((id) => {
    const item = byId.get(id);
    byId.delete(id);
    return item ? [item] : [];
  });
  return [...ordered, ...byId.values()];
}

/** The staged order with one photo moved to `to` (clamped to the list). */
export function movePhoto(order: string[], id: string, to: number): string[] {
  const from = order.indexOf(id);
  if (from === -1) return order;
  const next = order.filter((other) => other !== id);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, id);
  return next;
}

export interface PhotoChanges {
  removed: EditableImage[];
  /** New photos, in the order they are to be uploaded. */
  added: DraftPhoto[];
  /** The final order of every photo, when it differs from the order the uploads alone give. */
  reorder: string[] | null;
}

/**
 * What saving applies. Uploads are placed after the listing's other photos, so the final order
 * is sent as a reorder only if it differs from kept photos (in order) followed by the new ones.
 */
export function photoChanges(saved: EditableImage[], draft: Staging | null | undefined): PhotoChanges {
  const staged = stagedPhotos(saved, draft);
  const kept = new Set(staged.map((item) => item.id));
  const removed = saved.filter((image) => !kept.has(image.id));
  const added = staged.flatMap((item) => (item.kind === 'new' ? [item.photo] : []));
  const finalOrder = staged.map((item) => item.id);
  const keptInPlace = [...saved].sort((a, b) => a.position - b.position).filter((image) => kept.has(image.id));
  const uploadOrder = [...keptInPlace.map((image) => image.id), ...added.map((photo) => photo.id)];
  const reorder = finalOrder.some((id, i) => id !== uploadOrder[i]) ? finalOrder : null;
  return { removed, added, reorder };
}
