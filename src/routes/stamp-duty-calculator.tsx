import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { StampDutyCalculatorPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/stamp-duty-calculator')({
  loader: () => loadContent('pages/stamp-duty-calculator', 'data-page'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: StampDutyCalculatorRoute,
});

function StampDutyCalculatorRoute() {
  return <StampDutyCalculatorPage doc={Route.useLoaderData()} />;
}
