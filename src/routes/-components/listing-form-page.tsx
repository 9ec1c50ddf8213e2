import { Stack, Title } from '@mantine/core';
import { RequireSignIn } from '@/features/auth/components/require-sign-in';
import { ListingForm } from '@/features/listings/form/listing-form';
import { useSession } from '@/lib/session';

/** /properties/new, /new-property and /properties/edit/$id: one listing form. */
export function ListingFormPage({ propertyId }: { propertyId?: string }) {
  const title = propertyId ? 'Edit Property' : 'List a Property';
  return (
    <RequireSignIn title={title} reason="Sign in to list a property">
      <Stack>
        <Title order={1}>{title}</Title>
        <SignedInForm propertyId={propertyId} />
      </Stack>
    </RequireSignIn>
  );
}

function SignedInForm({ propertyId }: { propertyId?: string }) {
  const { user } = useSession();
  return user ? <ListingForm userId={user.id} propertyId={propertyId} /> : null;
}
