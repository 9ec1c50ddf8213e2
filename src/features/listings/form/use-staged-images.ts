import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import type { DraftPhoto, DraftRow } from '@/offline/db';
import { asBlob } from '@/offline/storage';
import type { EditableImage } from '../api/get-editable-listing';
import { imagePath } from '../api/listing-image-storage';
import { addDraftPhotos, removeDraftPhoto, stagePhotoChange, type DraftBase } from './draft';
import { acceptImages, IMAGE_LIMITS, type ListingFormValues } from './listing-schema';
import { imageKindOf, movePhoto, stagedPhotos, type ImageKind, type StagedPhoto } from './photo-plan';

/**
 * Photos are resized in the browser (long side at most 1920 px), which also drops EXIF data such
 * as GPS. The compressor's worker loads the library from the app's own files (its default is a
 * public CDN, which fails offline and would send the visit to a third party).
 */
async function compressImage(file: File): Promise<Blob> {
  if (file.type === 'image/gif') return file;
  const [{ default: imageCompression }, { default: libURL }] = await Promise.all([
    import('browser-image-compression'),
    import('browser-image-compression/dist/browser-image-compression.js?url'),
  ]);
  return imageCompression(file, { maxWidthOrHeight: 1920, maxSizeMB: 4, useWebWorker: true, preserveExif: false, libURL });
}

/**
 * The draft's record of chosen images, numbered on from `firstIndex`. Each image's id and storage
 * path are fixed now, so retries write the same row and object.
 */
function chosenImages(listingId: string, files: File[], blobs: Blob[], firstIndex: number, kind: ImageKind): Omit<DraftPhoto, 'data'>[] {
  const now = Date.now();
  return files.map((file, i) => {
    const type = blobs[i].type || file.type;
    const path = imagePath(listingId, firstIndex + i, { name: file.name, type }, now, kind);
    return { id: crypto.randomUUID(), path, name: file.name, type, ...(kind === 'floor_plan' ? { kind } : {}) };
  });
}

interface Options {
  base: DraftBase;
  /** The listing's draft as it changes; null until there is one. */
  draft: DraftRow | null | undefined;
  /** The listing's photos on the server; null when unknown (an edit opened offline without a copy). */
  savedPhotos: EditableImage[] | null;
  /** The form's values now, for a draft that a photo change creates. */
  currentValues(): ListingFormValues;
  onDraftCreated?(id: string): void;
}

/**
 * The listing's photos and floor plans as the form stages them in its draft: new ones prepared
 * (compressed) and added, saved ones removed, either kind reordered. Nothing reaches the server
 * until the form is saved.
 */
export function useStagedImages({ base, draft, savedPhotos, currentValues, onDraftCreated }: Options) {
  const { t } = useLingui();
  const [preparing, setPreparing] = useState<ImageKind | null>(null);
  const [problems, setProblems] = useState<Record<ImageKind, string[]>>({ photo: [], floor_plan: [] });
  const known = savedPhotos !== null;
  const saved = useMemo(() => draft?.savedPhotos ?? savedPhotos ?? [], [draft, savedPhotos]);
  const staged = useMemo(() => stagedPhotos(saved, draft), [saved, draft]);
  const stagedOf = (kind: ImageKind) => staged.filter((item) => imageKindOf(item) === kind);
  const newPhotos = draft?.photos;
  const previews = useMemo(() => new Map((newPhotos ?? []).map((p) => [p.id, URL.createObjectURL(asBlob(p.data, p.type))])), [newPhotos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const add = async (chosen: File[], kind: ImageKind) => {
    const count = stagedOf(kind).length;
    const { accepted, rejected } = acceptImages(chosen, count, kind);
    setProblems((current) => ({ ...current, [kind]: rejected }));
    if (accepted.length === 0) return;
    setPreparing(kind);
    try {
      const blobs = await Promise.all(accepted.map(compressImage));
      await addDraftPhotos(base, currentValues(), chosenImages(base.id, accepted, blobs, count, kind), blobs);
      onDraftCreated?.(base.id);
    } catch (error) {
      console.error('Could not prepare photos', error);
      setProblems((current) => ({ ...current, [kind]: [kind === 'photo' ? t`The photos could not be prepared. Please try again.` : t`The floor plans could not be prepared. Please try again.`] }));
    } finally {
      setPreparing(null);
    }
  };

  // Photo changes wait in the draft until the form is saved (Cancel discards them).
  const stage = (change: (draft: DraftRow) => void) =>
    stagePhotoChange(base, currentValues(), (d) => {
      d.savedPhotos ??= saved;
      change(d);
    }).then(() => onDraftCreated?.(base.id));
  const remove = (item: StagedPhoto) =>
    item.kind === 'new'
      ? removeDraftPhoto(base.id, item.id)
      : stage((d) => {
          d.removedPhotoIds = [...(d.removedPhotoIds ?? []), item.id];
        });
  // Each kind keeps its own order: a move reorders the item's kind only.
  const move = (item: StagedPhoto, to: number) =>
    stage((d) => {
      const kind = imageKindOf(item);
      const others = staged.filter((other) => imageKindOf(other) !== kind).map((other) => other.id);
      d.photoOrder = [...movePhoto(stagedOf(kind).map((other) => other.id), item.id, to), ...others];
    });

  /** What a StagedImagesField of one kind shows and does. */
  const fieldOf = (kind: ImageKind) => ({
    kind,
    items: stagedOf(kind),
    max: IMAGE_LIMITS[kind],
    previews,
    known,
    problems: problems[kind],
    preparing: preparing === kind,
    onAdd: (chosen: File[]) => void add(chosen, kind),
    onRemove: (item: StagedPhoto) => void remove(item),
    onMove: (item: StagedPhoto, to: number) => void move(item, to),
  });

  return { known, saved, preparing: preparing !== null, fieldOf };
}
