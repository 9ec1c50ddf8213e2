// One end-to-end stack, as playwright.config.ts starts it for a worker: `npm start` (the built app's
// server and the emulator) on that stack's ports (tests/e2e/stacks.ts), `tsx tests/e2e/stack.ts <n>`.
import { PAGE_API_URL, stackOf } from './stacks.ts';

const stack = stackOf(Number(process.argv[2] ?? 0));
// npm start makes its links point at PORT.
process.env.PORT = String(stack.appPort);
process.env.EMULATOR_PORT = String(stack.apiPort);
process.env.INBOX_PORT = String(stack.inboxPort);
// Its links and public file addresses name the address its pages use.
process.env.API_EXTERNAL_URL = PAGE_API_URL;

if (stack.apiUrl !== PAGE_API_URL) {
  // This process's own fetches for PAGE_API_URL (the server's reads for a page, the edge
  // functions' calls, the sitemap) go to this stack's API, as its worker's browser's do.
  const fetchAnywhere = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(`${PAGE_API_URL}/`)) return fetchAnywhere(input, init);
    const moved = `${stack.apiUrl}${url.slice(PAGE_API_URL.length)}`;
    return fetchAnywhere(input instanceof Request ? new Request(moved, input) : moved, init);
  };
}

await import('../../scripts/start.ts');
