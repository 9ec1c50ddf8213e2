import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useOutboxMutation } from '@/offline/use-outbox-mutation';
import { deleteListingMutation } from '../api/delete-listing';
import { featuringLostOnDelete } from '../featured-until';

/**
 * Delete, after a confirmation that says what goes (the listing and its photos) and what stays
 * (messages about it), and, for a listing featured until a later date, that the paid featuring
 * ends with it. Offline, the deletion waits in the outbox and happens when back online.
 */
export function DeleteListingButton({
  userId,
  listingId,
  title,
  featuredUntil,
  onDeleted,
}: {
  userId: string;
  listingId: string;
  title: string;
  featuredUntil: string | null | undefined;
  onDeleted?(): void;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const { i18n, t } = useLingui();
  const remove = useOutboxMutation(deleteListingMutation, userId);
  // Worked out when the dialog is drawn (it is drawn again each time it opens).
  const featuringLost = opened ? featuringLostOnDelete(i18n, featuredUntil) : null;

  const confirm = async () => {
    const outcome = await remove.send({ listingId, title });
    if (!outcome || outcome.state === 'stopped') return;
    close();
    onDeleted?.();
  };

  return (
    <>
      <Button variant="subtle" color="red" size="compact-sm" onClick={open} aria-label={t`Delete ${title}`}>
        <Trans>Delete</Trans>
      </Button>
      <Modal opened={opened} onClose={close} title={t`Delete this listing?`} centered>
        <Stack>
          <Text>
            <Trans>
              &ldquo;{title}&rdquo; and its photos will be removed from Manzil for good. Messages about it stay in your inbox and in the
              senders&apos;.
            </Trans>
          </Text>
          {featuringLost && (
            <Text fw={600} c="red.9">
              {featuringLost}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              <Trans>Keep listing</Trans>
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
              <Trans>Delete listing</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
