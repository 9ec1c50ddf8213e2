// Lighthouse on the built app (needs `npm run build`): the mobile profile (Lighthouse's default:
// a mid-range phone, simulated slow 4G), each page 3 times on a cold cache, median per figure,
// with the accessibility, best-practices and SEO scores and the audits that failed; beside it,
// two floors measured in the same run: a static page holding /buy's own text and markup with no
// stylesheet or script, and a bare Vite + React page. Each page's LCP is printed as a ratio to the
// static floor's. Debian's Chromium through chrome-launcher; the app and the emulator as the
// browser benchmarks run them (browser-app.ts). Nothing leaves the machine.
// Run alone: `npx tsx tests/bench/lighthouse.ts`; LIGHTHOUSE_PAGES=/,/buy measures only those
// pages (`/property/:id` is the first listing of /buy), LIGHTHOUSE_RUNS=1 one run of each, and
// LIGHTHOUSE_REPORTS=<folder> keeps each run's full report there.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { preview } from 'vite';
import { withBrowserApp } from './browser-app.ts';
import { withScratchPage } from './scratch-page.ts';
import { localizedPath } from '../../src/i18n/locales.ts';

export interface LighthouseFigures {
  page: string;
  /** Performance score, 0 to 100. */
  score: number;
  /** Time to first byte: the page's own answer from the server (Lighthouse's server response time). */
  ttfbMs: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** The largest paint's element, as Lighthouse describes it (from the median-LCP run). */
  lcpElement: string;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Audits of those three categories that failed in any run. */
  failedAudits: string[];
}

const FLOOR = 'bare React page (floor)';
const STATIC_FLOOR = 'static page (floor)';

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

// Each page in English, then in Arabic (its font and messages in place of the English messages).
const ENGLISH_PAGES = ['/', '/buy', '/search-results', '/property/:id', '/faqs'];
const ALL_PAGES = [...ENGLISH_PAGES, ...ENGLISH_PAGES.map((path) => localizedPath(path, 'ar'))];
const PAGES = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : ALL_PAGES;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The LCP element's snippet from a report, when Lighthouse found one. */
function lcpElement(lhr: { audits: Record<string, { details?: unknown }> }): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
}

/** Lighthouse `runs` times on `url`, each in a fresh browser (a cold cache, no service worker); the medians. */
async function measure(url: string, page: string, runs: number): Promise<LighthouseFigures> {
  const lhrs: Report[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        logLevel: 'error',
        output: 'json',
      });
      if (!result) throw new Error(`lighthouse: no result for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`lighthouse: ${url}: ${result.lhr.runtimeError.message}`);
      lhrs.push(result.lhr);
      if (process.env.LIGHTHOUSE_REPORTS) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${page.replace(/[^a-z0-9]+/gi, '_')}-${i + 1}.json`), JSON.stringify(result.lhr));
      }
    } finally {
      chrome.kill();
    }
  }
  const figure = (id: string) => median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
  const score = (category: string) => Math.round(median(lhrs.map((lhr) => (lhr.categories[category]?.score ?? 0) * 100)));
  const lcpMs = figure('largest-contentful-paint');
  const medianLcpRun = lhrs.find((lhr) => lhr.audits['largest-contentful-paint']?.numericValue === lcpMs) ?? lhrs[0];
  const failedAudits = new Set<string>();
  for (const lhr of lhrs) {
    for (const category of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1) failedAudits.add(ref.id);
      }
    }
  }
  return {
    page,
    score: score('performance'),
    ttfbMs: figure('server-response-time'),
    fcpMs: figure('first-contentful-paint'),
    lcpMs,
    tbtMs: figure('total-blocking-time'),
    cls: figure('cumulative-layout-shift'),
    speedIndexMs: figure('speed-index'),
    lcpElement: lcpElement(medianLcpRun),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    failedAudits: [...failedAudits].sort(),
  };
}

/**
 * The floor: a heading and a paragraph rendered by React, built with Vite and served by its
 * preview server in this run, so it shares the machine's load with the app's figures. Its sources
 * are written under node_modules (where react and react-dom resolve) and removed afterwards.
 */
