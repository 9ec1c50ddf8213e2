// The server half of the build, run after the client build (vite.config.ts) or alone:
// `npx tsx scripts/prerender.ts [dist]`.
//
// 1. Builds the app's server (src/server/handler.ts: the page renderer and the Web-standard
//    handler) for Node into dist-server/handler.js, one self-contained file that
//    server/node.ts (`npm start`) serves, and that runtimes with Node's modules can import
//    (docs/deploying.md, "Deploying the web app").
// 2. With that same renderer, writes the pages a static-only deploy serves (no app server: the
//    app is a client-rendered PWA there): the routes that declare `staticData.prerender` (the
//    content pages whose text is in this repository, the home page, /buy and /rent with their
//    listings loading), with their own title, description, Open Graph and Twitter tags, canonical
//    link and JSON-LD. Nothing is read at build time. Not written: pages whose frame depends on
//    the address (a property, /search-results), the signed-in pages, and the pages that are mostly
//    a form (the stamp duty calculator, the commercial, agent and sold-price searches).
// 3. Writes the app shell's frame into dist/app.html: the site header and a loading state, the page
//    the service worker answers every navigation with once installed, and the server answers
//    signed-in pages with.
//
// The home page is dist/index.html, so the app shell moves to dist/app.html.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appShellHtml, pageHtml, routeAssets, unframedShell, type Manifest } from '../src/server/document.ts';

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The server build: one file, importable by Node and by edge runtimes. */
export const SERVER_OUT = join(PROJECT_ROOT, 'dist-server');


/** The file, relative to dist/, that static hosts serve for `path` (Netlify, Cloudflare Pages: /faqs -> faqs.html). */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/** The app shell, relative to dist/: what the service worker answers every navigation with once installed. */
export const APP_SHELL_FILE = 'app.html';

/** Where the app shell's frame is rendered from: an address no page has, so no header link is marked as the current page. */
export const SHELL_FRAME_PATH = '/__app-shell-frame';

async function buildServer() {
  const { build } = await import('vite');
  const { tanstackRouter } = await import('@tanstack/router-plugin/vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const { contentPages } = await import('./content/vite-plugin.ts');
  const { linguiPlugins } = await import('./lingui-plugins.ts');
  // React's production JSX, whatever the process that started the build was doing (a dev
  // server, as the benchmarks run one, sets NODE_ENV to development for the whole process).
  process.env.NODE_ENV = 'production';
  await build({
    mode: 'production',
    configFile: false,
    root: PROJECT_ROOT,
    logLevel: 'warn',
    resolve: { alias: { '@': join(PROJECT_ROOT, 'src') } },
    plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), contentPages(), ...linguiPlugins(), react()],
    // Everything in the one file (no node_modules needed where it runs), split routes included,
    // with React's production build chosen now rather than by NODE_ENV where it runs (edge
    // runtimes have no `process`).
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    publicDir: false,
    build: {
      ssr: 'src/server/handler.ts',
      outDir: SERVER_OUT,
      emptyOutDir: true,
      sourcemap: false,
      rollupOptions: { output: { codeSplitting: false } },
    },
  });
}

/** Builds the server and writes the static pages and the app shell's frame into `dist` (a client build). */
export async function prerender(dist: string) {
  // The build writes the shell as index.html; it is kept as app.html before the home page takes
  // its place (and read from there when this runs again over the same build).
  const shellFile = join(dist, APP_SHELL_FILE);
  if (!existsSync(shellFile)) copyFileSync(join(dist, 'index.html'), shellFile);
  const shell = unframedShell(readFileSync(shellFile, 'utf8'));
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  await buildServer();
  // Nothing leaves the build machine: reads the pages start stay in flight, and are written in
  // their loading state.
  globalThis.fetch = () => new Promise<Response>(() => undefined);
  const { renderPage, renderPending, prerenderedPaths } = (await import(pathToFileURL(join(SERVER_OUT, 'handler.js')).href)) as typeof import('../src/server/handler.ts');
  for (const path of prerenderedPaths()) {
    const page = await renderPage(path, { withoutReads: true });
    if (page.status !== 200) throw new Error(`prerender: ${path} did not render as a page (${page.status})`);
    const file = join(dist, prerenderedFile(path));
    mkdirSync(dirname(file), { recursive: true });
    const { css } = routeAssets(manifest, page.routeFiles);
    // No script preloads: on a slow connection they would compete with the page's own paint, which needs no script.
    writeFileSync(file, pageHtml(shell, { head: page.head, body: page.body, css, marker: 'prerendered' }));
  }
  const frame = await renderPage(SHELL_FRAME_PATH, { withoutReads: true });
  writeFileSync(shellFile, appShellHtml(shell, frame.body, await renderPending()));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await prerender(resolve(process.argv[2] ?? join(PROJECT_ROOT, 'dist')));
  // Timers the rendered pages started (the reads left in flight) would keep Node running.
  process.exit(0);
}
