import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Manzil2025!';

/** Signs in through the header's dialog, as a user would. */
export async function signInThroughDialog(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
}
