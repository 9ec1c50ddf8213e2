// Prerendering: the content pages (guides, articles, legal pages, area pages, FAQs and the other
// pages whose text is in this repository) are written to HTML at build time, with their own
// title, description, Open Graph and Twitter tags, canonical link and JSON-LD in <head>. Browsers
// paint them before any JavaScript has run, and crawlers and link previews (WhatsApp, X) read
// them without running any. The home page, /buy and /rent are prerendered as their frame (hero,
// headings, search form placeholder, listings loading), painted while the listings are read.
// The other pages built from the database (searches, properties, the dashboard) are rendered in
// the browser from the app shell.
//
// The home page is dist/index.html, so the app shell moves to dist/app.html: the service worker
// and the servers answer every other in-app address with it (the single-page app fallback). The
// shell is prerendered too, as a frame: the site header and a loading state, painted while the
// page's code and first read arrive.
//
// Run by the build (vite.config.ts, after the client bundle is written and before the service
// worker's precache list is made), or alone: `npx tsx scripts/prerender.ts [dist]`. It builds
// src/entry-prerender.tsx for Node with Vite, renders each path with the app's own router and
// components, and writes dist/<path>.html from the shell.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The prerendered pages. What is typed or pressed on one before the app takes over is carried over
 * to the app (src/app/early-input.ts). Not here: pages whose frame depends on the address (a
 * property, /search-results), the signed-in pages, and the pages that are mostly a form (the stamp
 * duty calculator, the commercial, agent and sold-price searches), which a prerender would show
 * without their choices working.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/about',
  '/abu-dhabi-marina',
  '/articles',
  '/articles/buyers-guide',
  '/articles/investment-strategies',
  '/articles/neighborhood-analysis',
  '/buy',
  '/buyer-guides',
  '/careers',
  '/commercial-for-sale',
  '/commercial-to-rent',
  '/contact-us',
  '/downtown-abu-dhabi',
  '/faqs',
  '/house-price-index',
  '/investor-relations',
  '/overseas-homes',
  '/press-centre',
  '/privacy-policy',
  '/property-guides',
  '/property-news',
  '/rent',
  '/renter-guides',
  '/saadiyat-island',
  '/seller-guides',
  '/tech-blog',
  '/terms-conditions',
  '/yas-island',
] as const;

/** Where the Node build of the prerender entry goes: under node_modules, so its imports resolve. */
const SERVER_OUT = join(PROJECT_ROOT, 'node_modules', '.manzil-prerender');

/** The file, relative to dist/, that static hosts serve for `path` (vite preview, Netlify, Cloudflare Pages: /faqs -> faqs.html). */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/** The app shell, relative to dist/: the page every in-app address without a prerendered page is answered with. */
export const APP_SHELL_FILE = 'app.html';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The route's own stylesheets (of its split chunk and the chunks that imports) that the shell
 * does not load already, from the build's manifest: linked from the page's <head>, so the page is
 * styled as the app will draw it and nothing moves when the app takes over.
 */
export function routeStylesheets(manifest: Record<string, ManifestChunk>, path: string): string[] {
  const collect = (key: string, seen: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(file);
    for (const child of chunk.imports ?? []) collect(child, seen, css);
  };
  const shellCss = new Set<string>();
  collect('index.html', new Set(), shellCss);
  const base = path === '/' ? '' : path;
  const routeFile = [`src/routes${base}.tsx`, `src/routes${base}/index.tsx`].find((file) => manifest[`${file}?tsr-split=component`]);
  if (!routeFile) throw new Error(`prerender: no route chunk for ${path} in the build manifest`);
  const css = new Set<string>();
  collect(`${routeFile}?tsr-split=component`, new Set(), css);
  return [...css].filter((file) => !shellCss.has(file));
}

/**
 * The page: the app shell with the page's head tags in place of the shell's title, its
 * stylesheets, and its markup in #root. The shell's modulepreload links are left out: on a slow
 * connection they would compete with the page's own paint, which needs no script; the app's
 * scripts still load from the module script, and the app takes over when they have. React puts a page's <title>, <meta> and <link> first in the rendered string;
 * they move to <head>. TanStack Router adds an inline scroll-restoration script to server markup:
 * the app restores scroll itself, and the site's Content-Security-Policy refuses inline scripts,
 * so it is dropped (JSON-LD blocks are data and stay). So are the empty <template> markers React
 * writes where a part was still loading or left to the browser (for streaming or rendering it
 * later, which a static page never does):
 * the page then has the elements the app renders, in the same places (src/app/early-input.ts
 * finds the app's counterpart of an element by its place).
 */
