import { createHandler, type HandlerOptions } from '@/server/handler';
import { API_URL, type TestEmulator } from './emulator';

// The app's server (src/server/handler.ts) in process, its Supabase reads answered by an
// in-process emulator as if over HTTP.

export const TEST_SHELL =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="UTF-8" /><title>Manzil</title></head><body><div id="root"></div></body></html>';

/** The app's handler on a minimal shell, and `get` for a path on it. */
export function testAppServer(options: Partial<HandlerOptions> = {}) {
  const handler = createHandler({ appShell: TEST_SHELL, manifest: {}, readAsset: async () => null, ...options });
  const get = (path: string, init: RequestInit & { clientAddress?: string } = {}) =>
    handler(new Request(`http://localhost:4173${path}`, init), { clientAddress: init.clientAddress });
  return { handler, get };
}

/**
 * Sends the app's requests to API_URL to `emulator`, from `appAddress` (the app server's own
 * address as the API sees it); `onRequest` sees each first. Returns the function that undoes it.
 */
export function routeApiTo(emulator: TestEmulator, { appAddress, onRequest }: { appAddress?: string; onRequest?: (request: Request) => void } = {}) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(API_URL)) return realFetch(request);
    onRequest?.(request);
    return emulator.fetchFrom(request, appAddress);
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}
