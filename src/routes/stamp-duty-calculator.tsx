import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { StampDutyCalculatorPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/stamp-duty-calculator')({
  loader: ({ context }) => loadContentPage('pages/stamp-duty-calculator', 'data-page', context.i18n),
  head: loadedHead,
  component: StampDutyCalculatorRoute,
});

function StampDutyCalculatorRoute() {
  return <StampDutyCalculatorPage doc={Route.useLoaderData().doc} />;
}
