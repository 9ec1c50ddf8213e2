import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of process.argv.slice(2)) {
  const ctx = await b.newContext({ viewport: { width: 360, height: 740 } });
  const page = await ctx.newPage();
  const logs = [], reqs = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(m.type() + ': ' + m.text().slice(0, 3000)); });
  page.on('pageerror', (e) => logs.push('pageerror: ' + e.message.slice(0, 3000)));
  page.on('request', (r) => { if (r.url().includes(':54321/rest')) reqs.push(r.url().slice(0, 150)); });
  await page.goto('http://localhost:' + (process.env.APP_PORT ?? 4173) + '' + path);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: '/tmp/shot-' + path.replace(/[^a-z0-9]/gi, '_') + '.png', fullPage: false });
  console.log('==', path, '\n', logs.join('\n '), '\n requests:', reqs.join('\n  '));
  await ctx.close();
}
await b.close();
