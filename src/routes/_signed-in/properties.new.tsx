import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { pageHead } from '@/lib/seo';
import { ListingFormPage } from '../-components/listing-form-page';

/** `draft`: the id of a draft on this device to resume (set by the form once the draft exists). */
const searchSchema = z.object({ draft: z.uuid().optional().catch(undefined) });

export const Route = createFileRoute('/_signed-in/properties/new')({
  validateSearch: searchSchema,
  staticData: { signIn: { title: 'List a Property', reason: 'Sign in to list a property' } },
  head: () => pageHead({ title: 'List a Property', description: 'List your property for sale or rent on Manzil.', path: '/properties/new', noindex: true }),
  component: NewListing,
});

function NewListing() {
  const { draft } = Route.useSearch();
  return <ListingFormPage draftId={draft} />;
}
