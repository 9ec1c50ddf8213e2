import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const wait of [0, 50, 200, 500]) {
const ctx = await b.newContext({ serviceWorkers: 'block' });
const page = await ctx.newPage();
let release; const arrived = new Promise((r) => (release = r));
await page.route(/\/sort-menu-[^/]*\.js$/, async (route) => { await arrived; await route.continue(); });
await page.goto('http://localhost:4174/search-results?type=sale');
await page.waitForFunction(() => !document.getElementById('root').hasAttribute('data-server-rendered'));
await page.waitForTimeout(wait);
await page.getByRole('button', { name: 'Sort: Newest listed' }).click();
release();
await page.waitForTimeout(1500);
console.log('wait', wait, 'menuitems', await page.getByRole('menuitem').count());
await ctx.close();
}
await b.close();
