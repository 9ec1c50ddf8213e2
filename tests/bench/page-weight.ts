// Page weight of the production build: per route and language, the JS and CSS a visitor downloads
// before the page can respond (the entry chunk and everything it imports statically, the
// modulepreload and stylesheet links of index.html, the route's own split chunks with their
// imports and CSS, and on Arabic pages the Arabic messages and the font's stylesheet, which the
// server links on the page), raw, gzip and brotli; and the service worker's precache (entries,
// size, duplicates).
// Run alone: `npx tsx tests/bench/page-weight.ts [dist]` (without a dist holding
// .vite/manifest.json it builds one into a temporary folder).
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LOCALES, localizedPath, type Locale } from '../../src/i18n/locales.ts';
import { appStartChunks, languageAssets, routePageChunk } from '../../src/server/document.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

export interface Weight {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteWeight {
  /** The page's address pattern in its language ('/buy', '/ar/buy'). */
  route: string;
  /** The route as PAGE_WEIGHT_ROUTES names it, the same in both languages ('/buy'). */
  page: string;
  locale: Locale;
  js: Weight;
  css: Weight;
  total: Weight;
  /** The files counted, relative to dist/. */
  jsFiles: string[];
  cssFiles: string[];
}

export interface PageWeightReport {
  dist: string;
  routes: RouteWeight[];
  precache: { entries: number; bytes: number; duplicates: string[]; largest: { url: string; bytes: number }[] };
  /** Every URL in the precache list, in its order (relative to dist/). */
  precacheUrls: string[];
}

/**
 * The measured routes and the route files on their way from the root, outermost first (the root
 * itself is in the entry chunk). Each file's lazily split page chunk (its component and loader) is
 * what the router loads for the page; its error and not-found chunks load only in those states.
 */
export const PAGE_WEIGHT_ROUTES: Record<string, string[]> = {
  '/': ['src/routes/index.tsx'],
  '/buy': ['src/routes/buy.tsx'],
  '/search-results': ['src/routes/search-results.tsx'],
  '/property/:id': ['src/routes/property.$id.tsx'],
  '/faqs': ['src/routes/faqs.tsx'],
  '/dashboard': ['src/routes/_signed-in.tsx', 'src/routes/_signed-in/dashboard.tsx'],
};

/** The JavaScript each public page may load before it is interactive, in KiB gzip (the dashboard has none). */
export const JS_TARGETS_KIB: Record<string, number> = { '/': 130, '/buy': 150, '/search-results': 150, '/property/:id': 150, '/faqs': 150 };

function againstTarget(page: string, gzipBytes: number): string {
  const target = JS_TARGETS_KIB[page];
  if (target === undefined) return '';
  const over = gzipBytes / 1024 - target;
  return over > 0 ? `target ${target}, over by ${over.toFixed(1)}` : `target ${target}, met`;
}

function emptyWeight(): Weight {
  return { files: 0, raw: 0, gzip: 0, brotli: 0 };
}

/** Sizes of one file, compressed as a static host would (gzip -9, brotli at its best quality). */
function fileWeight(path: string, cache: Map<string, Weight>): Weight {
  const known = cache.get(path);
  if (known) return known;
  const data = readFileSync(path);
  const weight = {
    files: 1,
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }).length,
  };
  cache.set(path, weight);
  return weight;
}

function sum(dist: string, files: Iterable<string>, cache: Map<string, Weight>): Weight {
  const total = emptyWeight();
  for (const file of files) {
    const w = fileWeight(join(dist, file), cache);
    total.files += 1;
    total.raw += w.raw;
    total.gzip += w.gzip;
    total.brotli += w.brotli;
  }
  return total;
}

/** A chunk and its static imports, recursively: their JS files and CSS files. */
function collect(manifest: ViteManifest, key: string, js: Set<string>, css: Set<string>, seen = new Set<string>()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`page-weight: ${key} is not in the Vite manifest`);
  if (chunk.file.endsWith('.js')) js.add(chunk.file);
  else if (chunk.file.endsWith('.css')) css.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const child of chunk.imports ?? []) collect(manifest, child, js, css, seen);
}

/** The precache list the build injected into sw.js (workbox's `{url, revision}` objects). */
function precacheUrls(swSource: string): string[] {
  const urls: string[] = [];
  for (const match of swSource.matchAll(/\{"?(?:url|revision)"?:(?:"[^"]*"|null),"?(?:url|revision)"?:(?:"[^"]*"|null)\}/g)) {
    const url = /"?url"?:"([^"]*)"/.exec(match[0])?.[1];
    if (url !== undefined) urls.push(url);
  }
  return urls;
}

function kib(bytes: number) {
  return `${(bytes / 1024).toFixed(1)}`;
}

function printReport(report: PageWeightReport) {
  console.log(`\npage weight before interactive (${report.dist}), KiB: raw / gzip / brotli`);
  const header = `${'route'.padEnd(18)} ${'JS files'.padStart(8)} ${'JS raw'.padStart(8)} ${'JS gz'.padStart(7)} ${'JS br'.padStart(7)} ${'CSS files'.padStart(9)} ${'CSS raw'.padStart(8)} ${'CSS gz'.padStart(7)} ${'CSS br'.padStart(7)} ${'total gz'.padStart(9)} ${'total br'.padStart(9)}`;
  console.log(header);
  for (const r of report.routes) {
    console.log(
      `${r.route.padEnd(18)} ${String(r.js.files).padStart(8)} ${kib(r.js.raw).padStart(8)} ${kib(r.js.gzip).padStart(7)} ${kib(r.js.brotli).padStart(7)} ${String(r.css.files).padStart(9)} ${kib(r.css.raw).padStart(8)} ${kib(r.css.gzip).padStart(7)} ${kib(r.css.brotli).padStart(7)} ${kib(r.total.gzip).padStart(9)} ${kib(r.total.brotli).padStart(9)}  ${againstTarget(r.page, r.js.gzip)}`,
    );
  }
  const { precache } = report;
  console.log(`precache: ${precache.entries} entries, ${kib(precache.bytes)} KiB raw, duplicates: ${precache.duplicates.length ? precache.duplicates.join(', ') : 'none'}`);
  console.log(`largest precached: ${precache.largest.map((l) => `${l.url} ${kib(l.bytes)}`).join(', ')}`);
}

