import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await b.newPage();
page.on('console', (m) => console.log('console:', m.text().slice(0, 300)));
await page.goto('http://localhost:4174/');
await page.waitForTimeout(3000);
const r = await page.evaluate(async () => {
  const f = document.querySelector('#home-area');
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f), 'value').set;
  setter.call(f, 'Yas Islnd');
  f.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((r) => setTimeout(r, 500));
  return document.querySelector('#home-area').value;
});
console.log('after', r);
await page.getByRole('button', { name: 'To rent' }).click();
await page.waitForURL(/search-results/);
console.log(page.url());
await b.close();
