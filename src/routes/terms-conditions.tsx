import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/content/legal-page';

export const Route = createFileRoute('/terms-conditions')({
  head: () => import('@/features/content/legal-data').then((m) => m.legalHead('terms-conditions')),
  component: () => <LegalPage slug="terms-conditions" />,
});
