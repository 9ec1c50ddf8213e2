import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { localeOf } from '@/i18n/locales';
import { pageHead } from '@/lib/seo';
import { ListingFormPage } from '../-components/listing-form-page';

// The same screen as /properties/new, under the older address.
export const Route = createFileRoute('/_signed-in/new-property')({
  staticData: { signIn: { title: msg`List a Property`, reason: msg`Sign in to list a property` } },
  head: ({ match: { context } }) =>
    pageHead({ locale: localeOf(context.i18n), title: context.i18n._(msg`List a Property`), description: context.i18n._(msg`List your property for sale or rent on Manzil.`), path: '/properties/new', noindex: true }),
  component: () => <ListingFormPage />,
});
