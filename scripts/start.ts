// `npm start`: builds the PWA and its server if needed, starts the Supabase emulator with sample
// data and serves the built app with its server (server/node.ts), which renders each page. `npm run dev` (--dev) serves the app with Vite's hot-reloading dev server instead.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, createServer } from 'vite';
import { serveApp, defaultServeOptions } from '../server/node.ts';
import { ANON_KEY, API_PORT, INBOX_PORT, LISTEN_HOST } from '../supabase/emulator/config.ts';
import { PROJECT_ROOT, runEmulator, stopOnSignals } from '../supabase/emulator/run.ts';

export const DEMO_LOGIN = { email: 'agent@manzil.ae', password: 'Manzil2025!' };

const dev = process.argv.includes('--dev');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

// The browser gets the anon key this emulator signed (JWT_SECRET may differ from the demo one).
process.env.VITE_SUPABASE_ANON_KEY ||= ANON_KEY;
/** Records which anon key a build has inside, so a new JWT_SECRET rebuilds the app. */
const BUILD_KEY_FILE = join(PROJECT_ROOT, 'dist', '.anon-key');

/**
 * The build is stale when any source, public file or build config is newer than dist/index.html,
 * or when it was built with another anon key.
 */
function buildIsStale() {
  const built = join(PROJECT_ROOT, 'dist', 'index.html');
  if (!existsSync(built) || !existsSync(join(PROJECT_ROOT, 'dist-server', 'handler.js'))) return true;
  if (!existsSync(BUILD_KEY_FILE) || readFileSync(BUILD_KEY_FILE, 'utf8') !== process.env.VITE_SUPABASE_ANON_KEY) return true;
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'scripts/prerender.ts'].map((p) => join(PROJECT_ROOT, p));
  return Math.max(...inputs.filter(existsSync).map(newestMtime)) > statSync(built).mtimeMs;
}

// Links back to the app (auth emails, the payment checkout's return) point at the server started below.
// The built app listens on PORT (4173 unless set); the dev server always on 5173.
const appPort = dev ? 5173 : Number(process.env.PORT ?? 4173);
process.env.SITE_URL ??= `http://localhost:${appPort}`;
// The built app's server reads each page's data from the API on 127.0.0.1 for its visitor, and
// says who that is in X-Forwarded-For (src/server/visitor.ts): the API trusts it for that, so each
// visitor spends their own share of its per-address limits. (The dev server renders nothing.)
const emulator = await runEmulator({ alsoTrustedProxies: dev ? [] : ['127.0.0.1', '::1'] });
let stopWeb = async () => {};
let appUrl: string;
if (dev) {
  const server = await createServer({ root: PROJECT_ROOT, server: { port: appPort, host: LISTEN_HOST, strictPort: true } });
  await server.listen();
  appUrl = `http://localhost:${appPort}`;
  stopWeb = () => server.close();
} else {
  if (buildIsStale()) {
    console.log('Building the PWA (first start or sources changed)...');
    await build({ root: PROJECT_ROOT, logLevel: 'warn' });
    writeFileSync(BUILD_KEY_FILE, process.env.VITE_SUPABASE_ANON_KEY!);
  }
  stopWeb = await serveApp({ ...defaultServeOptions(), port: appPort, hostname: LISTEN_HOST });
  appUrl = `http://localhost:${appPort}`;
}

console.log(`
  Manzil is running
  App:        ${appUrl}
  Supabase:   http://127.0.0.1:${API_PORT}
  Inbox:      http://127.0.0.1:${INBOX_PORT}  (sign-up, password-reset, alert and enquiry emails land here)
  Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}
  Press Ctrl+C to stop.
`);

stopOnSignals(async () => {
  await stopWeb();
  await emulator.stop();
});
