// `npm start`: builds the PWA if needed, starts the Supabase emulator with sample data and serves
// the built app. `npm run dev` (--dev) serves the app with Vite's hot-reloading dev server instead.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build, createServer, preview } from 'vite';
import { PROJECT_ROOT, runEmulator, stopOnSignals } from '../supabase/emulator/run.ts';

export const DEMO_LOGIN = { email: 'agent@manzil.ae', password: 'Manzil2025!' };

const dev = process.argv.includes('--dev');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** The build is stale when any source, public file or build config is newer than dist/index.html. */
function buildIsStale() {
  const built = join(PROJECT_ROOT, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => join(PROJECT_ROOT, p));
  return Math.max(...inputs.filter(existsSync).map(newestMtime)) > statSync(built).mtimeMs;
}

const emulator = await runEmulator();
let stopWeb = async () => {};
let appUrl: string;
if (dev) {
  const server = await createServer({ root: PROJECT_ROOT, server: { port: 5173, host: '127.0.0.1', strictPort: true } });
  await server.listen();
  appUrl = 'http://localhost:5173';
  stopWeb = () => server.close();
} else {
  if (buildIsStale()) {
    console.log('Building the PWA (first start or sources changed)...');
    await build({ root: PROJECT_ROOT, logLevel: 'warn' });
  }
  const server = await preview({ root: PROJECT_ROOT, preview: { port: 4173, host: '127.0.0.1', strictPort: true } });
  appUrl = 'http://localhost:4173';
  stopWeb = () => new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}

console.log(`
  Manzil is running
  App:        ${appUrl}
  Supabase:   http://127.0.0.1:54321
  Inbox:      http://127.0.0.1:54324  (sign-up and password-reset emails land here)
  Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}
  Press Ctrl+C to stop.
`);

stopOnSignals(async () => {
  await stopWeb();
  await emulator.stop();
});
