import { expect, test } from '@playwright/test';

// The built app is served with its security headers, and the pages work under that policy.

test('pages carry the security headers and run without policy violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain('connect-src \'self\' http://127.0.0.1:54321');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/buy');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/property\//);
  // The property page's JSON-LD is a data block the policy leaves alone; the photos load from Supabase.
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
  await expect(page.getByRole('img').first()).toBeVisible();
  expect(violations).toEqual([]);
});
