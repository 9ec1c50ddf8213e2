// From results to a property, as a visitor clicks through on a desktop (no throttling): the time
// from the click on a card's title to the property page showing that title as its heading and its
// first photo drawn, median of 5 (a different card each time, the results page loaded afresh and
// hydrated before each click). The built app and the emulator as the browser benchmarks run them.
// Run alone: `npx tsx tests/bench/open-property.ts` (needs `npm run build`).
import { pathToFileURL } from 'node:url';
import { withBrowserApp, type BrowserApp } from './browser-app.ts';

export interface OpenPropertyFigures {
  /** Each click's time to the property's title and first photo, ms. */
  clicksMs: number[];
  medianMs: number;
}

// Watches from before the click until the heading and a drawn gallery photo are on screen; the
// time since the click. A string, so the bundler's helpers stay out of the page.
const WATCH_FOR_PROPERTY = `new Promise((resolve) => {
  let clickedAt = 0;
  addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
  const check = () => {
    const h1 = document.querySelector('main h1');
    const photo = document.querySelector('[data-testid="property-gallery"] img');
    if (clickedAt && h1 && h1.textContent.trim() === HEADING && photo && photo.complete && photo.naturalWidth > 0) resolve(performance.now() - clickedAt);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchOpenProperty({ browser, appUrl }: BrowserApp, clicks = 5): Promise<OpenPropertyFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const clicksMs: number[] = [];
  try {
    for (let i = 0; i < clicks; i++) {
      await page.goto(`${appUrl}/search-results?type=sale`);
      // Hydrated: the server's marker is gone and the cards' save buttons are live.
      await page.waitForSelector('#root:not([data-server-rendered]):not([data-prerendered])');
      await page.waitForSelector('main button[aria-label="Save property"]:not([aria-disabled="true"])');
      const title = page.locator('main h3 a[href^="/property/"]').nth(i);
      const expected = (await title.textContent())?.trim() ?? '';
      await title.scrollIntoViewIfNeeded();
      // Watches from before the click until the heading and a drawn gallery photo are on screen.
      const shown = page.evaluate(WATCH_FOR_PROPERTY.replace('HEADING', JSON.stringify(expected))) as Promise<number>;
      await title.hover();
      await title.click();
      clicksMs.push(Math.round(await shown));
    }
  } finally {
    await context.close();
  }
  return { clicksMs, medianMs: median(clicksMs) };
}

export function printOpenProperty(figures: OpenPropertyFigures) {
  console.log(`\nFrom results to a property (desktop, no throttling): median ${figures.medianMs} ms; each click ${figures.clicksMs.join(', ')} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await withBrowserApp(async (app) => printOpenProperty(await benchOpenProperty(app)));
}
