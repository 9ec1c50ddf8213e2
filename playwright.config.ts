import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { myStack, PAGE_API_URL, STACK_COUNT, stackOf } from './tests/e2e/stacks.ts';

// Debian's Chromium: Playwright cannot download browsers here. The flags keep it from
// reaching for Google's services on a closed network.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // Files, not tests, are shared out: a file's tests run in order. Each worker has a stack of its
  // own (tests/e2e/stacks.ts), so one file's writes never meet another's reads.
  fullyParallel: false,
  workers: STACK_COUNT,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // A first visit in a fresh browser context loads, compiles and renders all of a page's code; on
  // a 2-core machine also running Chromium's other processes, the emulator and the app's server,
  // that alone has taken 2 to 5 s (seen when the app took over a property page). Speed is measured
  // by `npm run bench`; here a page only needs to arrive.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    // This config is read again in each worker, where myStack is that worker's.
    baseURL: myStack.appUrl,
    // Recording a trace slows every test (by some 5-15% on 2 cores), passing ones included: in CI only
    // a retry records one (a failure is retried once), kept whether it fails again or passes; locally,
    // a failure keeps its own.
    // A page's service worker precaches the whole app (some 320 files) in every new context, which
    // cost the page-reading specs (routes, arabic-content) about a fifth of their time; the journeys
    // about the worker (offline, push, install) allow it with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // The built pages name stack 0's API; this worker's browser reaches its own stack there.
        ...(myStack.apiUrl === PAGE_API_URL ? [] : [`--host-resolver-rules=MAP ${new URL(PAGE_API_URL).host} ${new URL(myStack.apiUrl).host}`]),
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  // One stack per worker, started in turn (the first builds the app when its sources changed).
  webServer: Array.from({ length: STACK_COUNT }, (_, slot) => ({
    // The built app plus the emulator, on a fresh database so the seed is the known sample data.
    command: `npx tsx tests/e2e/stack.ts ${slot}`,
    url: stackOf(slot).appUrl,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    // The suite signs in from one address far more often than a person would; the server's own
    // limit (30 per 5 minutes) is tested in tests/integration/security/auth-abuse.test.ts.
    // Push goes to the alerts test's stand-in push service on https://localhost, whose test
    // certificate this server trusts (tests/e2e/alerts.spec.ts).
    env: {
      EMULATOR_DATA_DIR: join(tmpdir(), `manzil-e2e-${process.pid}-${slot}`),
      EMULATOR_SIGN_IN_RATE_LIMIT: '600',
      // Its sign-ups and resets, and a retry of them, stay under this; the project-wide limit
      // itself is tested in tests/integration/auth-emails.test.ts.
      EMULATOR_EMAIL_RATE_LIMIT: '100',
      PUSH_SERVICE_HOSTS: 'localhost',
      NODE_EXTRA_CA_CERTS: fileURLToPath(new URL('./tests/e2e/fixtures/push-service/cert.pem', import.meta.url)),
    },
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  })),
});
