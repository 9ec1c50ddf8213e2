import { expect, type Locator, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/emulator/config.ts';
import { myStack } from './stacks.ts';

export { PAGE_API_URL } from './stacks.ts';

export const DEMO_PASSWORD = 'Manzil2025!';

/**
 * Signs in through the header's dialog, as a user would, once the app has the page: on the app
 * shell (a service worker's answer, or a signed-in page) a press before the app's first render
 * is lost, as only a page the server rendered hands early presses over (src/app/early-input.ts),
 * and the dialog would never open.
 */
export async function signInThroughDialog(page: Page, email: string, password = DEMO_PASSWORD) {
  await appInPage(page);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
}

/** Where test code reaches this worker's API (its pages name PAGE_API_URL: tests/e2e/stacks.ts). */
export const API_URL = myStack.apiUrl;

/**
 * Opens `path` signed in, for journeys that are not about signing in (auth.spec.ts and the
 * dialog's own tests sign in as a user would): supabase-js signs in against the API here, and
 * the session it stores, under its own key and format, is put on the device before the page loads,
 * as a session kept from an earlier visit is.
 */
export async function openSignedIn(page: Page, path: string, email: string, password = DEMO_PASSWORD) {
  const stored = new Map<string, string>();
  const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value), removeItem: (key: string) => void stored.delete(key) };
  const client = createClient(API_URL, ANON_KEY, { realtime: { transport: WebSocket as never }, auth: { storage, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false } });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  // Any page of the site's origin gives its storage; this one costs no app code.
  await page.goto('/robots.txt');
  await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), [...stored]);
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
}

/** The service-role client, to arrange data and check what reached the server. */
export function adminClient() {
  return createClient(API_URL, SERVICE_ROLE_KEY, { realtime: { transport: WebSocket as never }, auth: { persistSession: false } });
}

/** Every row of one table of the app's device store (IndexedDB 'manzil'), read in the page. */
export function deviceRows<T>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve) => {
        const open = indexedDB.open('manzil');
        open.onsuccess = () => {
          const request = open.result.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => resolve(request.result as T[]);
        };
        open.onerror = () => resolve([]);
      }),
    table,
  );
}

/** The app's persisted query cache as stored on the device ('' before the first save). */
export async function storedQueryCache(page: Page): Promise<string> {
  return (await deviceRows<{ value: string }>(page, 'keyValues')).map((row) => row.value).join('\n');
}

/** Picks a suggestion of a price box (an autocomplete that also takes typed amounts). */
export async function chooseOption(page: Page, input: Locator, option: string) {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

/** A price as shown on a card, in AED; null for 'Price on request'. */
export function parsePrice(text: string): number | null {
  const digits = text.replace(/[^0-9]/g, '');
  return /Price on request/.test(text) || digits === '' ? null : Number(digits);
}

/** Holds back the page's requests for a chunk matching `file` until the returned function is called. */
export async function holdChunk(page: Page, file: RegExp): Promise<() => void> {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(file, async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

/**
 * The WCAG contrast ratio of an element's text colour on its background, as the browser computes
 * them (any colour syntax, translucent backgrounds laid over white, read back through a canvas).
 */
export function contrastRatio(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const paint = (...colours: string[]) => {
      for (const colour of colours) {
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
      }
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const background = paint('#fff', style.backgroundColor);
    const text = paint(`rgb(${background.join(',')})`, style.color);
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(background), luminance(text)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  });
}

/**
 * Waits until the app has taken over the page the server (or the build) wrote: app/start.tsx drops
 * the page's marker after the app's first commit.
 */
export async function appInPage(page: Page) {
  await expect(page.locator('#root[data-server-rendered], #root[data-prerendered]')).toHaveCount(0);
}

/**
 * Waits until the app has hydrated a listings or property page's own part, not only the page's
 * frame: the first heart is the working one (the server's page and the hydrating app draw the
 * placeholder). A press on the page's own controls before then can be lost (src/app/early-input.ts).
 */
export async function listingsHydrated(page: Page) {
  await appInPage(page);
  await expect(page.getByRole('main').getByRole('button', { name: 'Save property' }).first()).not.toHaveAttribute('aria-disabled', 'true');
}

/** A finger swiped across the element from its left edge to its right (Chromium's touch events). */
export async function swipeLeftToRight(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const touch = await page.context().newCDPSession(page);
  await touch.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  const y = box.y + box.height / 4;
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + 40, y }] });
  for (const x of [box.x + 120, box.x + box.width - 120, box.x + box.width - 40]) {
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Reloads the page once its service worker is ready, so the page is under the worker's control (and so reloads without a network). */
export async function reloadUnderServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
