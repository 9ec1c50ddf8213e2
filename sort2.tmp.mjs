import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext();
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.text().slice(0, 500)); });
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 500)));
let release; const arrived = new Promise((r) => (release = r));
await page.route(/\/search-results-[^/]*\.js$/, async (route) => { await arrived; await route.continue(); });
await page.goto('http://localhost:' + (process.env.APP_PORT ?? 4173) + '/search-results?type=sale');
await page.locator('article').first().waitFor();
const t0 = Date.now();
await page.getByRole('button', { name: 'Sort: Newest listed' }).click();
setTimeout(release, 500); console.log('clicked at', Date.now() - t0, 'root', await page.evaluate(() => [...document.getElementById('root').attributes].map(a => a.name).join()));
page.on('request', r => { if (r.url().includes('sort-menu')) console.log('req', r.url()); }); page.on('requestfailed', r => console.log('failed', r.url()));
for (let i = 0; i < 10; i++) { await page.waitForTimeout(500); const n = await page.getByRole('menuitem').count(); console.log('menus', await page.locator('[role=menu]').count(), await page.locator('button[aria-haspopup]').evaluateAll(bs => bs.map(b => b.outerHTML.slice(0, 60) + ' ' + b.getAttribute('aria-expanded')))); console.log(i, n, await page.evaluate(() => [...document.getElementById('root').attributes].map(a => a.name).join())); if (n) break; }
await b.close();
