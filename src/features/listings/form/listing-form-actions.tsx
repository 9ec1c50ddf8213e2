import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DeleteListingButton } from '../components/delete-listing-button';
import { discardDraft } from './draft';

interface Props {
  listingId: string;
  userId: string;
  isNew: boolean;
  /** The listing's title as the form opened, for Delete's confirmation. */
  title: string;
  /** The listing's paid featuring, for Delete's warning (unknown offline without a copy). */
  featuredUntil: string | null | undefined;
  /** The listing has a draft here: an edit's Cancel then asks before discarding it. */
  hasDraft: boolean;
  busy: boolean;
  submitting: boolean;
}

/** Submit, Cancel (asking first when an edit has changes to discard) and, for an edit, Delete. */
export function ListingFormActions({ listingId, userId, isNew, title, featuredUntil, hasDraft, busy, submitting }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const leave = () => void navigate({ to: '/dashboard' });
  const cancel = () => (!isNew && hasDraft ? setConfirmCancel(true) : leave());
  const discardChanges = async () => {
    await discardDraft(listingId);
    leave();
  };
  return (
    <>
      <Group>
        <Button type="submit" disabled={busy}>
          {submitting ? <Trans>Submitting...</Trans> : isNew ? <Trans>List Property</Trans> : <Trans>Save Changes</Trans>}
        </Button>
        <Button variant="default" type="button" disabled={busy} onClick={cancel}>
          <Trans>Cancel</Trans>
        </Button>
        {!isNew && <DeleteListingButton userId={userId} listingId={listingId} title={title || t`this listing`} featuredUntil={featuredUntil} onDeleted={leave} />}
      </Group>
      <Modal opened={confirmCancel} onClose={() => setConfirmCancel(false)} title={t`Discard your changes?`} centered>
        <Stack>
          <Text>
            <Trans>The changes you made to this listing, including its photos, will not be saved.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmCancel(false)}>
              <Trans>Keep editing</Trans>
            </Button>
            <Button color="red" onClick={() => void discardChanges()}>
              <Trans>Discard changes</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
