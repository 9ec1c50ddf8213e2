import { createFileRoute } from '@tanstack/react-router';
import { localeOf } from '@/i18n/locales';
import { pageHead } from '@/lib/seo';
import { ListingFormPage } from '../-components/listing-form-page';

export const Route = createFileRoute('/_signed-in/properties/edit/$id')({
  staticData: { signIn: { title: 'Edit Property', reason: 'Sign in to list a property' } },
  head: ({ params, match }) =>
    pageHead({ locale: localeOf(match.context.i18n), title: 'Edit Property', description: 'Update your Manzil listing.', path: `/properties/edit/${params.id}`, noindex: true }),
  component: EditListing,
});

function EditListing() {
  const { id } = Route.useParams();
  return <ListingFormPage propertyId={id} />;
}
