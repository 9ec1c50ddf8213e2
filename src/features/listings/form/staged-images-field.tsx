import { useLingui } from '@lingui/react/macro';
import { Alert, Button, FileButton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ACCEPTED_IMAGE_TYPES } from './listing-schema';
import type { ImageKind, StagedPhoto } from './photo-plan';
import { PhotoStaging } from './photo-staging';

/** The field's words for its kind of image, each a whole sentence (for the translations). */
function useWords(kind: ImageKind, count: number, max: number) {
  const { t } = useLingui();
  return kind === 'photo'
    ? {
        heading: t`Photos (${count} of ${max})`,
        add: t`Add photos`,
        full: t`Photo limit reached`,
        preparing: t`Preparing photos...`,
        offline: t`This listing's photos could not be loaded without a connection. Your other changes can be saved now; change the photos when you are back online.`,
      }
    : {
        heading: t`Floor plans (${count} of ${max})`,
        add: t`Add floor plans`,
        full: t`Floor plan limit reached`,
        preparing: t`Preparing floor plans...`,
        offline: t`This listing's floor plans could not be loaded without a connection. Your other changes can be saved now; change the floor plans when you are back online.`,
      };
}

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
  const words = useWords(kind, items.length, max);
  const headingId = `listing-${kind.replace('_', '-')}s-heading`;
  const slotsLeft = max - items.length;
  return (
    <Stack gap="xs">
      <Text fw={500} id={headingId}>
        {words.heading}
      </Text>
      <Text size="sm" c="dimmed">
        {help}
      </Text>
      {known ? (
        <PhotoStaging kind={kind} headingId={headingId} photos={items} previews={previews} onRemove={onRemove} onMove={onMove} />
      ) : (
        <Alert color="yellow">{words.offline}</Alert>
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
