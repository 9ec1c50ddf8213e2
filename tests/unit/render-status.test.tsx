import { createRootRouteWithContext, createRoute, Outlet } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { AppRouteTree, RouterContext } from '@/app/router';
import { renderPage } from '@/server/render-page';

// A page's status belongs to its route: a loader declares 404, 410 or 503 in its data, and a page
// of a signed-in user's says so in its route options. The renderer reads these from any route;
// here, from routes it has never seen.
const root = createRootRouteWithContext<RouterContext>()({ component: () => <main><Outlet /></main>, notFoundComponent: () => <p>Nowhere</p> });
const page = (path: string, options: Partial<Parameters<typeof createRoute>[0]> = {}) =>
  createRoute({ getParentRoute: () => root, path, component: () => <h1>{path}</h1>, ...options } as Parameters<typeof createRoute>[0]);
const tree = root.addChildren([
  page('/plain'),
  page('/withdrawn', { loader: () => ({ status: 410 as const }) }),
  page('/unread', { loader: () => ({ status: 503 as const }) }),
  page('/no-such-thing', { loader: () => ({ status: 404 as const }) }),
  page('/mine', { staticData: { browserOnly: true } }),
]) as unknown as AppRouteTree;

const rendered = (url: string) => renderPage(url, { routeTree: tree });

describe("a page's status, from its route", () => {
  it('is what its loader declares', async () => {
    expect((await rendered('/withdrawn')).status).toBe(410);
    expect((await rendered('/unread')).status).toBe(503);
    expect((await rendered('/no-such-thing')).status).toBe(404);
    const withdrawn = await rendered('/withdrawn');
    expect(withdrawn.body).toContain('<h1>/withdrawn</h1>');
  });

  it('is 200 for a page that declares nothing, and 404 where no route matches', async () => {
    expect((await rendered('/plain')).status).toBe(200);
    expect((await rendered('/nowhere')).status).toBe(404);
  });

  it("is left to the browser for a signed-in user's page, which is not rendered", async () => {
    const mine = await rendered('/mine');
    expect(mine).toMatchObject({ signedIn: true, body: '' });
  });
});
