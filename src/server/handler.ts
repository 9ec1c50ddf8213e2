// The app's server: one Web-standard handler, `fetch(Request) => Response`, given the built files
// by its host, so the same code serves on Node (server/node.ts: `npm start`, a container, a VM) and
// on other runtimes with a few lines of their own (docs/deploying.md, "Deploying the web app").
// Pages are rendered per request with their data (render-page.tsx); the built files are served
// as they are. Nothing here knows who the visitor is: no cookie is read, and every page is the
// same for everyone, so shared caches may keep them.
import { env } from '@/lib/env';
import { directionOf } from '@/i18n/locales';
import { appStartScripts, languageAssets, pageHtml, routeAssets, unframedShell, type InlineStyle, type Manifest } from './document';
import { renderPage } from './render-page';
import { securityHeaders } from './security-headers';
import { fetchSitemap, robotsTxt, SITEMAP_FUNCTIONS } from './site-files';
import { DEFAULT_RENDER_GATE, DEFAULT_VISITOR_GATE, keyedRenderGate, renderGate, RenderGateBusy, type RenderGateOptions } from './render-gate';
import { isSitePath } from './site-path';
import { asVisitor } from './visitor';

// The build's scripts render pages with these (scripts/prerender.ts).
export { renderPage, renderPending } from './render-page';
export { prerenderedPaths } from './route-list';

export interface HandlerOptions {
  /** The client build's app shell (dist/app.html). */
  appShell: string;
  /** The client build's manifest (dist/.vite/manifest.json). */
  manifest: Manifest;
  /** A built file by its path under dist/ ('/assets/index-abc.js'), or null when there is none. */
  readAsset(path: string): Promise<ReadableStream<Uint8Array> | Uint8Array | null>;
  /** Where the sitemaps are made (the Supabase project's edge functions); defaults to the build's Supabase URL. */
  supabaseUrl?: string;
  /** The site's public address, for robots.txt. */
  siteUrl?: string;
  /** How many pages render at once and how many may wait (render-gate.ts). */
  renderGate?: RenderGateOptions;
  /** The same for each visitor's own pages. */
  visitorGate?: RenderGateOptions;
  /** How long a page's reads may take, from the request's arrival (its wait for a turn included). */
  pageDeadlineMs?: number;
}

/** What the host knows of the connection a request came on. */
export interface Connection {
  /**
   * The visitor's IP address: the socket's peer, or behind a proxy the host trusts, the address it
   * vouches for (server/node.ts). Their pages' reads go to the API on their behalf, and they have
   * their own share of the renders.
   */
  clientAddress?: string;
}

/** An IP address, v4 or v6, as a host passes one: nothing else goes into a header. */
const IP_ADDRESS = /^[0-9a-f.:]{2,45}$/i;

/** Built files with a content hash in their name never change at their address. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Pages: shared caches (a CDN) may keep one for a minute and serve it stale for ten while they
 * fetch a new one; browsers ask each time (the service worker serves repeat visits).
 */
const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** How long a visitor or crawler should wait after a 503 (a failed read from Supabase). */
export const RETRY_AFTER_S = 30;
/** How long to wait after a 503 because the server was overloaded. */
export const BUSY_RETRY_AFTER_S = 5;
const PAGE_DEADLINE_MS = 10_000;

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

/** Files a browser must ask for again each time: the service worker and what names the other files. */
function assetCacheControl(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  if (/^\/(?:sw\.js|workbox-[^/]*\.js|manifest\.webmanifest|[^/]*\.html)$/.test(path)) return 'no-cache';
  return 'public, max-age=3600';
}

/** An address with a trailing slash, as the same address without it (to redirect to); null for any other. */
export function withoutTrailingSlash(url: URL): string | null {
  if (url.pathname.length < 2 || !url.pathname.endsWith('/')) return null;
  const path = url.pathname.slice(0, -1);
  return isSitePath(path) ? `${path}${url.search}` : null;
}

