import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ListingForm } from '@/features/listings/form/listing-form';
import { useSessionUser } from '@/lib/session';

/**
 * /properties/new, /new-property and /properties/edit/$id: one listing form (the routes guarantee
 * a signed-in user). A new listing's draft id goes into the URL once the draft exists, so a
 * reload resumes it.
 */
export function ListingFormPage({ propertyId, draftId }: { propertyId?: string; draftId?: string }) {
  return (
    <Stack>
      <Title order={1}>{propertyId ? <Trans>Edit Property</Trans> : <Trans>List a Property</Trans>}</Title>
      <SignedInForm propertyId={propertyId} draftId={draftId} />
    </Stack>
  );
}

function SignedInForm({ propertyId, draftId }: { propertyId?: string; draftId?: string }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const onDraftCreated = useCallback(
    (id: string) => {
      if (!propertyId && id !== draftId) void navigate({ to: '/properties/new', search: { draft: id }, replace: true });
    },
    [navigate, propertyId, draftId],
  );
  return user ? <ListingForm userId={user.id} propertyId={propertyId} draftId={draftId} onDraftCreated={onDraftCreated} /> : null;
}
