import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { PressCentrePage } from '@/features/content/company-pages';

export const Route = createFileRoute('/press-centre')({
  loader: ({ context }) => loadContent('company/press-centre', 'company', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: PressCentreRoute,
});

function PressCentreRoute() {
  return <PressCentrePage doc={Route.useLoaderData()} />;
}
