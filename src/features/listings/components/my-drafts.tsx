import { Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { StorageNotGuaranteed } from '@/components/sync-status';
import { db, type DraftRow } from '@/offline/db';
import { asBlob } from '@/offline/storage';
import { discardDraft, draftsOf } from '../form/draft';

/** The cover of a draft: its first chosen photo, as an object URL while shown. */
function DraftCover({ draft }: { draft: DraftRow }) {
  const first = draft.photos[0];
  const url = useMemo(() => (first ? URL.createObjectURL(asBlob(first.data, first.type)) : null), [first]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!url) return null;
  return <Image src={url} alt={`Photo of ${String(draft.values.title || 'the draft')}`} h={140} fit="cover" radius="sm" />;
}

/**
 * Dashboard > My Properties: listings written on this device that are not on the server yet.
 * A draft can be resumed or discarded; a submitted one shows it is waiting to upload.
 */
export function MyDrafts({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const drafts = useLiveQuery(() => draftsOf(userId), [userId]) ?? [];
  const queuedIds = new Set(useLiveQuery(() => db.outbox.where('userKey').equals(userId).toArray(), [userId])?.map((e) => e.group) ?? []);
  if (drafts.length === 0) return null;
  return (
    <Stack>
      <Title order={2} size="h3">
        On this device
      </Title>
      <StorageNotGuaranteed />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {drafts.map((draft) => {
          const title = String(draft.values.title || '').trim() || 'Untitled listing';
          const queued = queuedIds.has(draft.id);
          return (
            <Card key={draft.id} withBorder component="article" aria-label={title}>
              <Stack gap="xs">
                <DraftCover draft={draft} />
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} lineClamp={2}>
                    {title}
                  </Text>
                  <Badge color={queued ? 'blue.8' : 'gray.8'}>{queued ? 'Waiting to upload' : 'Draft'}</Badge>
                </Group>
                <Text size="sm">
                  {draft.isNew ? 'New listing' : 'Changes to a listing'}, {draft.photos.length} {draft.photos.length === 1 ? 'photo' : 'photos'}
                </Text>
                {!queued && (
                  <Group>
                    <Button
                      size="xs"
                      aria-label={`Resume draft ${title}`}
                      onClick={() =>
                        void (draft.isNew
                          ? navigate({ to: '/properties/new', search: { draft: draft.id } })
                          : navigate({ to: '/properties/edit/$id', params: { id: draft.id } }))
                      }
                    >
                      Resume
                    </Button>
                    <Button size="xs" variant="default" onClick={() => void discardDraft(draft.id)} aria-label={`Discard draft ${title}`}>
                      Discard
                    </Button>
                  </Group>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
