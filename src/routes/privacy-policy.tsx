import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/content/legal-page';

export const Route = createFileRoute('/privacy-policy')({
  head: () => import('@/features/content/legal-data').then((m) => m.legalHead('privacy-policy')),
  component: () => <LegalPage slug="privacy-policy" />,
});
