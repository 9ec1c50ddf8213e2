// The Node adapter of the app's server (src/server/handler.ts, built into dist-server/handler.js):
// serves the built app from dist/ over HTTP. `npm start` uses it; in production run it as
// `npm run serve` (docs/deploying.md, "Deploying the web app").
import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolveClientAddress, TrustedProxies } from '../supabase/emulator/client-address.ts';

export interface ServeOptions {
  /** The client build (default dist/ of the project). */
  dist: string;
  /** The server build's handler (default dist-server/handler.js). */
  serverBundle: string;
  port: number;
  hostname: string;
  /** Proxies in front of this server whose X-Forwarded-For names the visitor (comma-separated addresses and CIDR ranges). */
  trustedProxies: string;
}

const PROJECT_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export const defaultServeOptions = (): ServeOptions => ({
  dist: join(PROJECT_ROOT, 'dist'),
  serverBundle: join(PROJECT_ROOT, 'dist-server', 'handler.js'),
  port: Number(process.env.PORT ?? 4173),
  hostname: process.env.HOST ?? '127.0.0.1',
  trustedProxies: process.env.TRUSTED_PROXIES ?? '',
});

/** Loads the built handler and listens; resolves with a function that stops the server. */
export async function serveApp(options: ServeOptions = defaultServeOptions()): Promise<() => Promise<void>> {
  const { createHandler } = (await import(pathToFileURL(options.serverBundle).href)) as typeof import('../src/server/handler.ts');
  const root = resolve(options.dist);
  const handler = createHandler({
    appShell: readFileSync(join(root, 'app.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8')),
    readAsset: async (path) => {
      const file = resolve(root, `.${path}`);
      // Only files under dist/, and not the build's own records.
      if (!file.startsWith(root + sep) || file.startsWith(join(root, '.vite'))) return null;
      return readFile(file).then(
        (body) => new Uint8Array(body),
        () => null,
      );
    },
  });
  // The visitor: the socket's peer, or behind proxies named in TRUSTED_PROXIES, the address they vouch for.
  const trusted = new TrustedProxies(options.trustedProxies, 'TRUSTED_PROXIES');
  const visitor = (request: Request, peer: string | undefined) => (peer ? resolveClientAddress(peer, request.headers.get('X-Forwarded-For'), trusted) : undefined);
  const server = serve({
    fetch: (request, bindings: HttpBindings | Http2Bindings) => handler(request, { clientAddress: visitor(request, bindings.incoming.socket.remoteAddress) }),
    port: options.port,
    hostname: options.hostname,
  });
  await new Promise<void>((done, fail) => {
    server.once('listening', done);
    server.once('error', fail);
  });
  return () => new Promise<void>((done) => server.close(() => done()));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = defaultServeOptions();
  const stop = await serveApp(options);
  console.log(`Manzil is serving ${options.dist} on http://${options.hostname}:${options.port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop().then(() => process.exit(0)));
}
