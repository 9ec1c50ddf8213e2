// Where emailed links may send their tokens: GoTrue's rules (IsRedirectURLValid), so a
// redirect_to that works here works the same on hosted Supabase, with one difference: GoTrue
// lets any port of a loopback host through (native apps, RFC 8252), which on a shared machine
// would hand tokens to whatever else listens on it; here a loopback URL must be the site URL or
// match an allow-list entry like any other.

/** Characters GoTrue's globs (gobwas/glob, compiled with '.' and '/' as separators) keep `*` and `?` within. */
const SEPARATORS = './';

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

/**
 * A gobwas/glob pattern as a RegExp matching the whole string: `*` is any run of characters
 * without a separator, `**` any run at all, `?` one non-separator character, `[abc]`, `[a-z]`
 * and `[!abc]` character classes, `{a,b}` alternatives, and `\` escapes the next character.
 * A pattern it cannot read matches nothing.
 */
export function globToRegExp(pattern: string): RegExp {
  const notSeparator = `[^${escapeRegExp(SEPARATORS)}]`;
  let i = 0;
  const parse = (inAlternatives: boolean): string => {
    let out = '';
    while (i < pattern.length) {
      const ch = pattern[i];
      if (inAlternatives && (ch === ',' || ch === '}')) return out;
      i++;
      if (ch === '\\') {
        if (i >= pattern.length) throw new Error('dangling escape');
        out += escapeRegExp(pattern[i++]);
      } else if (ch === '*') {
        if (pattern[i] === '*') {
          while (pattern[i] === '*') i++;
          out += '.*';
        } else out += `${notSeparator}*`;
      } else if (ch === '?') {
        out += notSeparator;
      } else if (ch === '[') {
        const end = pattern.indexOf(']', i + 1);
        if (end === -1) throw new Error('unclosed character class');
        let body = pattern.slice(i, end);
        i = end + 1;
        const negated = body.startsWith('!');
        if (negated) body = body.slice(1);
        const members = body.replace(/\\(.)/g, '$1');
        const ranges = [...members.matchAll(/(.)(?:-(.))?/gs)].map(([, from, to]) => (to === undefined ? escapeRegExp(from) : `${escapeRegExp(from)}-${escapeRegExp(to)}`));
        out += `[${negated ? '^' : ''}${ranges.join('')}]`;
      } else if (ch === '{') {
        const options: string[] = [];
        for (;;) {
          options.push(parse(true));
          const next = pattern[i++];
          if (next === '}') break;
          if (next !== ',') throw new Error('unclosed alternatives');
        }
        out += `(?:${options.join('|')})`;
      } else {
        out += escapeRegExp(ch);
      }
    }
    if (inAlternatives) throw new Error('unclosed alternatives');
    return out;
  };
  try {
    return new RegExp(`^${parse(false)}$`, 's');
  } catch {
    return /(?!)/;
  }
}

/** A host GoTrue accepts in an http(s) redirect: letters, digits, dots and hyphens. */
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The host of an http(s) URL as written (not as a browser would rewrite it: the WHATWG parser
 * turns `http://2130706433/` into 127.0.0.1, which is exactly what must be caught).
 */
function rawHost(url: string): string | null {
  const authority = /^https?:\/\/([^/?#]*)/i.exec(url)?.[1];
  if (authority === undefined) return null;
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

const isLoopbackIp = (host: string) => host === '[::1]' || (IPV4.test(host) && host.startsWith('127.'));

/** Whether emailed tokens may be sent to this URL. */
export function isRedirectAllowed(candidate: string, siteUrl: string, allowList: readonly string[]): boolean {
  // Control characters and spaces are never in a URL, and browsers strip some of them, turning
  // the URL into another one than the one checked.
  // eslint-disable-next-line no-control-regex
  if (candidate === '' || /[\x00-\x20\x7f]/.test(candidate)) return false;
  let parsed: URL;
  try {
    parsed = new URL(candidate);
  } catch {
    return false;
  }
  if (/^https?:$/.test(parsed.protocol)) {
    const host = rawHost(candidate);
    if (host === null) return false;
    // Back to the site: the same scheme, host and port, whatever the path.
    const site = new URL(siteUrl).origin;
    if (candidate.startsWith(site) && /^(?:$|[/?#])/.test(candidate.slice(site.length))) return true;
    // A host given as one decimal number is an IP address in disguise.
    if (/^\d+$/.test(host)) return false;
    // GoTrue answers IP addresses here without the allow list: loopback ones (any port) pass,
    // others never do. Loopback ones go on to the allow list instead (see the top of the file).
    if (IPV4.test(host) || host.startsWith('[')) {
      if (!isLoopbackIp(host)) return false;
    } else if (!REGULAR_HOSTNAME.test(host)) return false;
  }
  // The allow list sees the URL without its fragment, as GoTrue matches it.
  const withoutFragment = candidate.split('#')[0];
  return allowList.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}

/** redirect_to when it is allowed, else the site URL. */
export function redirectOrSite(candidate: string | undefined | null, siteUrl: string, allowList: readonly string[]): string {
  return candidate && isRedirectAllowed(candidate, siteUrl, allowList) ? candidate : siteUrl;
}
