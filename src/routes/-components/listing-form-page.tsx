import { Stack, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { RequireSignIn } from '@/features/auth/components/require-sign-in';
import { ListingForm } from '@/features/listings/form/listing-form';
import { useSession } from '@/lib/session';

/**
 * /properties/new, /new-property and /properties/edit/$id: one listing form. A new listing's
 * draft id goes into the URL once the draft exists, so a reload resumes it.
 */
export function ListingFormPage({ propertyId, draftId }: { propertyId?: string; draftId?: string }) {
  const title = propertyId ? 'Edit Property' : 'List a Property';
  return (
    <RequireSignIn title={title} reason="Sign in to list a property">
      <Stack>
        <Title order={1}>{title}</Title>
        <SignedInForm propertyId={propertyId} draftId={draftId} />
      </Stack>
    </RequireSignIn>
  );
}

function SignedInForm({ propertyId, draftId }: { propertyId?: string; draftId?: string }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const onDraftCreated = useCallback(
    (id: string) => {
      if (!propertyId && id !== draftId) void navigate({ to: '/properties/new', search: { draft: id }, replace: true });
    },
    [navigate, propertyId, draftId],
  );
  return user ? <ListingForm userId={user.id} propertyId={propertyId} draftId={draftId} onDraftCreated={onDraftCreated} /> : null;
}
