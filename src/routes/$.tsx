import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { pageHead } from '@/lib/seo';
import { localeOf } from '@/i18n/locales';

// Any path no other route matches: the 404 page (its status declared by its loader) with its own
// title, not indexed.
export const Route = createFileRoute('/$')({
  loader: () => ({ status: 404 as const }),
  head: ({ params, match: { context } }) =>
    pageHead({
      locale: localeOf(context.i18n),
      title: context.i18n._(msg`Page Not Found`),
      description: context.i18n._(msg`The page you are looking for does not exist on Manzil or has been moved.`),
      path: `/${params._splat ?? ''}`,
      noindex: true,
    }),
  component: NotFoundPage,
});
