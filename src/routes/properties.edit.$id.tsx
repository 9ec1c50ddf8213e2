import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/seo';
import { ListingFormPage } from './-components/listing-form-page';

export const Route = createFileRoute('/properties/edit/$id')({
  head: ({ params }) =>
    pageHead({ title: 'Edit Property', description: 'Update your Manzil listing.', path: `/properties/edit/${params.id}`, noindex: true }),
  component: EditListing,
});

function EditListing() {
  const { id } = Route.useParams();
  return <ListingFormPage propertyId={id} />;
}
