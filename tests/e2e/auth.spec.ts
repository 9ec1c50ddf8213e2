import { createClient } from '@supabase/supabase-js';
import { expect, test, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/emulator/config.ts';
import { inboxMessages } from './inbox.ts';
import { API_URL as API, appInPage, deviceRows, listingsHydrated } from './support.ts';

// Accounts in the browser: sign-up with the verification email from the local inbox (and its
// resend), sign-in, sign-out, the five-attempt wait for one email that counts down and ends (or
// ends with a password reset) while other accounts sign in, and a session that survives a reload
// but ends at expiry.

const PASSWORD = 'Manzil2025!';

const dialog = (page: Page) => page.getByRole('dialog');
const headerSignIn = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sign in' }).first();
const headerSignOut = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sign out' }).first();
const signInButton = (page: Page) => dialog(page).getByRole('button', { name: 'Sign In', exact: true });
const blockMessage = (page: Page) => dialog(page).getByText('Too many login attempts. Please wait before trying again.');
const countdown = (page: Page) => dialog(page).getByRole('timer');
const adminClient = () => createClient(API, SERVICE_ROLE_KEY, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });

async function openSignIn(page: Page) {
  await headerSignIn(page).click();
  await expect(dialog(page).getByRole('heading', { name: 'Sign In' })).toBeVisible();
}

async function fillCredentials(page: Page, email: string, password: string) {
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByRole('textbox', { name: 'Password', exact: true }).fill(password);
}

/** A fresh confirmed account, so the server's lock-out never touches the demo users other specs sign in as. */
async function freshUser(tag: string) {
  const email = `${tag}-${Date.now()}@example.com`;
  const created = await adminClient().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(created.error).toBeNull();
  return { email, id: created.data.user!.id };
}

/** Counts the password sign-in requests the page sends. */
function countSignInRequests(page: Page) {
  const counter = { sent: 0 };
  page.on('request', (r) => {
    if (r.url().includes('/auth/v1/token') && r.method() === 'POST') counter.sent++;
  });
  return counter;
}

/** Five wrong passwords through the dialog, each one answered by the server. */
async function failFiveTimes(page: Page, email: string, requests: { sent: number }) {
  for (let i = 1; i <= 5; i++) {
    await fillCredentials(page, email, `WrongPass${i}`);
    await signInButton(page).click();
    if (i < 5) await expect(dialog(page).getByText('Invalid login credentials')).toBeVisible();
    await expect.poll(() => requests.sent).toBe(i);
  }
}

/** A fresh account, blocked in the home page's sign-in dialog by five wrong passwords. */
async function blockedSignIn(page: Page, tag: string) {
  const user = await freshUser(tag);
  await page.goto('/');
  await openSignIn(page);
  const requests = countSignInRequests(page);
  await failFiveTimes(page, user.email, requests);
  await expect(blockMessage(page)).toBeVisible();
  return { ...user, requests };
}

