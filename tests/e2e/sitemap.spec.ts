import { expect, test } from '@playwright/test';
import { appInPage } from './support.ts';

// Crawler files on the site's own origin: the app's server answers the sitemaps from the edge
// functions and robots.txt with an absolute Sitemap line.

test('/sitemap.xml answers XML with the static pages and the listings', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await res.text();
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
  expect(xml).toContain('<urlset');
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/property\/[^<]+<\/loc>/);
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/buy<\/loc>/);
  expect(xml).not.toContain('/dashboard<');
});

test('/news-sitemap.xml answers the news sitemap', async ({ request }) => {
  const res = await request.get('/news-sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await res.text();
  expect(xml).toContain('xmlns:news=');
  expect(xml).toContain('/articles/buyers-guide</loc>');
});

test('/robots.txt names the absolute sitemap URL', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(await res.text()).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
});

test('the app shows the sitemap XML when it navigates there itself', async ({ page }) => {
  await page.goto('/');
  // The home page is the server's: the app navigates once it has taken over the page.
  await appInPage(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/sitemap.xml');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
  await expect(page.locator('pre')).toContainText('<urlset');
  await expect(page.locator('pre')).toContainText('/property/');
});
