import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Image, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useMemo } from 'react';
import { StorageNotGuaranteed } from '@/components/storage-not-guaranteed';
import { db, type DraftRow } from '@/offline/db';
import { asBlob } from '@/offline/storage';
import { editableListingQueryOptions } from '../api/get-editable-listing';
import { useOutboxMutation } from '@/offline/use-outbox-mutation';
import { submitListingMutation } from '../api/submit-listing';
import { discardDraft, draftsOf } from '../form/draft';
import { emptyListing, listingSchema } from '../form/listing-schema';

/** The cover of a draft: its first chosen photo, as an object URL while shown. */
function DraftCover({ draft }: { draft: DraftRow }) {
  const first = draft.photos[0];
  const url = useMemo(() => (first ? URL.createObjectURL(asBlob(first.data, first.type)) : null), [first]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const { t } = useLingui();
  if (!url) return null;
  const title = String(draft.values.title || t`the draft`);
  return <Image src={url} alt={t`Photo of ${title}`} h={140} fit="cover" radius="sm" />;
}

/**
 * Discard, after a confirmation: a draft and its photos exist only on this device, so a discarded
 * one cannot be brought back.
 */
function DiscardDraftButton({ draft, title }: { draft: DraftRow; title: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const photos = draft.photos.length;
  const { i18n, t } = useLingui();
  const count = String(photos);
  return (
    <>
      <Button size="xs" variant="default" onClick={open} aria-label={t`Discard draft ${title}`}>
        <Trans>Discard</Trans>
      </Button>
      <Modal opened={opened} onClose={close} title={t`Discard this draft?`} centered>
        <Stack>
          <Text>
            {photos > 0
              ? i18n._(
                  msg`${plural(photos, {
                    one: `“${title}” and its ${count} photo will be deleted from this device. This cannot be undone.`,
                    other: `“${title}” and its ${count} photos will be deleted from this device. This cannot be undone.`,
                  })}`,
                )
              : t`“${title}” will be deleted from this device. This cannot be undone.`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Keep draft</Trans>
            </Button>
            <Button color="red" onClick={() => void discardDraft(draft.id).then(close)}>
              <Trans>Discard draft</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** One draft: its cover, what it is, and Resume / Publish / Discard while it is not queued. */
function DraftCard({ draft, queued }: { draft: DraftRow; queued: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const publish = useOutboxMutation(submitListingMutation, draft.userKey);
  const { i18n, t } = useLingui();
  const title = String(draft.values.title || '').trim() || t`Untitled listing`;
  const photoCount = String(draft.photos.length);
  const resume = () =>
    void (draft.isNew
      ? navigate({ to: '/properties/new', search: { draft: draft.id } })
      : navigate({ to: '/properties/edit/$id', params: { id: draft.id } }));
  const onPublish = async () => {
    const parsed = listingSchema.safeParse({ ...emptyListing, ...draft.values });
    if (!parsed.success) {
      const problem = parsed.error.issues[0].message;
      notifications.show({ title: t`Not ready to publish`, message: t`${problem}. Resume the draft to finish it.`, color: 'yellow' });
      return;
    }
    // Staged changes to an edit's photos apply to its photos as the edit began (or, for a draft
    // from before such snapshots were kept, as they are now).
    let saved = draft.savedPhotos ?? [];
    if (!draft.isNew && !draft.savedPhotos && (draft.removedPhotoIds?.length || draft.photoOrder)) {
      const listing = editableListingQueryOptions(draft.id, draft.userKey);
      try {
        saved = (await queryClient.fetchQuery(listing)).property_images;
      } catch {
        return; // Told by the read's own toast; the draft stays to publish again.
      }
    }
    await publish.send({ draft, values: parsed.data, saved });
  };
  return (
    <Card withBorder component="article" aria-label={title}>
      <Stack gap="xs">
        <DraftCover draft={draft} />
        {/* The badge keeps its whole text on the narrowest phone: the title gives way, or the badge wraps below it. */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={600} lineClamp={2} style={{ flex: '1 1 8rem', minWidth: 0 }}>
            {title}
          </Text>
          <Badge color={queued ? 'blue.8' : 'gray.8'} style={{ flexShrink: 0 }}>
            {queued ? <Trans>Waiting to upload</Trans> : <Trans>Draft</Trans>}
          </Badge>
        </Group>
        <Text size="sm">
          {draft.isNew
            ? i18n._(msg`${plural(draft.photos.length, { one: `New listing, ${photoCount} photo`, other: `New listing, ${photoCount} photos` })}`)
            : i18n._(msg`${plural(draft.photos.length, { one: `Changes to a listing, ${photoCount} photo`, other: `Changes to a listing, ${photoCount} photos` })}`)}
        </Text>
        {!queued && (
          <Group gap="xs">
            <Button size="xs" onClick={resume} aria-label={t`Resume draft ${title}`}>
              <Trans>Resume</Trans>
            </Button>
            <Button size="xs" variant="light" onClick={() => void onPublish()} loading={publish.isPending} aria-label={t`Publish draft ${title}`}>
              <Trans>Publish</Trans>
            </Button>
            <DiscardDraftButton draft={draft} title={title} />
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Dashboard > My Properties: listings written on this device that are not on the server yet.
 * A draft can be resumed, published or discarded; a submitted one shows it is waiting to upload.
 */
export function MyDrafts({ userId }: { userId: string }) {
  const drafts = useLiveQuery(() => draftsOf(userId), [userId]) ?? [];
  const queuedIds = new Set(useLiveQuery(() => db.outbox.where('userKey').equals(userId).toArray(), [userId])?.map((e) => e.group) ?? []);
  const headingId = useId();
  if (drafts.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        <Trans>On this device</Trans>
      </Title>
      <StorageNotGuaranteed />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {drafts.map((draft) => (
          <DraftCard key={draft.id} draft={draft} queued={queuedIds.has(draft.id)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