export function createHandler(options: HandlerOptions): (request: Request, connection?: Connection) => Promise<Response> {
  const supabaseUrl = (options.supabaseUrl ?? env.supabaseUrl).replace(/\/+$/, '');
  const siteUrl = (options.siteUrl ?? env.siteUrl).replace(/\/+$/, '');
  const security = securityHeaders(supabaseUrl, env.mapTileUrl);
  const shell = unframedShell(options.appShell);
  const inTurn = renderGate(options.renderGate ?? DEFAULT_RENDER_GATE);
  const inVisitorsTurn = keyedRenderGate(options.visitorGate ?? DEFAULT_VISITOR_GATE);
  const pageDeadlineMs = options.pageDeadlineMs ?? PAGE_DEADLINE_MS;
  const shellCss = options.manifest['index.html']?.css ?? [];
  const startScripts = appStartScripts(options.manifest);
  // Built stylesheets never change while the server runs: each is read once (null: not readable).
  const stylesheets = new Map<string, Promise<InlineStyle | null>>();
  const stylesheet = (file: string): Promise<InlineStyle | null> => {
    let read = stylesheets.get(file);
    if (!read) {
      read = options
        .readAsset(`/${file}`)
        .then(async (body) => (body ? { file, text: await new Response(body as BodyInit).text() } : null))
        .catch((error: unknown) => {
          console.error('server: could not read', file, error);
          stylesheets.delete(file);
          return null;
        });
      stylesheets.set(file, read);
    }
    return read;
  };

  const answer = (body: BodyInit | null, status: number, headers: Record<string, string>, head: boolean) =>
    new Response(head ? null : body, { status, headers: { ...security, ...headers } });
  const redirect = (location: string, head: boolean) => answer(null, 308, { Location: location, 'Cache-Control': 'public, max-age=3600' }, head);

  /** The site is overloaded: said at once, in both languages, rather than after every visitor's page timed out. */
  const busy = (head: boolean) =>
    answer(BUSY_PAGE, 503, { 'Content-Type': TYPES.html, 'Cache-Control': 'no-store', 'Retry-After': String(BUSY_RETRY_AFTER_S), 'X-Robots-Tag': 'noindex' }, head);

  /**
   * A page rendered in the visitor's turn and the server's, its reads made on the visitor's behalf
   * and bounded by the deadline (a read still out then makes the page a 503 like any failed read).
   */
  async function page(url: URL, head: boolean, visitor: string | undefined): Promise<Response> {
    const deadlineAt = Date.now() + pageDeadlineMs;
    const render = () => inTurn(() => asVisitor(visitor, () => renderedPage(url, head, deadlineAt)));
    try {
      // A host that cannot say who the visitor is gives every page the server's share alone.
      return await (visitor ? inVisitorsTurn(visitor, render) : render());
    } catch (error) {
      if (error instanceof RenderGateBusy) return busy(head);
      throw error;
    }
  }

  async function renderedPage(url: URL, head: boolean, deadlineAt: number): Promise<Response> {
    const started = performance.now();
    const rendered = await renderPage(`${url.pathname}${url.search}`, { readDeadlineMs: Math.max(0, deadlineAt - Date.now()) });
    if (rendered.redirect) return redirect(rendered.redirect, head);
    const timing = `render;dur=${(performance.now() - started).toFixed(1)}`;
    // Signed-in pages read their data in the browser: the frame (header and loading state) is the page.
    if (rendered.signedIn) return answer(options.appShell, 200, { 'Content-Type': TYPES.html, 'Cache-Control': PAGE_CACHE, 'Server-Timing': timing, 'X-Robots-Tag': 'noindex' }, head);
    const route = routeAssets(options.manifest, rendered.routeFiles);
    const language = languageAssets(options.manifest, rendered.locale);
    const scripts = [...startScripts, ...language.scripts, ...route.scripts];
    // The shell's stylesheet and the page's, in the page: nothing to fetch before the first paint.
    // One the host cannot read is linked instead (the shell links its own already).
    const sheets = [...new Set([...shellCss, ...language.css, ...route.css])];
    const read = await Promise.all(sheets.map(stylesheet));
    const styles = read.filter((style): style is InlineStyle => style !== null);
    const css = sheets.filter((file, index) => read[index] === null && !shellCss.includes(file));

    // A page whose reads failed says so (or failed to render in part), and the browser renders it
    // afresh (reading again) rather than hydrating the failure.
    const failed = rendered.status >= 500;
    const html = pageHtml(shell, { head: rendered.head, body: rendered.body, afterRoot: failed ? '' : rendered.state, styles, css, scripts, marker: failed ? 'prerendered' : 'server-rendered', language: { lang: rendered.locale, dir: directionOf(rendered.locale) } });
    const headers: Record<string, string> = { 'Content-Type': TYPES.html, 'Server-Timing': timing };
    if (failed) {
      headers['Cache-Control'] = 'no-store';
      if (rendered.status === 503) headers['Retry-After'] = String(RETRY_AFTER_S);
    } else {
      headers['Cache-Control'] = PAGE_CACHE;
    }
    if (rendered.status !== 200) headers['X-Robots-Tag'] = 'noindex';
    return answer(html, rendered.status, headers, head);
  }

  async function sitemap(path: string, head: boolean, visitor: string | undefined): Promise<Response> {
    // Made for the visitor, as a page's reads are (visitor.ts).
    const answered = await fetchSitemap(supabaseUrl, path, visitor ? { headers: { 'X-Forwarded-For': visitor } } : undefined);
    return answer(answered.body, answered.status, Object.fromEntries(answered.headers), head);
  }

  async function route(request: Request, connection: Connection): Promise<Response> {
    const url = new URL(request.url);
    const head = request.method === 'HEAD';
    if (request.method !== 'GET' && !head) return answer('Method not allowed', 405, { Allow: 'GET, HEAD', 'Content-Type': TYPES.txt }, false);
    const path = url.pathname;
    // One address for each page: /buy/ is /buy (permanently, keeping the method).
    const canonical = withoutTrailingSlash(url);
    if (canonical !== null) return redirect(canonical, head);
    if (path === '/robots.txt') return answer(robotsTxt(siteUrl), 200, { 'Content-Type': TYPES.txt, 'Cache-Control': 'public, max-age=3600' }, head);
    const visitor = connection.clientAddress && IP_ADDRESS.test(connection.clientAddress) ? connection.clientAddress : undefined;
    if (SITEMAP_FUNCTIONS[path]) return sitemap(path, head, visitor);
    // A file (it has an extension): served as built, or 404.
    const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
    if (extension) {
      let file: string;
      try {
        file = decodeURIComponent(path);
      } catch {
        return answer('Not found', 404, { 'Content-Type': TYPES.txt }, head);
      }
      // Nothing above dist/, and none of the build's own records (.vite/manifest.json).
      const body = file.split('/').some((segment) => segment.startsWith('.')) ? null : await options.readAsset(file);
      if (!body) return answer('Not found', 404, { 'Content-Type': TYPES.txt }, head);
      return answer(body as BodyInit, 200, { 'Content-Type': TYPES[extension] ?? 'application/octet-stream', 'Cache-Control': assetCacheControl(path) }, head);
    }
    return page(url, head, visitor);
  }

  return async (request, connection = {}) => {
    try {
      return compressed(request, await route(request, connection));
    } catch (error) {
      console.error('server:', request.url, error);
      return answer('Something went wrong; try again shortly.', 500, { 'Content-Type': TYPES.txt, 'Cache-Control': 'no-store' }, false);
    }
  };
}

/** The overloaded server's page: no app, no reads, nothing that could add to the load. */
const BUSY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Manzil is busy</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5"><h1>Manzil is busy</h1><p>Too many pages are being asked for at this moment. Please try again in a few seconds.</p><div lang="ar" dir="rtl"><h2>منزل مشغول</h2><p>هناك طلبات كثيرة في هذه اللحظة. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.</p></div></body></html>`;

/** Text answers gzip-compressed when the client accepts it (CompressionStream: Node, Deno and workers alike). */
function compressed(request: Request, response: Response): Response {
  const type = response.headers.get('Content-Type') ?? '';
  if (!/^(?:text\/|application\/(?:json|xml|manifest\+json)|image\/svg\+xml)/.test(type)) return response;
  // Shared caches keep a compressed and a plain copy apart.
  response.headers.append('Vary', 'Accept-Encoding');
  if (!response.body || !/\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '')) return response;
  const headers = new Headers(response.headers);
  headers.set('Content-Encoding', 'gzip');
  headers.delete('Content-Length');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), { status: response.status, headers });
}
