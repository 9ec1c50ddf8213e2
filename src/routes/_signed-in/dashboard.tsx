import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { localeOf } from '@/i18n/locales';
import { pageHead } from '@/lib/seo';
import { DashboardPage } from '../-components/dashboard-page';
import { dashboardSearch, DEFAULT_DASHBOARD_TAB } from '../-components/dashboard-search';

export const Route = createFileRoute('/_signed-in/dashboard')({
  // ?tab=… (the open tab), and the checkout's return: ?featured=success|cancelled&propertyId=…&payment=…
  validateSearch: dashboardSearch,
  // The default tab is the bare /dashboard.
  search: { middlewares: [stripSearchParams({ tab: DEFAULT_DASHBOARD_TAB })] },
  staticData: { signIn: { title: msg`Dashboard`, reason: msg`Sign in to see your dashboard` } },
  // The request's own I18n (at the server, each request has its own).
  head: ({ match: { context } }) =>
    pageHead({ locale: localeOf(context.i18n), title: context.i18n._(msg`Dashboard`), description: context.i18n._(msg`Manage your Manzil listings and account.`), path: '/dashboard', noindex: true }),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { tab, ...featuredReturn } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DashboardPage
      tab={tab}
      // Switching tabs replaces the history entry: Back leaves the dashboard, as before tabs were in the URL.
      onTabChange={(next) => void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true })}
      featuredReturn={featuredReturn}
      onFeaturedReturnHandled={() => void navigate({ search: (prev) => ({ tab: prev.tab }), replace: true })}
    />
  );
}
