import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { StampDutyCalculatorPage } from '@/features/content/static-pages';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/stamp-duty-calculator')({
  loader: () => loadContent('pages/stamp-duty-calculator', 'data-page'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: StampDutyCalculatorRoute,
});

function StampDutyCalculatorRoute() {
  return <StampDutyCalculatorPage doc={Route.useLoaderData()} />;
}
