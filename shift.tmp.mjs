import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of process.argv.slice(2)) {
const ctx = await b.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 720 } });
const page = await ctx.newPage();
await page.addInitScript(() => {
  window.shiftLog = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.shiftLog.push({ v: e.value, t: Math.round(e.startTime), src: e.sources.map((s) => (s.node?.outerHTML ?? s.node?.nodeName ?? '?').slice(0, 160) + ` ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`) });
  }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto('http://localhost:4173' + path);
await page.waitForTimeout(4000);
console.log(path, JSON.stringify(await page.evaluate(() => window.shiftLog), null, 1).slice(0, 3000));
await ctx.close();
}
await b.close();
