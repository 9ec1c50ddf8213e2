import { describe, expect, it } from 'vitest';
import type { EditableImage } from '@/features/listings/api/get-editable-listing';
import { imageKindOf, movePhoto, photoChanges, stagedPhotos } from '@/features/listings/form/photo-plan';
import type { DraftPhoto } from '@/offline/db';

const saved = (id: string, position: number, kind: 'photo' | 'floor_plan' = 'photo'): EditableImage => ({ id, image_url: `https://x/${id}.jpg`, storage_path: `l/${id}.jpg`, is_primary: kind === 'photo' && position === 0, position, kind });
const added = (id: string, kind?: 'floor_plan'): DraftPhoto => ({ id, path: `l/${id}.jpg`, name: `${id}.jpg`, type: 'image/jpeg', data: new ArrayBuffer(1), ...(kind ? { kind } : {}) });
const ids = (list: { id: string }[]) => list.map((item) => item.id);

// Saved in the database's order b, a (positions 0, 1) to show that position, not array order, counts.
const onServer = [saved('a', 1), saved('b', 0), saved('c', 2)];

describe('staged photo changes', () => {
  it('shows saved photos by position, then new ones, when nothing is staged', () => {
    expect(ids(stagedPhotos(onServer, null))).toEqual(['b', 'a', 'c']);
    expect(photoChanges(onServer, null)).toEqual({ removed: [], added: [], reorder: null });
    expect(ids(stagedPhotos(onServer, { photos: [added('n')] }))).toEqual(['b', 'a', 'c', 'n']);
  });

  it('applies a removal and a reorder only as staged, and needs no reorder when uploads land in place', () => {
    const draft = { photos: [added('n')], removedPhotoIds: ['a'], photoOrder: ['c', 'b', 'a', 'n'] };
    expect(ids(stagedPhotos(onServer, draft))).toEqual(['c', 'b', 'n']);
    const changes = photoChanges(onServer, draft);
    expect(ids(changes.removed)).toEqual(['a']);
    expect(ids(changes.added)).toEqual(['n']);
    expect(changes.reorder).toEqual(['c', 'b', 'n']);
    expect(photoChanges(onServer, { photos: [added('n')], removedPhotoIds: ['a'] }).reorder).toBeNull();
  });

  it('places photos the staged order does not name (added later) after the ordered ones', () => {
    expect(ids(stagedPhotos(onServer, { photos: [added('n'), added('m')], photoOrder: ['n', 'b'] }))).toEqual(['n', 'b', 'a', 'c', 'm']);
    // A photo removed from the draft since it was ordered is simply left out.
    expect(ids(stagedPhotos([], { photos: [added('m')], photoOrder: ['gone', 'm'] }))).toEqual(['m']);
  });

  it('keeps floor plans in an order of their own: uploads after the saved ones of their kind need no reorder', () => {
    // Both kinds start at position 0 on the server.
    const withPlans = [saved('p1', 0, 'floor_plan'), ...onServer, saved('p2', 1, 'floor_plan')];
    expect(ids(stagedPhotos(withPlans, null))).toEqual(['b', 'a', 'c', 'p1', 'p2']);
    expect(photoChanges(withPlans, null).reorder).toBeNull();
    // A new floor plan added after p1 (p2 removed) lands in place; so does a new photo.
    expect(photoChanges(withPlans, { photos: [added('n'), added('q', 'floor_plan')], removedPhotoIds: ['p2'] }).reorder).toBeNull();
    // The floor plans swapped: every image is sent in its final order, photos' order unchanged.
    const swapped = photoChanges(withPlans, { photos: [], photoOrder: ['b', 'a', 'c', 'p2', 'p1'] });
    expect(swapped.reorder).toEqual(['b', 'a', 'c', 'p2', 'p1']);
    expect(imageKindOf(stagedPhotos(withPlans, null)[3])).toBe('floor_plan');
    expect(imageKindOf({ kind: 'new', id: 'q', photo: added('q', 'floor_plan') })).toBe('floor_plan');
    expect(imageKindOf({ kind: 'new', id: 'n', photo: added('n') })).toBe('photo');
  });

  it('moves one photo, clamping the target to the list', () => {
    expect(movePhoto(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(movePhoto(['a', 'b', 'c'], 'a', 9)).toEqual(['b', 'c', 'a']);
    expect(movePhoto(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(['a', 'b'], 'x', 0)).toEqual(['a', 'b']);
  });
});
