// The built app in Chromium for the browser benchmarks: the local emulator with the sample data
// on a fresh database (API on :54321, the address the build calls) and the Vite preview of dist/.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { preview } from 'vite';
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
  if (!existsSync(join(process.cwd(), 'dist', 'index.html'))) {
    console.log('\nbrowser benchmarks: no dist/ yet (run `npm run build` first)');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'manzil-browser-bench-'));
  const emulator = await createEmulator({ dataDir: join(dataDir, 'pglite'), storageDir: join(dataDir, 'storage'), apiUrl: 'http://127.0.0.1:54321' });
  const servers = await listen(emulator);
  const app = await preview({ root: process.cwd(), logLevel: 'silent', preview: { port: APP_PORT, host: '127.0.0.1', strictPort: true } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--enable-precise-memory-info'],
  });
  try {
    await fn({ emulator, browser, appUrl: `http://localhost:${APP_PORT}` });
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => app.httpServer.close(() => resolve()));
    await servers.close();
    await emulator.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
