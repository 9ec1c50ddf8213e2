// Repeat visits with the service worker installed: the time from navigation start until the
// home page's first property card, and a property page's listing title, are in the page. Online
// (precached shell, the network's reads), offline (the shell from the worker, the reads kept on
// the device), and on weak signal (online, but every API request hangs: the kept reads again).
import type { BrowserContext, Page } from 'playwright-core';
import { storedQueryCache } from '../e2e/support.ts';
import type { BrowserApp } from './browser-app.ts';

const RUNS = 5;

/** Where the init script below notes when the content first appeared. */
type Watched = Window & { contentAt?: number };

/**
 * An init script recording when the content of the page being measured first appears: on `/` a
 * property card's title, on a property page the h1 with the listing's title. performance.now()
 * counts from the navigation's start. A string, not a function: tsx would wrap the inner
 * functions in a helper that does not exist in the page.
 */
function watchForContent(listingTitle: string) {
  return `
    const observer = new MutationObserver(() => {
      if (window.contentAt !== undefined) return;
      const found = location.pathname === '/'
        ? Boolean(document.querySelector('main article h3')?.textContent)
        : document.querySelector('main h1')?.textContent === ${JSON.stringify(listingTitle)};
      if (!found) return;
      window.contentAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  `;
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Visits each path RUNS times in turn; the median per path. */
async function timeToContent(context: BrowserContext, url: string, paths: string[]) {
  const page = await context.newPage();
  const times = new Map<string, number[]>(paths.map((path) => [path, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const path of paths) {
      await page.goto(`${url}${path}`, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(() => (window as Watched).contentAt, null, { timeout: 15_000 });
      times.get(path)!.push((await handle.jsonValue()) as number);
    }
  }
  await page.close();
  return paths.map((path) => median(times.get(path)!));
}

/** Waits until the page's kept reads on the device (JSON) hold `json`. */
async function waitUntilKept(page: Page, json: string) {
  for (let waited = 0; !(await storedQueryCache(page as never)).includes(json); waited += 200) {
    if (waited > 15_000) throw new Error(`repeat-visit: ${json} was never kept on the device`);
    await page.waitForTimeout(200);
  }
}

export interface RepeatVisitFigures {
  runs: number;
  /** Median ms from navigation start to content, by page: online, offline, and with every API request held open. */
  pages: { page: string; onlineMs: number; offlineMs: number; weakSignalMs: number }[];
}

export async function benchRepeatVisit({ browser, appUrl }: BrowserApp): Promise<RepeatVisitFigures> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // First visit: the worker installs and precaches the build; it controls the page from the next load.
  await page.goto(`${appUrl}/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // One visit each under its control, so the worker has their reads (and the runs below start warm).
  await page.locator('main article h3 a').first().waitFor();
  const propertyPath = (await page.locator('main article h3 a').first().getAttribute('href'))!;
  await page.goto(`${appUrl}${propertyPath}`);
  const listingTitle = (await page.locator('main h1').first().textContent())!;
  await page.close();

  await context.addInitScript({ content: watchForContent(listingTitle) });
  const paths = ['/', propertyPath];
  const online = await timeToContent(context, appUrl, paths);
  // Offline, pages open from the reads kept on the device, saved once a page has settled (the
  // quick visits above leave no time for that): one settled visit of each first.
  const settled = await context.newPage();
  await settled.goto(`${appUrl}/`);
  await waitUntilKept(settled, JSON.stringify((await settled.locator('main article h3').first().textContent())!).slice(1, -1));
  // The property's own read is the one with its agent's card (its title is in the home page's too).
  await settled.goto(`${appUrl}${propertyPath}`);
  await settled.locator('main h1').first().waitFor();
  await waitUntilKept(settled, '"agent":{');
  await settled.close();
  await context.setOffline(true);
  const offline = await timeToContent(context, appUrl, paths);
  await context.setOffline(false);
  // Weak signal: the browser says online, and the API never answers.
  await context.route(/:54321\//, () => new Promise<void>(() => undefined));
  const weakSignal = await timeToContent(context, appUrl, paths);
  await context.close();

  console.log(`\nrepeat visit with the service worker, navigation start to content in the page (median of ${RUNS}, Chromium, local emulator):`);
  const rows = [
    ['home page (first property card)', 0],
    ['property page (listing title)', 1],
  ] as const;
  for (const [label, i] of rows) {
    const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(7);
    console.log(`  ${label.padEnd(34)} online ${ms(online[i])}   offline ${ms(offline[i])}   weak signal ${ms(weakSignal[i])}`);
  }
  return {
    runs: RUNS,
    pages: rows.map(([label, i]) => ({ page: label, onlineMs: Math.round(online[i]), offlineMs: Math.round(offline[i]), weakSignalMs: Math.round(weakSignal[i]) })),
  };
}
