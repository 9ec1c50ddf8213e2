import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { StampDutyCalculatorPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/stamp-duty-calculator')({
  loader: ({ context }) => loadContent('pages/stamp-duty-calculator', 'data-page', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: StampDutyCalculatorRoute,
});

function StampDutyCalculatorRoute() {
  return <StampDutyCalculatorPage doc={Route.useLoaderData()} />;
}
