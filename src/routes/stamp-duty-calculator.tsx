import { createFileRoute } from '@tanstack/react-router';
import { StampDutyCalculatorPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/stamp-duty-calculator')({
  head: () => import('@/features/content/data/pages').then((m) => m.contentHead('stampDutyCalculator')),
  component: StampDutyCalculatorPage,
});
