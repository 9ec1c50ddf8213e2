// The visitor a page is rendered for, as the API should see them. The app's server reads each
// page's data from the API itself; without this every visitor's reads would come from the app
// server's own address and share one address's limits (one visitor's slow searches would get
// everyone's pages refused). So each read carries X-Forwarded-For as a proxy writes it: what the
// request said, with the address it came from appended. The API trusts that only from addresses
// it is told are proxies (the emulator's EMULATOR_TRUSTED_PROXIES), and takes the right-most
// address that is not one, so a visitor cannot choose their own.
// AsyncLocalStorage is in Node, Deno, Bun and the edge runtimes with Node compatibility.
import { AsyncLocalStorage } from 'node:async_hooks';
import { setServerRequestHeaders } from '@/lib/supabase';

const forwardedFor = new AsyncLocalStorage<string>();

setServerRequestHeaders(() => {
  const chain = forwardedFor.getStore();
  return chain ? { 'X-Forwarded-For': chain } : undefined;
});

/** The X-Forwarded-For to send on: the request's own chain with `clientAddress` (its peer) appended. */
export function forwardedChain(request: Request, clientAddress: string | undefined): string | undefined {
  // Without the peer's address the chain would be only what the request claims.
  if (!clientAddress) return undefined;
  const earlier = (request.headers.get('X-Forwarded-For') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // A chain is short; a long one is padding, and only its right-most entries can matter.
  return [...earlier.slice(-8), clientAddress].join(', ');
}

/** Runs `work` with the API's reads made on behalf of the visitor at the end of `chain`. */
export function asVisitor<T>(chain: string | undefined, work: () => T): T {
  return chain ? forwardedFor.run(chain, work) : work();
}