/** Builds the app with a Vite manifest into a temporary folder; returns it and how to remove it. */
async function buildWithManifest(): Promise<{ dist: string; cleanup(): void }> {
  const { build } = await import('vite');
  const dist = mkdtempSync(join(tmpdir(), 'manzil-page-weight-'));
  await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true, manifest: true } });
  return { dist, cleanup: () => rmSync(dist, { recursive: true, force: true }) };
}

/**
 * Measures the page weight of each route in PAGE_WEIGHT_ROUTES from a production build: `dist`
 * must hold .vite/manifest.json (`npx vite build --manifest`); without `dist` the app is built into
 * a temporary folder first. Prints a table unless `print` is false; returns the figures.
 */
export async function measurePageWeight(options: { dist?: string; print?: boolean } = {}): Promise<PageWeightReport> {
  const built = options.dist ? undefined : await buildWithManifest();
  const dist = resolve(options.dist ?? built!.dist);
  try {
    const manifestPath = join(dist, '.vite', 'manifest.json');
    if (!existsSync(manifestPath)) throw new Error(`page-weight: no ${manifestPath}; build with \`npx vite build --manifest\``);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
    // The app shell (app.html once the home page is prerendered as index.html).
    const html = readFileSync(join(dist, existsSync(join(dist, 'app.html')) ? 'app.html' : 'index.html'), 'utf8');
    const cache = new Map<string, Weight>();

    // What the shell makes the browser fetch at once: the entry, its modulepreloads, stylesheets.
    const shellJs = new Set<string>();
    const shellCss = new Set<string>();
    for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
      const url = /\b(?:src|href)="\/?([^"]+)"/.exec(tag)?.[1];
      if (!url || /^[a-z]+:/i.test(url)) continue;
      if (/^<script/.test(tag) && /type="module"/.test(tag)) shellJs.add(url);
      else if (/rel="modulepreload"/.test(tag)) shellJs.add(url);
      else if (/rel="stylesheet"/.test(tag)) shellCss.add(url);
    }
    const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
    if (!entryKey) throw new Error('page-weight: no index.html entry in the Vite manifest');
    collect(manifest, entryKey, shellJs, shellCss);
    // The stages the entry starts the app in (import()), which every page preloads.
    for (const key of appStartChunks(manifest)) collect(manifest, key, shellJs, shellCss);

    // The manifest key of each built file, to follow a language chunk's imports.
    const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
    const routes: RouteWeight[] = [];
    for (const locale of LOCALES) {
      const language = languageAssets(manifest, locale);
      // English carries its words in the code; Arabic's are a chunk the page links.
      if (locale !== 'en' && language.scripts.length === 0) throw new Error(`page-weight: no ${locale} messages chunk in the Vite manifest`);
      for (const [page, routeFiles] of Object.entries(PAGE_WEIGHT_ROUTES)) {
        const js = new Set(shellJs);
        const css = new Set([...shellCss, ...language.css]);
        for (const file of language.scripts) collect(manifest, keyOf.get(file) ?? file, js, css);
        for (const routeFile of routeFiles) {
          const key = routePageChunk(manifest, routeFile);
          if (!key) throw new Error(`page-weight: no split chunk of ${routeFile} in the Vite manifest (is the router plugin's autoCodeSplitting on?)`);
          collect(manifest, key, js, css);
        }
        const jsWeight = sum(dist, js, cache);
        const cssWeight = sum(dist, css, cache);
        routes.push({
          route: localizedPath(page, locale),
          page,
          locale,
          js: jsWeight,
          css: cssWeight,
          total: {
            files: jsWeight.files + cssWeight.files,
            raw: jsWeight.raw + cssWeight.raw,
            gzip: jsWeight.gzip + cssWeight.gzip,
            brotli: jsWeight.brotli + cssWeight.brotli,
          },
          jsFiles: [...js].sort(),
          cssFiles: [...css].sort(),
        });
      }
    }

    const swPath = join(dist, 'sw.js');
    const urls = existsSync(swPath) ? precacheUrls(readFileSync(swPath, 'utf8')) : [];
    const sizes = urls.map((url) => ({ url, bytes: existsSync(join(dist, url)) ? statSync(join(dist, url)).size : 0 }));
    const report: PageWeightReport = {
      dist: options.dist ?? '(temporary build)',
      routes,
      precache: {
        entries: urls.length,
        bytes: sizes.reduce((total, s) => total + s.bytes, 0),
        duplicates: [...new Set(urls.filter((url, i) => urls.indexOf(url) !== i))],
        largest: [...sizes].sort((a, b) => b.bytes - a.bytes).slice(0, 5),
      },
      precacheUrls: urls,
    };
    if (options.print !== false) printReport(report);
    return report;
  } finally {
    built?.cleanup();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await measurePageWeight({ dist: process.argv[2] });
  console.log(JSON.stringify(report.routes.map(({ jsFiles: _js, cssFiles: _css, ...figures }) => figures)));
}
