import { AsyncLocalStorage } from 'node:async_hooks';

type Env = Record<string, string>;

/** The environment of the function call in progress (several emulators may share a process). */
const currentEnv = new AsyncLocalStorage<Env>();

function lookup(key: string): string | undefined {
  return currentEnv.getStore()?.[key] ?? process.env[key];
}

/**
 * Just enough of Deno for Supabase-style handlers to run under Node: Deno.env and a no-op
 * Deno.serve (the emulator calls the exported handler itself). Left alone when real Deno exists.
 */
export function installDenoShim(): void {
  const global = globalThis as { Deno?: unknown };
  if (global.Deno !== undefined) return;
  global.Deno = {
    env: {
      get: lookup,
      has: (key: string) => lookup(key) !== undefined,
      toObject: (): Env => {
        const fromProcess = Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined);
        return { ...Object.fromEntries(fromProcess), ...currentEnv.getStore() };
      },
    },
    serve: () => undefined,
  };
}

/** Runs fn (an import or a handler call) with env as what Deno.env answers. */
export function withFunctionEnv<T>(env: Env, fn: () => T): T {
  return currentEnv.run(env, fn);
}
