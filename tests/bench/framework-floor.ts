// The framework floor of the page-weight budget: the JavaScript a page of this stack loads before
// it is interactive with none of the app's own code. A page built with Vite from the libraries
// every public page hydrates with (React DOM, TanStack Router and Query, Mantine's provider and a
// few of its components, Lingui, supabase-js's REST client), each used once, in one chunk (one
// chunk compresses better than the app's split chunks). Printed beside the pages' own figures:
// what a page may add on top of it within the budget.
// Run alone: `npx tsx tests/bench/framework-floor.ts`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { withScratchPage } from './scratch-page.ts';

const FLOOR_APP = `
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Button, Card, Group, MantineProvider, Text } from '@mantine/core';
import { PostgrestClient } from '@supabase/postgrest-js';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { hydrateRoot } from 'react-dom/client';

const rest = new PostgrestClient('/rest/v1');
function Page() {
  const { data } = useQuery({ queryKey: ['listings'], queryFn: async () => (await rest.from('properties').select('id').limit(1)).data });
  return (
    <Card>
      <Text>{data?.length ?? 0}</Text>
      <Group><Button>Search</Button><Link to="/">Home</Link></Group>
      <Outlet />
    </Card>
  );
}
const router = createRouter({ routeTree: createRootRoute({ component: Page }) });
i18n.loadAndActivate({ locale: 'en', messages: {} });
hydrateRoot(document.getElementById('root'), (
  <I18nProvider i18n={i18n}>
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </I18nProvider>
));
`;

export interface FrameworkFloor {
  /** KiB gzip of the floor page's JavaScript. */
  jsGzipKib: number;
}

/** Builds the floor page and weighs its JavaScript. */
export async function measureFrameworkFloor(): Promise<FrameworkFloor> {
  const page = { name: '.manzil-framework-floor', head: '<title>Floor</title>', mainJsx: FLOOR_APP };
  const gzip = await withScratchPage(page, async (_root, outDir) => {
    const assets = join(outDir, 'assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((total, file) => total + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
  });
  return { jsGzipKib: Math.round((gzip / 1024) * 10) / 10 };
}

export function printFrameworkFloor(floor: FrameworkFloor) {
  console.log(
    `framework floor (React DOM, TanStack Router and Query, Mantine, Lingui, postgrest-js; no app code): ${floor.jsGzipKib} KiB gzip; left of the budget for a page's own code: home ${(130 - floor.jsGzipKib).toFixed(1)}, other public pages ${(150 - floor.jsGzipKib).toFixed(1)} KiB`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printFrameworkFloor(await measureFrameworkFloor());
