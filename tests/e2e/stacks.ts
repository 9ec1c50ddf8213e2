// The end-to-end run's stacks: each Playwright worker has its own (the built app's server and the
// emulator with a fresh database), so workers run side by side without seeing each other's writes.
//
// The browser build names its API at one address, PAGE_API_URL. Stack 0 listens there. Another
// stack listens on its own ports, and everything of that worker treats PAGE_API_URL as its own
// API: its Chromium maps the address to the stack's port (--host-resolver-rules,
// playwright.config.ts), and the stack's own process sends its fetches for it there too
// (tests/e2e/stack.ts), because its server's reads, its edge functions' calls and its emulator's
// links all name PAGE_API_URL. Node-side test code reaches its stack at `stackOf(slot).apiUrl`.

/** Where every built page reaches the API (VITE_SUPABASE_URL unset: src/lib/env.ts). */
export const PAGE_API_URL = 'http://127.0.0.1:54321';

/** Stacks started, one per worker; E2E_WORKERS=1 runs the suite on one. */
export const STACK_COUNT = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

export interface Stack {
  appPort: number;
  appUrl: string;
  apiPort: number;
  /** Where this stack's API listens (PAGE_API_URL for stack 0). */
  apiUrl: string;
  /**
   * Its inbox, away from `npm start`'s 54324, a port other local stacks (a Supabase CLI's mail
   * catcher, a developer's own `npm start`) often hold.
   */
  inboxPort: number;
  inboxUrl: string;
}

export function stackOf(slot: number): Stack {
  const appPort = 4173 + 10 * slot;
  const apiPort = 54321 + 1000 * slot;
  const inboxPort = 54334 + 1000 * slot;
  return {
    appPort,
    appUrl: `http://localhost:${appPort}`,
    apiPort,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    inboxPort,
    inboxUrl: `http://127.0.0.1:${inboxPort}`,
  };
}

/**
 * The stack of the worker this code runs in (Playwright numbers its workers' slots from 0 in
 * TEST_PARALLEL_INDEX; a worker that replaces a failed one takes its slot).
 */
export const myStack = stackOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
