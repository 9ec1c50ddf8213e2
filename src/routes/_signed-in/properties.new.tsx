import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { localeOf } from '@/i18n/locales';
import { pageHead } from '@/lib/seo';
import { ListingFormPage } from '../-components/listing-form-page';
import { isUuid } from '@/lib/uuid';

/**
 * `draft`: the id of a draft on this device to resume (set by the form once the draft exists); a
 * value that is not an id is dropped. Checked by hand: route options are in every page's bundle.
 */
function searchSchema(search: Record<string, unknown>): { draft?: string } {
  return typeof search.draft === 'string' && isUuid(search.draft) ? { draft: search.draft } : {};
}

export const Route = createFileRoute('/_signed-in/properties/new')({
  validateSearch: searchSchema,
  staticData: { signIn: { title: msg`List a Property`, reason: msg`Sign in to list a property` } },
  // The request's own I18n (at the server, each request has its own).
  head: ({ match: { context } }) =>
    pageHead({ locale: localeOf(context.i18n), title: context.i18n._(msg`List a Property`), description: context.i18n._(msg`List your property for sale or rent on Manzil.`), path: '/properties/new', noindex: true }),
  component: NewListing,
});

function NewListing() {
  const { draft } = Route.useSearch();
  return <ListingFormPage draftId={draft} />;
}
