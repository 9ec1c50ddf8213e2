// Lighthouse on the built app (needs `npm run build`): the mobile profile (Lighthouse's default:
// a mid-range phone, simulated slow 4G), each page 3 times on a cold cache, median per figure.
// Debian's Chromium through chrome-launcher; the app and the emulator as the browser benchmarks
// run them (browser-app.ts). Nothing leaves the machine. Run alone: `npx tsx tests/bench/lighthouse.ts`.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pathToFileURL } from 'node:url';
import { withBrowserApp } from './browser-app.ts';

export interface LighthouseFigures {
  page: string;
  /** Performance score, 0 to 100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** The largest paint's element, as Lighthouse describes it (from the median-LCP run). */
  lcpElement: string;
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const PAGES = ['/', '/buy', '/search-results', '/property/:id', '/faqs'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The LCP element's snippet from a report, when Lighthouse found one. */
function lcpElement(lhr: { audits: Record<string, { details?: unknown }> }): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
}

/**
 * Runs Lighthouse `runs` times (default 3) on each page (a property page is the first listing of
 * /buy) and returns the median of each figure; prints a table unless `print` is false.
 */
export async function benchLighthouse(options: { runs?: number; print?: boolean } = {}): Promise<LighthouseFigures[]> {
  const runs = options.runs ?? 3;
  const results: LighthouseFigures[] = [];
  await withBrowserApp(async ({ browser, appUrl }) => {
    const page = await browser.newPage();
    await page.goto(`${appUrl}/buy`);
    const property = await page.locator('a[href^="/property/"]').first().getAttribute('href');
    await page.close();
    if (!property) throw new Error('lighthouse: no listing on /buy');

    for (const path of PAGES) {
      const url = `${appUrl}${path === '/property/:id' ? property : path}`;
      const lhrs: Report[] = [];
      for (let i = 0; i < runs; i++) {
        // A fresh browser per run: a cold cache and no service worker from the run before.
        const chrome = await chromeLauncher.launch({
          chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
        });
        try {
          const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
          if (!result) throw new Error(`lighthouse: no result for ${url}`);
          if (result.lhr.runtimeError) throw new Error(`lighthouse: ${url}: ${result.lhr.runtimeError.message}`);
          lhrs.push(result.lhr);
        } finally {
          chrome.kill();
        }
      }
      const figure = (id: string) => median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
      const lcpMs = figure('largest-contentful-paint');
      const medianLcpRun = lhrs.find((lhr) => lhr.audits['largest-contentful-paint']?.numericValue === lcpMs) ?? lhrs[0];
      results.push({
        page: path,
        score: Math.round(median(lhrs.map((lhr) => (lhr.categories.performance?.score ?? 0) * 100))),
        fcpMs: figure('first-contentful-paint'),
        lcpMs,
        tbtMs: figure('total-blocking-time'),
        cls: figure('cumulative-layout-shift'),
        speedIndexMs: figure('speed-index'),
        lcpElement: lcpElement(medianLcpRun),
      });
    }
  });
  if (options.print !== false && results.length > 0) {
    console.log(`\nLighthouse, mobile profile (simulated throttling), median of ${runs}`);
    console.log(`${'page'.padEnd(16)} ${'score'.padStart(5)} ${'FCP ms'.padStart(7)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)} ${'SI ms'.padStart(7)}  LCP element`);
    for (const r of results) {
      console.log(
        `${r.page.padEnd(16)} ${String(r.score).padStart(5)} ${r.fcpMs.toFixed(0).padStart(7)} ${r.lcpMs.toFixed(0).padStart(7)} ${r.tbtMs.toFixed(0).padStart(7)} ${r.cls.toFixed(3).padStart(6)} ${r.speedIndexMs.toFixed(0).padStart(7)}  ${r.lcpElement.slice(0, 100)}`,
      );
    }
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await benchLighthouse()));
}
