import { createFileRoute } from '@tanstack/react-router';
import { contentHead } from '@/features/content/data/pages';
import { StampDutyCalculatorPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/stamp-duty-calculator')({
  head: () => contentHead('stampDutyCalculator'),
  component: StampDutyCalculatorPage,
});
