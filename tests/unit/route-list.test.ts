import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyRoute } from '@tanstack/react-router';
import { readAppRoutes } from '../../scripts/content/parse-content.ts';
import { routeTree } from '@/routeTree.gen';
import { renderPage } from '@/server/render-page';
import { appPages, fixedAddressPages, prerenderedPaths, routeSourceFile } from '@/server/route-list';

// The one list of the app's pages is the router's tree; these hold what is read from it.

const routesOf = (route: AnyRoute): AnyRoute[] => [route, ...Object.values((route.children ?? {}) as Record<string, AnyRoute>).flatMap(routesOf)];

describe("the app's pages, from the router's tree", () => {
  it('are the pages the route generator declares, which the content build checks links against', () => {
    const declared = readAppRoutes(new URL('../../src/routeTree.gen.ts', import.meta.url)).map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path));
    expect(appPages().map((page) => page.path).sort()).toEqual(declared.sort());
  });

  it('carry their layout\'s static data: a signed-in page is rendered in the browser', () => {
    const dashboard = appPages().find((page) => page.path === '/dashboard');
    expect(dashboard?.staticData.browserOnly).toBe(true);
    expect(dashboard?.staticData.signIn).toBeDefined();
    expect(appPages().find((page) => page.path === '/faqs')?.staticData.browserOnly).toBeUndefined();
  });

  it('at a fixed address have no parameter', () => {
    const paths = fixedAddressPages().map((page) => page.path);
    expect(paths).toContain('/articles');
    expect(paths).not.toContain('/property/$id');
    expect(appPages().map((page) => page.path)).toContain('/property/$id');
  });

  it('each come from a file under src/routes the manifest knows them by', () => {
    for (const route of routesOf(routeTree)) {
      const file = routeSourceFile(route);
      expect(file, (route.options as { path?: string }).path ?? 'a layout').toMatch(/^src\/routes\/.+\.tsx$/);
      expect(existsSync(new URL(`../../${file}`, import.meta.url)), file).toBe(true);
    }
    expect(routeSourceFile({})).toBeUndefined();
  });
});

describe('pages written at build time', () => {
  const realFetch = globalThis.fetch;
  beforeAll(() => {
    globalThis.fetch = () => new Promise<Response>(() => undefined);
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  it('are the pages that declare prerender, each rendered as a page without reads, with its route files', async () => {
    const paths = prerenderedPaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/buy', '/rent', '/faqs', '/articles', '/articles/buyers-guide']));
    expect(paths).not.toContain('/search-results');
    expect(paths).not.toContain('/dashboard');
    for (const path of paths) {
      const page = await renderPage(path, { withoutReads: true });
      expect(page.status, path).toBe(200);
      expect(page.routeFiles[0], path).toBe('src/routes/__root.tsx');
    }
    expect((await renderPage('/articles', { withoutReads: true })).routeFiles).toEqual(['src/routes/__root.tsx', 'src/routes/articles/index.tsx']);
    expect((await renderPage('/dashboard', { withoutReads: true })).routeFiles).toEqual(['src/routes/__root.tsx', 'src/routes/_signed-in.tsx', 'src/routes/_signed-in/dashboard.tsx']);
  });
});
