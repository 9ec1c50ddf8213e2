import { createFileRoute } from '@tanstack/react-router';
import type { FeaturedReturnParams } from '@/features/listings/components/featured-return';
import { pageHead } from '@/lib/seo';
import { DashboardPage } from '../-components/dashboard-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrNothing = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? value : undefined);

export const Route = createFileRoute('/_signed-in/dashboard')({
  // The checkout's return: ?featured=success|cancelled&propertyId=…&payment=… (anything else is dropped).
  validateSearch: (search: Record<string, unknown>): FeaturedReturnParams => ({
    featured: search.featured === 'success' || search.featured === 'cancelled' ? search.featured : undefined,
    propertyId: uuidOrNothing(search.propertyId),
    payment: uuidOrNothing(search.payment),
  }),
  staticData: { signIn: { title: 'Dashboard', reason: 'Sign in to see your dashboard' } },
  head: () => pageHead({ title: 'Dashboard', description: 'Manage your Manzil listings and account.', path: '/dashboard', noindex: true }),
  component: DashboardRoute,
});

function DashboardRoute() {
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DashboardPage featuredReturn={params} onFeaturedReturnHandled={() => void navigate({ search: {}, replace: true })} />;
}