test('sign up, verify from the inbox, sign out and sign in again', async ({ page, request }) => {
  // The browser's clock is the test's, so the minute before another email may be asked for passes at once.
  await page.clock.install();
  const email = `buyer-${Date.now()}@example.com`;
  await page.goto('/');
  await openSignIn(page);
  await dialog(page).getByRole('button', { name: "Don't have an account? Sign Up" }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Sign Up' })).toBeVisible();

  // Sent empty, each field says what it needs, under it; then the messages follow the typing.
  const emailField = dialog(page).getByLabel('Email');
  const passwordField = dialog(page).getByRole('textbox', { name: 'Password', exact: true });
  await dialog(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveAccessibleDescription('Invalid email address');
  await expect(passwordField).toHaveAccessibleDescription(/^Password must be at least 8 characters\s*Password must contain at least one uppercase letter/);
  await emailField.fill(email);
  await expect(emailField).not.toHaveAttribute('aria-invalid');
  await passwordField.fill('weak');
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog(page).getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(dialog(page).getByText('Password must contain at least one uppercase letter, one lowercase letter, and one number')).toBeVisible();
  // A short password sent is refused the same way, and nothing is lost.
  await dialog(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(passwordField).toHaveAccessibleDescription(/Password must be at least 8 characters/);
  await expect(emailField).toHaveValue(email);

  await dialog(page).getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Registration successful! Please check your email to verify your account.')).toBeVisible();
  // The toast passes; the dialog keeps saying where the email went and offers another.
  await expect(dialog(page).getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await expect(dialog(page)).toContainText(`We sent a confirmation link to ${email}.`);
  // The form's button is gone: focus stays in the dialog, on what it now says.
  expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const resend = dialog(page).getByRole('button', { name: 'Resend confirmation email' });
  // The server sends one email a minute: the button waits that long rather than be refused.
  await expect(resend).toBeDisabled();
  await expect(dialog(page).getByRole('timer')).toHaveText(/^You can ask for another email in (1:00|0:5\d)$/);
  await page.clock.fastForward('01:01');
  await expect(resend).toBeEnabled();
  // Only the browser's clock moved: the server refuses with the wait it has left, and that is shown.
  const refused = page.waitForResponse((r) => r.url().includes('/auth/v1/resend'));
  await resend.click();
  expect((await refused).status()).toBe(429);
  await expect(dialog(page).getByRole('timer')).toHaveText(/^You can ask for another email in 0:[0-5]\d$/);
  await expect(resend).toBeDisabled();
  await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();

  // Signing in before verifying shows the provider's message, and offers the email again.
  await openSignIn(page);
  await fillCredentials(page, email, PASSWORD);
  await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog(page).getByText('Email not confirmed')).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Resend confirmation email' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();

  const messages = await inboxMessages(request, email);
  expect(messages).toHaveLength(1);
  const confirmation = messages.find((m) => m.subject === 'Confirm your signup');
  expect(confirmation?.link).toContain('/auth/v1/verify');
  await page.goto(confirmation!.link);
  // The link lands on the site signed in, and says so.
  await expect(page.getByText('Email confirmed', { exact: true })).toBeVisible();
  await expect(page.getByText('Your email address is confirmed and you are signed in.')).toBeVisible();
  await expect(headerSignOut(page)).toBeVisible();
  // A clean address: no tokens and no bare '#' left behind.
  await expect.poll(() => page.url()).toBe(new URL('/', page.url()).href);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'List Property' }).first()).toBeVisible();

  await headerSignOut(page).click();
  await expect(page.getByText('You have been successfully logged out')).toBeVisible();
  await expect(headerSignIn(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await openSignIn(page);
  await fillCredentials(page, email, PASSWORD);
  await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Successfully logged in')).toBeVisible();
  await expect(headerSignOut(page)).toBeVisible();
  // Credentials are cleared on success.
  await headerSignOut(page).click();
  await openSignIn(page);
  await expect(dialog(page).getByLabel('Email')).toHaveValue('');
});

test('the sign-in dialog opens on Email, and Escape gives focus back to the button that opened it', async ({ page }) => {
  const signInDialog = page.getByRole('dialog', { name: 'Sign In' });
  await page.goto('/');
  await appInPage(page);
  // The first time loads the dialog (and mounts it open); the second finds it mounted.
  for (let time = 1; time <= 2; time++) {
    await headerSignIn(page).focus();
    await page.keyboard.press('Enter');
    await expect(signInDialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(signInDialog).toBeHidden();
    await expect(headerSignIn(page)).toBeFocused();
  }
  // On a phone the button is in the menu, which closes: focus goes back to the menu's button.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign in' }).click();
  await expect(signInDialog.getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(signInDialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('forgot password right after signing up says an email was just sent, and counts down to when another can be asked for', async ({ page }) => {
  await page.clock.install();
  const email = `just-joined-${Date.now()}@example.com`;
  // Signed up a moment ago: the server sends one email to an address a minute.
  const anon = createClient(API, ANON_KEY, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
  expect((await anon.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
  await page.goto('/');
  await openSignIn(page);
  await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  await dialog(page).getByLabel('Email').fill(email);
  const send = dialog(page).getByRole('button', { name: 'Send reset link' });
  const refused = page.waitForResponse((r) => r.url().includes('/auth/v1/recover'));
  await send.click();
  expect((await refused).status()).toBe(429);
  await expect(dialog(page).getByRole('status')).toContainText("We've just sent you an email.");
  await expect(countdown(page)).toHaveText(/^You can ask for another email in 0:[0-5]\d$/);
  await expect(send).toBeDisabled();
  await expect(dialog(page).getByText('Too many login attempts')).toHaveCount(0);
  await expect(dialog(page).getByRole('alert')).toHaveCount(0);
  // The wait is this address's: another may ask at once.
  await dialog(page).getByLabel('Email').fill(`someone-else-${Date.now()}@example.com`);
  await expect(send).toBeEnabled();
  await dialog(page).getByLabel('Email').fill(email);
  await expect(send).toBeDisabled();
  await page.clock.fastForward('01:01');
  await expect(send).toBeEnabled();
  await expect(countdown(page)).toHaveCount(0);
});

test("five wrong passwords make that email wait as long as the server says, and another account still signs in on this device", async ({ page }) => {
  // The browser's clock is the test's: the wait passes in an instant.
  await page.clock.install();
  const { email, id, requests } = await blockedSignIn(page, 'locked');
  // The fifth failure was answered 429 with Retry-After (30 s): that is the wait shown, not one the browser made up.
  await expect(countdown(page)).toHaveText(/^You can try again in 0:(30|2\d)$/);
  await expect(signInButton(page)).toBeDisabled();
  await expect(dialog(page).getByLabel('Email')).toHaveValue(email);
  // Read out once, not every second.
  await expect(dialog(page).getByRole('status')).toContainText('Too many login attempts');
  await expect(countdown(page)).toHaveAttribute('aria-live', 'off');
  // Enter in the password box sends nothing either.
  await dialog(page).getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await dialog(page).getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
  expect(requests.sent).toBe(5);

  // A reload keeps the countdown for this email.
  await page.reload();
  await openSignIn(page);
  await dialog(page).getByLabel('Email').fill(email);
  await expect(blockMessage(page)).toBeVisible();
  await expect(countdown(page)).toHaveText(/^You can try again in 0:[0-3]\d$/);

  // Someone else on the same device is not held back.
  const other = await freshUser('same-device');
  await fillCredentials(page, other.email, PASSWORD);
  await expect(blockMessage(page)).toBeHidden();
  await signInButton(page).click();
  await expect(page.getByText('Successfully logged in')).toBeVisible();
  await headerSignOut(page).click();
  await expect(headerSignIn(page)).toBeVisible();
  await openSignIn(page);
  await dialog(page).getByLabel('Email').fill(email);
  await expect(blockMessage(page)).toBeVisible();

  // The server's own lock runs on real time; setting the password through the admin API lifts
  // it, as a reset does, so the test waits for no real time. The browser's wait is under test.
  expect((await adminClient().auth.admin.updateUserById(id, { password: PASSWORD })).error).toBeNull();
  await page.clock.fastForward('00:31');
  await expect(blockMessage(page)).toBeHidden();
  await expect(signInButton(page)).toBeEnabled();
  await fillCredentials(page, email, PASSWORD);
  await signInButton(page).click();
  await expect(page.getByText('Successfully logged in')).toBeVisible();
  await expect(headerSignOut(page)).toBeVisible();
  expect(requests.sent).toBe(7);
});

test('a password reset lifts the sign-in block at once', async ({ page, request }) => {
  const { email, requests } = await blockedSignIn(page, 'reset-block');

  // The typed email carries over to the reset form.
  await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog(page).getByLabel('Email')).toHaveValue(email);
  await dialog(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that email, we have sent a link to reset your password.')).toBeVisible();
  const messages = await inboxMessages(request, email);
  await page.goto(messages.find((m) => m.subject === 'Reset your password')!.link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('NewHome2026');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('NewHome2026');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Your password has been updated')).toBeVisible();

  // The server's own lock (30 s after the fifth failure) has usually not run out yet: the reset lifted it.
  await headerSignOut(page).click();
  await openSignIn(page);
  await expect(blockMessage(page)).toHaveCount(0);
  await fillCredentials(page, email, 'NewHome2026');
  await signInButton(page).click();
  await expect(dialog(page)).toBeHidden();
  await expect(headerSignOut(page)).toBeVisible();
  expect(requests.sent).toBe(6);
});

test('signing out offline ends the session on the device, keeps queued changes, and revokes it when back online', async ({ page, context }) => {
  const user = await freshUser('offline-out');
  await page.goto('/property/a0000000-0000-4000-8000-000000000004');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Property Not Found');
  await openSignIn(page);
  await fillCredentials(page, user.email, PASSWORD);
  await signInButton(page).click();
  await expect(headerSignOut(page)).toBeVisible();
  const refreshToken = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
    return (JSON.parse(localStorage.getItem(key)!) as { refresh_token: string }).refresh_token;
  });

  await listingsHydrated(page);
  await context.setOffline(true);
  await page.getByRole('main').getByRole('button', { name: 'Save property' }).first().click();
  await expect(page.getByRole('button', { name: '1 change waiting to be sent' })).toBeVisible();
  await headerSignOut(page).click();
  const warning = page.getByRole('dialog', { name: 'Changes not sent yet' });
  await warning.getByRole('button', { name: 'Keep for later' }).click();
  await expect(page.getByText('You have been successfully logged out')).toBeVisible();
  await expect(page.getByText('Sign Out Error')).toHaveCount(0);
  await expect(headerSignIn(page)).toBeVisible();
  // The session is gone from the device; the change stays there under its user for their next sign-in.
  expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.endsWith('-auth-token')))).toBe(false);
  const outbox = await deviceRows<{ userKey: string }>(page, 'outbox');
  expect(outbox.map((entry) => entry.userKey)).toEqual([user.id]);

  // Back online, the sign-out reaches the server and the kept token is removed from the device.
  const logout = page.waitForResponse((r) => r.url().includes('/auth/v1/logout'));
  await context.setOffline(false);
  expect((await logout).status()).toBe(204);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('manzil:sign-outs-to-send'))).toBeNull();
  const reused = await createClient(API, ANON_KEY, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } }).auth.refreshSession({ refresh_token: refreshToken });
  expect(reused.error).not.toBeNull();
  await page.reload();
  await expect(headerSignIn(page)).toBeVisible();
});

test('the session survives a reload and ends at expiry', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await openSignIn(page);
  await fillCredentials(page, 'omar.rashid@manzil.ae', PASSWORD);
  await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(headerSignOut(page)).toBeVisible();

  await page.reload();
  await expect(headerSignOut(page)).toBeVisible();

  // End the session on the server, as an expired or revoked session would be; when the access
  // token expires, the refresh fails and the app signs the user out.
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
    return (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
  });
  expect((await adminClient().auth.admin.signOut(token, 'global')).error).toBeNull();
  await page.clock.fastForward('01:01:00');
  await expect(headerSignIn(page)).toBeVisible({ timeout: 15_000 });
});

test('forgot password: the emailed link opens the reset page and the new password works', async ({ page, request }) => {
  const { email } = await freshUser('reset');

  await page.goto('/');
  await openSignIn(page);
  await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that email, we have sent a link to reset your password.')).toBeVisible();

  const messages = await inboxMessages(request, email);
  const reset = messages.find((m) => m.subject === 'Reset your password');
  await page.goto(reset!.link);
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('NewHome2026');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('NewHome2026');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Your password has been updated')).toBeVisible();

  await headerSignOut(page).click();
  await openSignIn(page);
  await fillCredentials(page, email, 'NewHome2026');
  await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(headerSignOut(page)).toBeVisible();
});