const BARE_REACT_PAGE = {
  name: '.manzil-floor',
  head: '<meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><meta name="description" content="The floor page of the benchmark." /><title>Floor</title>',
  mainJsx: "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<main><h1>Property in Abu Dhabi</h1><p>Villas, apartments and townhouses for sale and to rent.</p></main>);\n",
};

async function withFloorPage<T>(fn: (url: string) => Promise<T>): Promise<T> {
  return withScratchPage(BARE_REACT_PAGE, async (root, outDir) => {
    const server = await preview({ configFile: false, root, logLevel: 'silent', build: { outDir }, preview: { port: 4184, host: '127.0.0.1', strictPort: true } });
    try {
      return await fn('http://localhost:4184/');
    } finally {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    }
  });
}

/**
 * The static floor: /buy as the app's server answers it, with its text, markup and images, but no
 * stylesheet, script, preload or inline style; served from memory in this run. What a page of the
 * same text costs a phone when nothing stands between the HTML and its first paint.
 */
export function staticFloorHtml(pageHtml: string): string {
  return pageHtml
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<style\b[\s\S]*?<\/style>/g, '')
    .replace(/<link\b[^>]*>/g, '')
    .replace(/ style="[^"]*"/g, '');
}

async function withStaticFloor<T>(html: string, fn: (url: string) => Promise<T>): Promise<T> {
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip' }).end(gzipSync(html));
  });
  await new Promise<void>((resolve) => server.listen(4185, '127.0.0.1', resolve));
  try {
    return await fn('http://localhost:4185/');
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * Runs Lighthouse `runs` times (default 3) on each page (a property page is the first listing of
 * /buy), then on the floor page, and returns the median of each figure; prints a table unless `print` is false.
 */
export async function benchLighthouse(options: { runs?: number; print?: boolean } = {}): Promise<LighthouseFigures[]> {
  const runs = options.runs ?? Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const results: LighthouseFigures[] = [];
  await withBrowserApp(async ({ browser, appUrl }) => {
    const page = await browser.newPage();
    await page.goto(`${appUrl}/buy`);
    const property = await page.locator('a[href^="/property/"]').first().getAttribute('href');
    await page.close();
    if (!property) throw new Error('lighthouse: no listing on /buy');
    // The static floor's text is /buy's, as the server answers a first visit (images at the app's address).
    const buyHtml = (await (await fetch(`${appUrl}/buy`)).text()).replaceAll('src="/', `src="${appUrl}/`).replaceAll('srcset="/', `srcset="${appUrl}/`);

    for (const path of PAGES) results.push(await measure(`${appUrl}${path.replace('/property/:id', property)}`, path, runs));
    results.push(await withStaticFloor(staticFloorHtml(buyHtml), (url) => measure(url, STATIC_FLOOR, runs)));
  });
  if (results.length > 0) results.push(await withFloorPage((url) => measure(url, FLOOR, runs)));
  if (options.print !== false && results.length > 0) {
    console.log(`\nLighthouse, mobile profile (simulated throttling), median of ${runs}`);
    const floorLcp = results.find((r) => r.page === STATIC_FLOOR)?.lcpMs ?? Number.NaN;
    console.log(`${'page'.padEnd(24)} ${'perf'.padStart(4)} ${'a11y'.padStart(4)} ${'bp'.padStart(4)} ${'seo'.padStart(4)} ${'TTFB ms'.padStart(7)} ${'FCP ms'.padStart(7)} ${'LCP ms'.padStart(7)} ${'× floor'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)} ${'SI ms'.padStart(7)}  failed audits`);
    for (const r of results) {
      console.log(
        `${r.page.padEnd(24)} ${String(r.score).padStart(4)} ${String(r.accessibility).padStart(4)} ${String(r.bestPractices).padStart(4)} ${String(r.seo).padStart(4)} ${r.ttfbMs.toFixed(0).padStart(7)} ${r.fcpMs.toFixed(0).padStart(7)} ${r.lcpMs.toFixed(0).padStart(7)} ${(r.lcpMs / floorLcp).toFixed(2).padStart(7)} ${r.tbtMs.toFixed(0).padStart(7)} ${r.cls.toFixed(3).padStart(6)} ${r.speedIndexMs.toFixed(0).padStart(7)}  ${r.failedAudits.join(', ') || '-'}`,
      );
    }
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await benchLighthouse()));
}
