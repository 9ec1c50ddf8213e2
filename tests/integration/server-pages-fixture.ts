import { afterAll, afterEach, beforeAll } from 'vitest';
import { createHandler } from '@/server/handler';
import { API_URL, startTestEmulator, type TestEmulator } from './emulator';
import { appPages } from '@/server/route-list';
import { SITEMAP_FUNCTIONS } from '@/server/site-files';

// What the server-pages tests share: the app's server (src/server/handler.ts) on a shell and
// built files of its own, its Supabase reads answered by a seeded emulator as if over HTTP, and
// reading the HTML it sends.

const SHELL =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="UTF-8" /><title>Manzil: property for sale and rent in Abu Dhabi</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div><noscript>Needs JavaScript</noscript></body></html>';
export const APP_SHELL = SHELL.replace('<div id="root"></div>', '<div id="root" data-prerendered=""><header>Manzil</header><main>Loading</main></div>');
const ASSETS: Record<string, string> = { '/assets/index-1.js': 'console.log(1)', '/sw.js': 'self', '/icon-192.png': 'png' };
export const PROPERTY = 'a0000000-0000-4000-8000-000000000001';

/** Every page the server renders (not the signed-in pages, nor the sitemaps it fetches), a listing's page as the sample listing's. */
export const serverRenderedPaths = () =>
  appPages()
    .filter((page) => !page.staticData.browserOnly && !SITEMAP_FUNCTIONS[page.path])
    .map((page) => page.path.replace('$id', PROPERTY));

const handler = createHandler({
  appShell: APP_SHELL,
  manifest: {},
  readAsset: async (path) => (path in ASSETS ? new TextEncoder().encode(ASSETS[path]) : null),
});
export const get = (path: string, init?: RequestInit) => handler(new Request(`http://localhost:4173${path}`, init));

/**
 * Starts a seeded emulator for the calling test file (stopped after it) and sends the app's
 * requests to Supabase to it. Returns it, the REST reads the server made, and a switch that takes
 * Supabase down until the test ends.
 */
export function seededSupabase() {
  let emulator: TestEmulator;
  const realFetch = globalThis.fetch;
  /** When set, every request to Supabase fails as if it were down. */
  let supabaseDown = false;
  /** The REST reads the server made, by path. */
  const reads: string[] = [];

  beforeAll(async () => {
    emulator = await startTestEmulator();
    // The app's Supabase client reads over HTTP; here its requests reach the in-process emulator.
    globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith(API_URL)) return realFetch(request);
      if (supabaseDown) throw new TypeError('fetch failed');
      reads.push(new URL(request.url).pathname);
      return emulator.fetchFrom(request);
    };
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await emulator.stop();
  });
  afterEach(() => {
    supabaseDown = false;
  });

  return {
    get emulator() {
      return emulator;
    },
    reads,
    /** Every request to Supabase fails, as if it were down, until the test ends. */
    takeDown() {
      supabaseDown = true;
    },
  };
}

export const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
export const meta = (html: string, attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
