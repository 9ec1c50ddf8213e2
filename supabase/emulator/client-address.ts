import { BlockList, isIP, SocketAddress } from 'node:net';

// Who a request comes from, for every per-address limit. By default that is the socket's peer.
// Behind a reverse proxy every visitor shares the proxy's address, so one visitor's limit would
// hold back everyone; the operator can name the proxies they run, and requests from those carry
// the visitor's address in X-Forwarded-For. A header from anyone else is ignored: a client can
// write any header it likes.

/** The addresses and ranges whose X-Forwarded-For is believed (the emulator's, and the app server's: server/node.ts). */
export class TrustedProxies {
  private list = new BlockList();
  readonly entries: readonly string[];

  /**
   * From a comma-separated list of addresses and CIDR ranges (`10.0.0.1, 172.16.0.0/12, ::1`).
   * A malformed entry throws: a typo that silently trusted nobody (or everybody) would go unnoticed.
   */
  constructor(spec: string | readonly string[] = [], setting = 'EMULATOR_TRUSTED_PROXIES') {
    const entries = (typeof spec === 'string' ? spec.split(',') : spec).map((e) => e.trim()).filter(Boolean);
    for (const entry of entries) {
      const [raw, prefix, extra] = entry.split('/');
      const address = canonicalAddress(raw);
      const bits = address?.includes(':') ? 128 : 32;
      if (!address || extra !== undefined || (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) || Number(prefix ?? 0) > bits) {
        throw new Error(`${setting}: "${entry}" is not an IP address or CIDR range`);
      }
      const family = bits === 128 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) this.list.addAddress(address, family);
      else this.list.addSubnet(address, Number(prefix), family);
    }
    this.entries = entries;
  }

  get none() {
    return this.entries.length === 0;
  }

  /** Whether a canonical address (from canonicalAddress) is one of the trusted proxies. */
  has(address: string) {
    return !this.none && this.list.check(address, address.includes(':') ? 'ipv6' : 'ipv4');
  }
}

/**
 * An IP address in one spelling, so the same client is always the same key: IPv6 compressed and
 * lower-case, IPv4-mapped IPv6 (`::ffff:1.2.3.4`, as dual-stack sockets report IPv4 peers) as plain
 * IPv4. Also takes the forms proxies write into X-Forwarded-For: `[v6]`, `[v6]:port`, `v4:port`.
 * Null when it is not an IP address.
 */
export function canonicalAddress(raw: string): string | null {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const family = isIP(value);
  if (family === 4) return value;
  if (family !== 6) return null;
  const address = new SocketAddress({ address: value, family: 'ipv6' }).address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  return mapped ? mapped[1] : address;
}

/**
 * The client's address. From a trusted proxy, X-Forwarded-For is read from the right (each proxy
 * appends the address it received the request from) and the first address that is not itself a
 * trusted proxy is the client; entries to its left were written by the client and prove nothing.
 * A malformed entry ends the walk at the last address a trusted proxy vouched for, so garbage can
 * never mint a fresh address.
 */
export function resolveClientAddress(peer: string, forwardedFor: string | null | undefined, trusted: TrustedProxies): string {
  let client = canonicalAddress(peer) ?? peer;
  if (!forwardedFor || !trusted.has(client)) return client;
  const hops = forwardedFor.split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = canonicalAddress(hops[i]);
    if (!hop) break;
    client = hop;
    if (!trusted.has(hop)) break;
  }
  return client;
}
