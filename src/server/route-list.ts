// The app's pages as the router's own tree has them (src/routeTree.gen.ts, generated from
// src/routes): every other list of pages is read from here. The renderer finds a page's source
// files for the build's manifest; the build writes the pages that declare `prerender`; the tests
// render every page at a fixed address.
import type { AnyRoute, StaticDataRouteOption } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';

/** A page of the app: a route with no child routes, and what its route and the routes around it declare. */
export interface AppPage {
  /** Its address pattern ('/about', '/property/$id'), without a trailing slash. */
  path: string;
  /** Its own static data over its parents' (a signed-in page has its layout's `browserOnly`). */
  staticData: StaticDataRouteOption;
}

/** The route's address part ('/properties/edit/$id'; none for a layout such as '_signed-in'). */
const pathOf = (route: AnyRoute): string => (route.options as { path?: string }).path ?? '';

/** Every page of `tree`, in the tree's order; not the catch-all ('/$'), which answers any address no page has. */
export function appPages(tree: AnyRoute = routeTree): AppPage[] {
  const pages: AppPage[] = [];
  const walk = (route: AnyRoute, prefix: string, inherited: StaticDataRouteOption) => {
    const path = `${prefix}/${pathOf(route)}`.replace(/\/{2,}/g, '/');
    const staticData = { ...inherited, ...(route.options.staticData ?? {}) };
    const children = Object.values((route.children ?? {}) as Record<string, AnyRoute>);
    if (children.length === 0) pages.push({ path: path.length > 1 ? path.replace(/\/$/, '') : path, staticData });
    for (const child of children) walk(child, path, staticData);
  };
  walk(tree, '', {});
  return pages.filter((page) => page.path !== '/$');
}

/** The pages at one fixed address: no parameter ('$id'). */
export const fixedAddressPages = (tree: AnyRoute = routeTree): AppPage[] => appPages(tree).filter((page) => !page.path.includes('$'));

/** The addresses the build writes as HTML for a static-only deploy: the pages that declare `prerender`. */
export const prerenderedPaths = (): string[] =>
  fixedAddressPages()
    .filter((page) => page.staticData.prerender && !page.staticData.browserOnly)
    .map((page) => page.path);

// Each route module's source file, found by the module's own `Route` (the object the tree holds),
// so a page's chunks can be looked up in the build's manifest, which is keyed by source file.
const ROUTE_MODULES = import.meta.glob<{ Route?: AnyRoute }>(['../routes/**/*.tsx', '!../routes/**/-*/**'], { eager: true });
const SOURCE_FILES = new Map<unknown, string>(
  Object.entries(ROUTE_MODULES).flatMap(([file, module]) => (module.Route ? [[module.Route, `src/routes/${file.slice('../routes/'.length)}`] as const] : [])),
);

/** The file under src/routes a route of the app's tree comes from (undefined for another tree's route). */
export const routeSourceFile = (route: unknown): string | undefined => SOURCE_FILES.get(route);
