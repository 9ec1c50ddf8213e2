import type { SearchSchemaInput } from '@tanstack/react-router';
import { featuredReturnParams, type FeaturedReturnParams } from '@/features/promotion/featured-return-params';

// The dashboard's URL: which tab is open (?tab=saved), so a reload, a shared link or the
// installed app's shortcut opens that tab, plus the checkout's return parameters. Checked by hand,
// not with a schema library: route options are in every page's bundle.

/** The dashboard's tabs, in the order shown; the first is the default. */
export const DASHBOARD_TABS = ['properties', 'messages', 'profile', 'agent', 'security', 'saved'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'properties';

export function isDashboardTab(value: unknown): value is DashboardTab {
  return (DASHBOARD_TABS as readonly unknown[]).includes(value);
}

export interface DashboardSearch extends FeaturedReturnParams {
  tab: DashboardTab;
}

/** What a link to the dashboard may carry (all optional: a bare /dashboard opens the default tab). */
export interface DashboardSearchInput {
  tab?: DashboardTab;
  featured?: FeaturedReturnParams['featured'];
  propertyId?: string;
  payment?: string;
}

/** The route's validateSearch: an unknown or missing tab is the default one; junk is dropped. */
export function dashboardSearch(search: DashboardSearchInput & SearchSchemaInput): DashboardSearch {
  // Typed for links; what arrives is whatever the address held, so every value is checked.
  const raw: Record<string, unknown> = { ...search };
  return { tab: isDashboardTab(raw.tab) ? raw.tab : DEFAULT_DASHBOARD_TAB, ...featuredReturnParams(raw) };
}
