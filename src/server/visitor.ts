// The visitor a page is rendered for, as the API should see them. The app's server reads each
// page's data from the API itself; without this every visitor's reads would come from the app
// server's own address and share one address's limits (one visitor's slow searches would get
// everyone's pages refused). So each read carries X-Forwarded-For with the visitor's address, as
// the host resolved it (server/node.ts: the socket's peer, or behind proxies it trusts, the
// address they vouch for); nothing the visitor wrote is passed on. The API believes it only from
// addresses it is told are proxies (the emulator's EMULATOR_TRUSTED_PROXIES).
// AsyncLocalStorage is in Node, Deno, Bun and the edge runtimes with Node compatibility.
import { AsyncLocalStorage } from 'node:async_hooks';
import { setServerRequestHeaders } from '@/lib/supabase';

const visitorAddress = new AsyncLocalStorage<string>();

setServerRequestHeaders(() => {
  const address = visitorAddress.getStore();
  return address ? { 'X-Forwarded-For': address } : undefined;
});

/** Runs `work` with the API's reads made on behalf of the visitor at `address` (as they come, when unknown). */
export function asVisitor<T>(address: string | undefined, work: () => T): T {
  return address ? visitorAddress.run(address, work) : work();
}
