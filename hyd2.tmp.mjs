import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ serviceWorkers: 'block', viewport: { width: +(process.env.W ?? 1280), height: 800 } });
const page = await ctx.newPage();
page.on('console', (m) => { if ((m.type() === 'error' || m.type() === 'warning') && !m.text().includes('Service Worker')) console.log(page.url(), m.text().slice(0, 1500)); });
page.on('pageerror', (e) => console.log('pageerror', page.url(), e.message.slice(0, 1500)));
for (const p of process.argv.slice(2)) { await page.goto('http://localhost:4174' + p); await page.waitForTimeout(2500); }
await b.close();
