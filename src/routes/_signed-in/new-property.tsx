import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/seo';
import { ListingFormPage } from '../-components/listing-form-page';
import { localeOf } from '@/i18n/locales';

// The same screen as /properties/new, under the older address.
export const Route = createFileRoute('/_signed-in/new-property')({
  staticData: { signIn: { title: 'List a Property', reason: 'Sign in to list a property' } },
  head: ({ match }) => pageHead({ locale: localeOf(match.context.i18n), title: 'List a Property', description: 'List your property for sale or rent on Manzil.', path: '/properties/new', noindex: true }),
  component: () => <ListingFormPage />,
});
