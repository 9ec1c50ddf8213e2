import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { pageHead } from '@/lib/seo';
import { localeOf } from '@/i18n/locales';

// Any path no other route matches: the 404 page with its own title, not indexed.
export const Route = createFileRoute('/$')({
  head: ({ params, match }) =>
    pageHead({
      locale: localeOf(match.context.i18n),
      title: 'Page Not Found',
      description: 'The page you are looking for does not exist on Manzil or has been moved.',
      path: `/${params._splat ?? ''}`,
      noindex: true,
    }),
  component: NotFoundPage,
});
