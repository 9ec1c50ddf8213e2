import { createFileRoute } from '@tanstack/react-router';
import { featuredReturnParams } from '@/features/listings/featured-return-params';
import { pageHead } from '@/lib/seo';
import { DashboardPage } from '../-components/dashboard-page';

export const Route = createFileRoute('/_signed-in/dashboard')({
  // The checkout's return: ?featured=success|cancelled&propertyId=…&payment=… (anything else is dropped).
  validateSearch: featuredReturnParams,
  staticData: { signIn: { title: 'Dashboard', reason: 'Sign in to see your dashboard' } },
  head: () => pageHead({ title: 'Dashboard', description: 'Manage your Manzil listings and account.', path: '/dashboard', noindex: true }),
  component: DashboardRoute,
});

function DashboardRoute() {
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DashboardPage featuredReturn={params} onFeaturedReturnHandled={() => void navigate({ search: {}, replace: true })} />;
}
