import { Hono, type Context } from 'hono';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ANON_KEY, MAX_BODY_BYTES, SERVICE_ROLE_KEY } from '../config.ts';
import type { EmulatorContext } from '../context.ts';
import { clientAddress, readBodyBytes } from '../http.ts';
import { JwtError, requestClaims } from '../jwt.ts';
import { functionConfig } from '../project-config.ts';
import { installDenoShim, withFunctionEnv } from './deno-shim.ts';

type Handler = (request: Request) => Response | Promise<Response>;

const FUNCTION_NAME = /^[a-z0-9][a-z0-9_-]*$/;

const notFound = (c: Context) => c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);

/**
 * What Deno.env answers inside a function: the platform's variables, the local inbox as the email
 * provider, then the configured secrets (which may name another provider).
 */
export function functionEnvironment(ctx: EmulatorContext): Record<string, string> {
  return {
    SUPABASE_URL: ctx.apiUrl,
    SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    SITE_URL: ctx.siteUrl,
    EMAIL_API_URL: `${ctx.inboxUrl}/api/emails`,
    ...ctx.functionEnv,
  };
}

async function fileExists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

function handlerOf(module: Record<string, unknown>, file: string): Handler {
  const handler = module.handler ?? module.default;
  if (typeof handler !== 'function') throw new Error(`${file} exports no handler(request) function`);
  return handler as Handler;
}

/** The request the function sees: its public URL (query kept), method, headers and body. */
async function functionRequest(ctx: EmulatorContext, c: Context, name: string): Promise<Request | null> {
  const url = new URL(c.req.url);
  const marker = '/functions/v1/';
  const afterPrefix = url.pathname.slice(url.pathname.indexOf(marker) + marker.length);
  const slash = afterPrefix.indexOf('/');
  const rest = slash === -1 ? '' : afterPrefix.slice(slash);
  const target = `${ctx.apiUrl}/functions/v1/${name}${rest}${url.search}`;
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  const body = hasBody ? await readBodyBytes(c, MAX_BODY_BYTES) : undefined;
  if (body === null) return null;
  // As Supabase's gateway does, the function sees the client's address in x-forwarded-for and no
  // address header the client wrote itself.
  const headers = new Headers(c.req.raw.headers);
  for (const name of ['cf-connecting-ip', 'x-real-ip', 'forwarded']) headers.delete(name);
  headers.set('x-forwarded-for', clientAddress(c));
  // readBodyBytes builds a fresh ArrayBuffer-backed array.
  return new Request(target, { method: c.req.method, headers, body: body as Uint8Array<ArrayBuffer> | undefined });
}

/** Edge Functions (`/functions/v1/<name>`): each `<functionsDir>/<name>/handler.ts` run in-process. */
export function createFunctionsApp(ctx: EmulatorContext) {
  const app = new Hono();
  const env = functionEnvironment(ctx);
  const modules = new Map<string, Promise<Handler>>();

  const load = (file: string) => {
    let loaded = modules.get(file);
    if (!loaded) {
      installDenoShim();
      loaded = withFunctionEnv(env, () => import(pathToFileURL(file).href)).then((m: Record<string, unknown>) => handlerOf(m, file));
      // A failed import is retried next time (the file may be fixed meanwhile).
      loaded.catch(() => modules.delete(file));
      modules.set(file, loaded);
    }
    return loaded;
  };

  const invoke = async (c: Context) => {
    const name = c.req.param('name') ?? '';
    if (!FUNCTION_NAME.test(name)) return notFound(c);
    // Supabase's default verify_jwt: a valid bearer (the anon key counts) before anything runs,
    // unless config.toml sets verify_jwt = false for the function (public endpoints such as sitemaps).
    if (functionConfig(name).verifyJwt) {
      try {
        await requestClaims(c.req.raw.headers);
      } catch (error) {
        if (error instanceof JwtError) return c.json({ msg: 'Invalid JWT' }, 401);
        throw error;
      }
    }
    const file = join(ctx.functionsDir, name, 'handler.ts');
    if (!(await fileExists(file))) return notFound(c);
    const request = await functionRequest(ctx, c, name);
    if (!request) return c.json({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large' }, 413);
    try {
      const handler = await load(file);
      return await withFunctionEnv(env, () => handler(request));
    } catch (error) {
      console.error(`[emulator] function ${name}:`, error);
      const message = error instanceof Error ? error.message : String(error);
      return c.json({ code: 'WORKER_ERROR', message }, 500);
    }
  };

  app.all('/:name', invoke);
  app.all('/:name/*', invoke);
  return app;
}
