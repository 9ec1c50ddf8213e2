import { Alert, Button, FileButton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ACCEPTED_IMAGE_TYPES } from './listing-schema';
import type { ImageKind, StagedPhoto } from './photo-plan';
import { PhotoStaging } from './photo-staging';

const WORDS: Record<ImageKind, { heading: string; add: string; full: string; preparing: string }> = {
  photo: { heading: 'Photos', add: 'Add photos', full: 'Photo limit reached', preparing: 'Preparing photos...' },
  floor_plan: { heading: 'Floor plans', add: 'Add floor plans', full: 'Floor plan limit reached', preparing: 'Preparing floor plans...' },
};

interface Props {
  kind: ImageKind;
  /** Staged images of this kind, in order. */
  items: StagedPhoto[];
  max: number;
  help: ReactNode;
  previews: Map<string, string>;
  /** The listing's saved images are known (not while an edit opened offline had none kept). */
  known: boolean;
  problems: string[];
  preparing: boolean;
  disabled: boolean;
  onAdd(files: File[]): void;
  onRemove(item: StagedPhoto): void;
  onMove(item: StagedPhoto, to: number): void;
}

/** One kind of listing image in the form: what is staged, what went wrong, and the button to add more. */
export function StagedImagesField({ kind, items, max, help, previews, known, problems, preparing, disabled, onAdd, onRemove, onMove }: Props) {
  const words = WORDS[kind];
  const headingId = `listing-${kind.replace('_', '-')}s-heading`;
  const slotsLeft = max - items.length;
  return (
    <Stack gap="xs">
      <Text fw={500} id={headingId}>
        {words.heading} ({items.length} of {max})
      </Text>
      <Text size="sm" c="dimmed">
        {help}
      </Text>
      {known ? (
        <PhotoStaging kind={kind} headingId={headingId} photos={items} previews={previews} onRemove={onRemove} onMove={onMove} />
      ) : (
        <Alert color="yellow">
          This listing&apos;s {words.heading.toLowerCase()} could not be loaded without a connection. Your other changes can be saved now; change
          the {words.heading.toLowerCase()} when you are back online.
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert color="yellow" role="alert">
          {problems.map((p) => (
            <Text key={p} size="sm">
              {p}
            </Text>
          ))}
        </Alert>
      )}
      {preparing && (
        <Text size="sm" role="status">
          {words.preparing}
        </Text>
      )}
      <FileButton
        onChange={onAdd}
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple
        disabled={slotsLeft <= 0 || disabled || !known}
        inputProps={{ name: kind === 'photo' ? 'photos' : 'floor_plans' }}
      >
        {(props) => (
          <Button variant="light" {...props} style={{ alignSelf: 'flex-start' }}>
            {slotsLeft > 0 ? words.add : words.full}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
