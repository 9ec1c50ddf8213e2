import { createFileRoute } from '@tanstack/react-router';
import { legalHead } from '@/features/content/legal-data';
import { LegalPage } from '@/features/content/legal-page';

export const Route = createFileRoute('/privacy-policy')({
  head: () => legalHead('privacy-policy'),
  component: () => <LegalPage slug="privacy-policy" />,
});
