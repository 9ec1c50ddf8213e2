import type { DraftPhoto, DraftRow } from '@/offline/db';
import type { EditableImage } from '../api/get-editable-listing';
import { isFloorPlan } from '../listing-photos';

// The listing form stages photo changes (remove, add, reorder, choose the cover) in the draft
// and applies them when the form is saved. These functions turn the listing's saved photos and
// the draft's staged changes into what the form shows and what saving must do. Floor plans are
// staged the same way, in an order of their own (the database keeps each kind's order apart).

export type StagedPhoto = { kind: 'saved'; id: string; image: EditableImage } | { kind: 'new'; id: string; photo: DraftPhoto };

export type ImageKind = 'photo' | 'floor_plan';

/** Whether a staged image is a photo or a floor plan. */
export function imageKindOf(item: StagedPhoto): ImageKind {
  if (item.kind === 'saved') return isFloorPlan(item.image) ? 'floor_plan' : 'photo';
  return item.photo.kind ?? 'photo';
}

const byKindThenPosition = (a: EditableImage, b: EditableImage) => Number(isFloorPlan(a)) - Number(isFloorPlan(b)) || a.position - b.position;

type Staging = Pick<DraftRow, 'photos' | 'photoOrder' | 'removedPhotoIds'>;

/**
 * The photos and floor plans as the form shows them, cover first: the staged order, then any not
 * yet placed (saved ones photos first, each kind by position).
 */
export function stagedPhotos(saved: EditableImage[], draft: Staging | null | undefined): StagedPhoto[] {
  const removed = new Set(draft?.removedPhotoIds ?? []);
  const all: StagedPhoto[] = [
    ...[...saved].sort(byKindThenPosition).filter((image) => !removed.has(image.id)).map((image) => ({ kind: 'saved' as const, id: image.id, image })),
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
 * What saving applies. Uploads are placed after the listing's other images of their kind, so the
 * final order is sent as a reorder only if, in either kind, it differs from the kept images (in
 * order) followed by the new ones.
 */
export function photoChanges(saved: EditableImage[], draft: Staging | null | undefined): PhotoChanges {
  const staged = stagedPhotos(saved, draft);
  const kept = new Set(staged.map((item) => item.id));
  const removed = saved.filter((image) => !kept.has(image.id));
  const added = staged.flatMap((item) => (item.kind === 'new' ? [item.photo] : []));
  const keptInPlace = [...saved].sort(byKindThenPosition).filter((image) => kept.has(image.id));
  const inPlace = (kind: ImageKind) => {
    const final = staged.filter((item) => imageKindOf(item) === kind).map((item) => item.id);
    const uploadOrder = [
      ...keptInPlace.filter((image) => (isFloorPlan(image) ? 'floor_plan' : 'photo') === kind).map((image) => image.id),
      ...added.filter((photo) => (photo.kind ?? 'photo') === kind).map((photo) => photo.id),
    ];
    return final.every((id, i) => id === uploadOrder[i]);
  };
  const reorder = inPlace('photo') && inPlace('floor_plan') ? null : staged.map((item) => item.id);
  return { removed, added, reorder };
}
