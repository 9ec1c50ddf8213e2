import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contentPages } from './scripts/content/vite-plugin.ts';
import { linguiPlugins } from './scripts/lingui-plugins.ts';
import { headersFile } from './src/server/security-headers.ts';
import { fetchSitemap, robotsTxt, SITEMAP_FUNCTIONS } from './src/server/site-files.ts';

/**
 * What the site serves at its own origin besides the app, for the dev server and a static-only
 * deploy (the app's server, src/server/handler.ts, answers these itself): the security headers
 * written to dist/_headers for static hosts; /sitemap.xml and /news-sitemap.xml proxied to the
 * sitemap edge functions by the dev server (static hosts need a rewrite rule instead, docs/deploying.md,
 * "Deploying the web app"); /robots.txt with the absolute sitemap URL of VITE_SITE_URL, served by
 * the dev server and written to dist/ at build.
 */
function siteFiles(): Plugin {
  let supabaseUrl = 'http://127.0.0.1:54321';
  let siteUrl = 'http://localhost:4173';
  let mapTileUrl: string | undefined;

  const middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path === '/robots.txt') {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(robotsTxt(siteUrl));
      return;
    }
    if (!SITEMAP_FUNCTIONS[path] || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    void fetchSitemap(supabaseUrl, path, { method: req.method }).then(async (answer) => {
      res.statusCode = answer.status;
      answer.headers.forEach((value, name) => res.setHeader(name, value));
      res.end(req.method === 'HEAD' ? undefined : Buffer.from(await answer.arrayBuffer()));
    });
  };

  return {
    name: 'manzil-site-files',
    configResolved(config) {
      supabaseUrl = (config.env.VITE_SUPABASE_URL || process.env.VITE_SUPABASE_URL || supabaseUrl).replace(/\/+$/, '');
      siteUrl = (config.env.VITE_SITE_URL || process.env.VITE_SITE_URL || siteUrl).replace(/\/+$/, '');
      mapTileUrl = config.env.VITE_MAP_TILE_URL || process.env.VITE_MAP_TILE_URL || undefined;
    },
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    transformIndexHtml() {
      // The first API read and the listing photos both wait on this origin: open the connections
      // while the scripts download. Two, because the browser keeps CORS fetches (supabase-js) and
      // plain image loads on separate connections. The CSP already allows the origin.
      return [
        { tag: 'link', attrs: { rel: 'preconnect', href: supabaseUrl, crossorigin: '' }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'preconnect', href: supabaseUrl }, injectTo: 'head' },
      ];
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(supabaseUrl, mapTileUrl) });
    },
  };
}

/**
 * The server half of the build (scripts/prerender.ts) once the client's files are written, and
 * before the service worker's precache list is made: builds the app's server into dist-server/,
 * and with it writes the static-only deploy's pages and the app shell's frame into dist/. In a
 * child process: it replaces fetch and ends its process when done.
 */
function prerenderContentPages(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'manzil-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    writeBundle: {
      sequential: true,
      handler() {
        if (ssr) return;
        const run = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./scripts/prerender.ts', import.meta.url)), outDir], { stdio: 'inherit' });
        if (run.status !== 0) throw new Error(`building the app's server failed (exit ${run.status ?? run.signal})`);
      },
    },
  };
}

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    // Must come before the React plugin: it generates src/routeTree.gen.ts and splits route chunks.
    // A route's loader goes in its page chunk with the component, not in the route tree every page
    // loads: what a page reads (and the code that reads it) is that page's weight alone. The chunk
    // is one download either way; the server preloads it (src/server/document.ts).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    // content/**/*.md as checked data (frontmatter, body tree, links to routes).
    contentPages(),
    ...linguiPlugins(),
    react(),
    siteFiles(),
    prerenderContentPages(),
    VitePWA({
      // The worker is our own source (src/offline/sw.ts); the plugin builds it and injects the
      // precache list. src/offline/pwa.ts registers it and offers updates ('prompt').
      strategies: 'injectManifest',
      srcDir: 'src/offline',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The glob below already lists the icons, the placeholder and the floor plans (public/ is copied into dist/).
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Manzil: Abu Dhabi property',
        short_name: 'Manzil',
        description: 'Search villas, apartments and townhouses for sale and rent in Abu Dhabi and the UAE.',
        theme_color: '#0b6e6e',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          // Full-bleed, with the logo inside the central safe zone, so masks never crop it.
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          { name: 'Search properties', short_name: 'Search', url: '/search-results', icons: [{ src: '/shortcut-search-96.png', sizes: '96x96', type: 'image/png' }] },
          // Saved properties are a tab of the dashboard, opened by its ?tab= parameter (src/routes/-components/dashboard-search.ts).
          { name: 'Saved properties', short_name: 'Saved', url: '/dashboard?tab=saved', icons: [{ src: '/shortcut-saved-96.png', sizes: '96x96', type: 'image/png' }] },
          { name: 'List a property', short_name: 'List', url: '/properties/new', icons: [{ src: '/shortcut-list-96.png', sizes: '96x96', type: 'image/png' }] },
        ],
        screenshots: [
          { src: '/screenshots/home-wide.png', sizes: '1280x720', type: 'image/png', form_factor: 'wide', label: 'Home page: search for property in Abu Dhabi' },
          { src: '/screenshots/search-narrow.png', sizes: '540x960', type: 'image/png', form_factor: 'narrow', label: 'Search results on a phone: listings with photos and prices' },
        ],
      },
      injectManifest: {
        // Of the HTML, the app shell alone: the pages written for a static-only deploy are for first
        // visits and crawlers; once installed, the worker answers every page with the shell.
        globPatterns: ['**/*.{js,css,svg,png,webp,woff2}', 'app.html'],
        // Only the install dialog, the installed app's launcher and link previews use these (the
        // browser fetches them itself when installing); no page shows them. icon-192.png stays:
        // it is the page's apple-touch-icon.
        // The sample listings' photos (samples/*.webp; their JPEGs match no pattern) are several MB:
        // like uploads, the worker caches those a visitor has seen (sw-rules.ts), never all of them.
        globIgnores: ['samples/*.webp', 'screenshots/**', 'og-image.png', 'icon-512.png', 'icon-maskable-512.png', 'shortcut-*.png'],
      },
    }),
  ],
  server: { port: 5173, host: '127.0.0.1' },
  // The manifest tells the app's server (and the page-weight benchmark) which files each route loads.
  build: { sourcemap: false, reportCompressedSize: true, manifest: true },
});