export function pageHtml(shell: string, rendered: string, stylesheets: string[] = []): string {
  const links = stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const { headTags, body } = splitRendered(rendered);
  if (!/<title>/.test(headTags)) throw new Error('prerender: the page rendered no <title>');
  return withPrerenderedRoot(shell, body)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, headTags)
    .replace('</head>', `${links.join('')}</head>`);
}

/** A page's head tags (React writes them first) and the rest, without inline scripts and empty <template> markers. */
function splitRendered(rendered: string): { headTags: string; body: string } {
  const headTags = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/.exec(rendered)?.[0] ?? '';
  const body = rendered
    .slice(headTags.length)
    .replace(/<script>[\s\S]*?<\/script>/g, '')
    .replace(/<template\b[^>]*><\/template>/g, '');
  return { headTags, body };
}

function withPrerenderedRoot(shell: string, body: string): string {
  if (!shell.includes('<div id="root"></div>')) throw new Error('prerender: the shell has no empty #root');
  return shell
    .replace(/<html\b/, '<html data-mantine-color-scheme="light"')
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="">${body}</div>`);
}

/** Where the app shell's frame is rendered from: an address no page has, so no header link is marked as the current page. */
export const SHELL_FRAME_PATH = '/__app-shell-frame';

/**
 * The app shell with its frame in #root: the header of a page rendered at SHELL_FRAME_PATH, its
 * main area holding `pending` (the app's loading state) and no footer, which would first sit
 * under the header and then be pushed down by the page. Its title and description stay the
 * shell's own (the app sets the page's when it renders); its module preloads stay too, since the
 * page it stands for needs its code before it can show anything.
 */
export function appShellHtml(shell: string, rendered: string, pending: string): string {
  const { body } = splitRendered(rendered);
  const main = /(<main\b[^>]*>)[\s\S]*<\/main>/;
  if (!main.test(body)) throw new Error('prerender: the app shell frame has no <main>');
  const frame = body
    .replace(main, (_, open: string) => `${open}${pending}</main>`)
    .replace(/<footer\b[\s\S]*<\/footer>/, '')
    .replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '');
  return withPrerenderedRoot(shell, frame);
}

/** The shell as the client build wrote it, from dist/app.html, whether or not a prerender has put its frame in already. */
export function unframedShell(appShell: string): string {
  return appShell
    .replace(/<html data-mantine-color-scheme="light"/, '<html')
    .replace(/<div id="root" data-prerendered="">[\s\S]*<\/div>(\s*<noscript>)/, '<div id="root"></div>$1');
}

async function buildServerEntry() {
  const { build } = await import('vite');
  const { tanstackRouter } = await import('@tanstack/router-plugin/vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    configFile: false,
    root: PROJECT_ROOT,
    logLevel: 'warn',
    resolve: { alias: { '@': join(PROJECT_ROOT, 'src') } },
    plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
    build: { ssr: 'src/entry-prerender.tsx', outDir: SERVER_OUT, emptyOutDir: true, sourcemap: false },
  });
}

/** Prerenders every path in PRERENDERED_PATHS into `dist` (a client build). */
export async function prerender(dist: string) {
  // The build writes the shell as index.html; it is kept as app.html before the home page takes
  // its place (and read from there when the prerender runs again over the same build).
  const shellFile = join(dist, APP_SHELL_FILE);
  if (!existsSync(shellFile)) copyFileSync(join(dist, 'index.html'), shellFile);
  const shell = unframedShell(readFileSync(shellFile, 'utf8'));
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  await buildServerEntry();
  // Nothing leaves the build machine: reads the pages start stay in flight, so the parts that
  // show live data (an area page's listing counts) are written in their loading state.
  globalThis.fetch = () => new Promise<Response>(() => undefined);
  const { renderPage, renderPending } = (await import(pathToFileURL(join(SERVER_OUT, 'entry-prerender.js')).href)) as typeof import('../src/entry-prerender');
  for (const path of PRERENDERED_PATHS) {
    const { html, ok } = await renderPage(path);
    if (!ok) throw new Error(`prerender: ${path} did not render as a page (not found, or it failed)`);
    const file = join(dist, prerenderedFile(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(shell, html, routeStylesheets(manifest, path)));
  }
  writeFileSync(shellFile, appShellHtml(shell, (await renderPage(SHELL_FRAME_PATH)).html, renderPending()));
  rmSync(SERVER_OUT, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await prerender(resolve(process.argv[2] ?? join(PROJECT_ROOT, 'dist')));
  // Timers the rendered pages started (query garbage collection, the reads left in flight)
  // would keep Node running.
  process.exit(0);
}
