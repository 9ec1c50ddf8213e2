// The built app in Chromium for the browser benchmarks: the local emulator with the sample data
// on a fresh database (API on :54321, the address the build calls) and the app's own server
// (server/node.ts, as `npm start` runs it).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { defaultServeOptions, serveApp } from '../../server/node.ts';
import { createEmulator, listen } from '../../supabase/emulator/server.ts';

const APP_PORT = 4183;

export interface BrowserApp {
  emulator: Awaited<ReturnType<typeof createEmulator>>;
  browser: Browser;
  /** Where the app is served, e.g. http://localhost:4183 (no trailing slash). */
  appUrl: string;
}

/** Runs `fn` with the app and a browser, then stops both; skipped (with a note) without a build. */
export async function withBrowserApp(fn: (app: BrowserApp) => Promise<void>) {
  if (!existsSync(join(process.cwd(), 'dist', 'index.html')) || !existsSync(join(process.cwd(), 'dist-server', 'handler.js'))) {
    console.log('\nbrowser benchmarks: no dist/ yet (run `npm run build` first)');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'manzil-browser-bench-'));
  const emulator = await createEmulator({ dataDir: join(dataDir, 'pglite'), storageDir: join(dataDir, 'storage'), apiUrl: 'http://127.0.0.1:54321' });
  const servers = await listen(emulator);
  const stopApp = await serveApp({ ...defaultServeOptions(), port: APP_PORT, hostname: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--enable-precise-memory-info'],
  });
  try {
    await fn({ emulator, browser, appUrl: `http://localhost:${APP_PORT}` });
  } finally {
    await browser.close();
    await stopApp();
    await servers.close();
    await emulator.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
