import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { localeOf } from '@/i18n/locales';
import { pageHead } from '@/lib/seo';
import { ListingFormPage } from '../-components/listing-form-page';

export const Route = createFileRoute('/_signed-in/properties/edit/$id')({
  staticData: { signIn: { title: msg`Edit Property`, reason: msg`Sign in to list a property` } },
  // The request's own I18n (at the server, each request has its own).
  head: ({ params, match: { context } }) =>
    pageHead({ locale: localeOf(context.i18n), title: context.i18n._(msg`Edit Property`), description: context.i18n._(msg`Update your Manzil listing.`), path: `/properties/edit/${params.id}`, noindex: true }),
  component: EditListing,
});

function EditListing() {
  const { id } = Route.useParams();
  return <ListingFormPage propertyId={id} />;
}
