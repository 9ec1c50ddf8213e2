import { expect, test } from '@playwright/test';

// /faqs: ten questions in an accordion, one open at a time and collapsible,
// links to contact and /buyer-guides, and FAQPage structured data with the same ten questions.

test('FAQ accordion: one item open at a time, clicking the open item closes it', async ({ page }) => {
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  const main = page.locator('main');
  const questions = main.locator('[aria-expanded]');
  await expect(questions).toHaveCount(10);
  await expect(main.locator('[aria-expanded="true"]')).toHaveCount(0);

  const first = questions.nth(0);
  const second = questions.nth(1);

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Law No\. 13 of 2019/)).toBeVisible();

  // Opening a second item closes the first.
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(main.locator('[aria-expanded="true"]')).toHaveCount(1);

  // Clicking the open item closes it.
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(main.locator('[aria-expanded="true"]')).toHaveCount(0);

  // Keyboard operable.
  await questions.nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false');
});

test('FAQ page links to contact and buyer guides and carries FAQPage JSON-LD of the ten questions', async ({ page }) => {
  await page.goto('/faqs');
  const main = page.locator('main');
  await expect(main.locator('a[href="/contact-us"]').first()).toBeVisible();
  await expect(main.locator('a[href="/buyer-guides"]').first()).toBeVisible();

  const visible = await main.locator('[aria-expanded]').allInnerTexts();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks.map((b) => JSON.parse(b) as { '@type': string; mainEntity?: { name: string }[] }).find((d) => d['@type'] === 'FAQPage');
  expect(faq?.mainEntity).toHaveLength(10);
  expect(faq!.mainEntity!.map((q) => q.name)).toEqual(visible.map((t) => t.trim()));
});
