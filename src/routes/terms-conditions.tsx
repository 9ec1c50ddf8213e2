import { createFileRoute } from '@tanstack/react-router';
import { legalHead } from '@/features/content/legal-data';
import { LegalPage } from '@/features/content/legal-page';

export const Route = createFileRoute('/terms-conditions')({
  head: () => legalHead('terms-conditions'),
  component: () => <LegalPage slug="terms-conditions" />,
});
