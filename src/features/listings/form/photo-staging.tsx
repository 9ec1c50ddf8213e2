import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Text, useDirection, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon } from '@/components/icons';
import type { ImageKind, StagedPhoto } from './photo-plan';

interface Props {
  /** Photos (the first is the cover) or floor plans (only an order). */
  kind: ImageKind;
  /** The id of the heading that names the list. */
  headingId: string;
  photos: StagedPhoto[];
  /** Object URLs of the new photos, by id. */
  previews: Map<string, string>;
  onRemove(photo: StagedPhoto): void;
  onMove(photo: StagedPhoto, to: number): void;
}

/**
 * The listing's photos (or floor plans) in their staged order, cover first. Reordered by dragging
 * one onto another's place, or with each one's buttons (keyboard and screen readers); every move
 * is announced.
 */
export function PhotoStaging({ kind, headingId, photos, previews, onRemove, onMove }: Props) {
  const { t } = useLingui();
  // Earlier is toward the start of the line: to the right, right to left.
  const rtl = useDirection().dir === 'rtl';
  const withCover = kind === 'photo';
  const nameOf = (photo: StagedPhoto, index: number) => {
    const file = photo.kind === 'new' ? photo.photo.name : '';
    const n = index + 1;
    if (withCover) return photo.kind === 'new' ? t`New photo ${file}` : t`Photo ${n}`;
    return photo.kind === 'new' ? t`New floor plan ${file}` : t`Floor plan ${n}`;
  };
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The button just used may vanish or be disabled by its own action, so keyboard focus moves to
  // the photo it acted on (or, after a removal, the photo now in its place, else the list).
  // That happens once the staged change comes back from the draft as a new list of photos.
  const list = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<{ id: string | null; before: StagedPhoto[] } | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target || target.before === photos) return;
    pendingFocus.current = null;
    const item = target.id ? list.current?.querySelector<HTMLElement>(`[data-photo-id="${target.id}"]`) : null;
    (item ?? list.current)?.focus();
  }, [photos]);

  const move = (photo: StagedPhoto, index: number, to: number) => {
    onMove(photo, to);
    const name = nameOf(photo, index);
    const place = to + 1;
    const count = photos.length;
    setAnnouncement(to === 0 && withCover ? t`${name} is now the cover photo` : t`${name} moved to position ${place} of ${count}`);
    pendingFocus.current = { id: photo.id, before: photos };
  };
  const remove = (photo: StagedPhoto, index: number) => {
    onRemove(photo);
    const name = nameOf(photo, index);
    setAnnouncement(t`${name} will be removed when you save`);
    const next = photos[index + 1] ?? photos[index - 1];
    pendingFocus.current = { id: next?.id ?? null, before: photos };
  };

  return (
    <>
      <SimpleGrid ref={list} tabIndex={-1} cols={{ base: 2, sm: 5 }} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
        {photos.map((photo, index) => {
          const name = nameOf(photo, index);
          const src = photo.kind === 'new' ? previews.get(photo.id) : photo.image.image_url;
          return (
            <Paper
              key={photo.id}
              component="li"
              withBorder
              radius="sm"
              p={4}
              draggable
              tabIndex={-1}
              aria-label={index === 0 && withCover ? t`${name}, cover` : name}
              data-testid={withCover ? 'staged-photo' : 'staged-floor-plan'}
              data-photo-id={photo.id}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', photo.id);
                setDragged(photo.id);
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => {
                if (dragged) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                const from = photos.find((p) => p.id === (dragged ?? event.dataTransfer.getData('text/plain')));
                if (from && from.id !== photo.id) move(from, photos.indexOf(from), index);
                setDragged(null);
              }}
              style={{ opacity: dragged === photo.id ? 0.5 : 1, cursor: 'grab' }}
            >
              <Stack gap={4}>
                <div style={{ position: 'relative' }}>
                  <Image src={src} alt={name} h={100} fit={withCover ? 'cover' : 'contain'} radius="sm" />
                  {index === 0 && withCover && (
                    <Badge pos="absolute" top={4} size="sm" style={{ insetInlineStart: 4 }}>
                      <Trans>Cover</Trans>
                    </Badge>
                  )}
                </div>
                <Group gap={2} justify="space-between" wrap="nowrap">
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon variant="subtle" size="sm" disabled={index === 0} onClick={() => move(photo, index, index - 1)} aria-label={t`Move ${name} earlier`}>
                      {rtl ? <ArrowRightIcon size={16} /> : <ArrowLeftIcon size={16} />}
                    </ActionIcon>
                    <ActionIcon variant="subtle" size="sm" disabled={index === photos.length - 1} onClick={() => move(photo, index, index + 1)} aria-label={t`Move ${name} later`}>
                      {rtl ? <ArrowLeftIcon size={16} /> : <ArrowRightIcon size={16} />}
                    </ActionIcon>
                  </Group>
                  <ActionIcon variant="subtle" color="red" size="sm" onClick={() => remove(photo, index)} aria-label={t`Remove ${name}`}>
                    <CloseIcon size={16} />
                  </ActionIcon>
                </Group>
                {index > 0 && withCover && (
                  <Button size="compact-xs" variant="light" onClick={() => move(photo, index, 0)} aria-label={t`Make ${name} the cover`}>
                    <Trans>Make cover</Trans>
                  </Button>
                )}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      {photos.length === 0 && (
        <Text size="sm" c="dimmed">
          {withCover ? <Trans>No photos yet.</Trans> : <Trans>No floor plans yet.</Trans>}
        </Text>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
