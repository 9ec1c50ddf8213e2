import { Hono, type Context } from 'hono';
import { MAX_JSON_BODY_BYTES } from '../config.ts';
import type { EmulatorContext } from '../context.ts';
import { AddressBusyError, DbBusyError, DbError as EmulatorDbError, transactionAs, type Claims, type Tx } from '../db.ts';
import { clientAddress, readJsonBody, requestInfo } from '../http.ts';
import { JwtError, requestClaims } from '../jwt.ts';
import { apiConfig } from '../project-config.ts';
import { schemaCacheLoader, type Catalogue, type SchemaCache } from './catalogue.ts';
import { parsePrefer, ParseError, preferenceApplied, RefusedPatternError, type Prefer } from './parse.ts';
import { ApiError, relationOrThrow } from './query.ts';
import { applyQuery, readRows, type Reply } from './reads.ts';
import { callFunction, rpcArguments } from './rpc.ts';
import { deleteRows, insertRows, updateRows } from './writes.ts';

// A PostgREST-compatible /rest/v1 for the subset supabase-js produces. Each request is one
// transaction run as the JWT's role with request.jwt.claims set, so row-level security
// decides exactly as it does on Supabase. This module is the HTTP side: the caller's role,
// limits, headers and body, and errors as PostgREST's error objects.

const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';

/**
 * PostgREST's db-tx-end, as hosted Supabase has it. PostgREST's default ("commit") ignores
 * Prefer: tx=… silently, even with handling=strict (a tx preference is a known one, so never
 * PGRST122), and does not echo it; "commit-allow-override" honours tx=rollback: the request runs
 * and answers as usual, then its transaction is rolled back, and Preference-Applied says
 * tx=rollback. Supabase's own reference for supabase-js's .rollback() (which sends
 * Prefer: tx=rollback) says the query runs and is then rolled back, nothing saved, so its
 * projects are taken to run with the override allowed, and so does the emulator.
 */
const TX_END_OVERRIDE_ALLOWED = true;

/** Raised inside a request's transaction to end it in a rollback and still answer `reply`. */
class RollbackWith extends Error {
  constructor(readonly reply: Reply) {
    super('Prefer: tx=rollback');
  }
}

function requestKind(target: { table?: string; rpc?: string }, method: string) {
  if (target.rpc) return 'rpc' as const;
  if (method === 'POST') return 'insert' as const;
  if (method === 'PATCH') return 'update' as const;
  if (method === 'DELETE') return 'delete' as const;
  return 'read' as const;
}

/** What the Accept header asks a request's answer to be. */
interface Negotiated {
  /** One JSON object rather than an array (application/vnd.pgrst.object+json). */
  wantsObject: boolean;
  csv: boolean;
  /** `nulls=stripped` on application/vnd.pgrst.object or .array: null fields are left out. */
  stripNulls: boolean;
}

/**
 * Content negotiation as PostgREST does it for tables, views and functions: the first media type of
 * the Accept header it can answer (no header, `* / *`, `application/*` and application/json are
 * JSON), or 406 PGRST107 naming the types asked for when it can answer none.
 *
 * application/vnd.pgrst.plan (supabase-js' explain()) is never one of them: PostgREST answers plans
 * only with db-plan-enabled, which hosted Supabase leaves off (its docs tell you to turn it on
 * with `alter role authenticator set pgrst.db_plan_enabled`), and with it off PostgREST does not
 * offer the plan media type at all, so explain() gets the same 406 PGRST107 here as there.
 */
function negotiate(accept: string | undefined): Negotiated | ApiError {
  if (!accept || accept.trim() === '') return { wantsObject: false, csv: false, stripNulls: false };
  const offered = accept.split(',').map((m) => m.trim()).filter(Boolean);
  for (const media of offered) {
    const [type, ...parameters] = media.split(';').map((p) => p.trim().toLowerCase());
    const stripNulls = parameters.includes('nulls=stripped');
    switch (type) {
      case '*/*':
      case 'application/*':
      case 'application/json':
        return { wantsObject: false, csv: false, stripNulls: false };
      case 'application/vnd.pgrst.array':
      case 'application/vnd.pgrst.array+json':
        return { wantsObject: false, csv: false, stripNulls };
      case 'application/vnd.pgrst.object':
      case OBJECT_MEDIA_TYPE:
        return { wantsObject: true, csv: false, stripNulls };
      case 'text/csv':
        return { wantsObject: false, csv: true, stripNulls: false };
    }
  }
  return new ApiError(406, 'PGRST107', `None of these media types are available: ${offered.join(', ')}`);
}

function contentType(format: Negotiated): string {
  if (format.csv) return 'text/csv; charset=utf-8';
  const base = format.wantsObject ? OBJECT_MEDIA_TYPE : format.stripNulls ? 'application/vnd.pgrst.array+json' : 'application/json';
  return `${base}${format.stripNulls ? '; nulls=stripped' : ''}; charset=utf-8`;
}

/** A write the REST API has committed: to a table, or through a function called with POST. */
export interface CommittedWrite {
  method: string;
  table: string | null;
  rpc: string | null;
  role: string;
}

export type WriteListener = (write: CommittedWrite) => void;

export interface RestHooks {
  /** Called after each committed write, in order; what they do never changes the answer. */
  afterCommit?: readonly WriteListener[];
}

function notifyCommitted(listeners: readonly WriteListener[], write: CommittedWrite) {
  for (const listener of listeners) {
    try {
      listener(write);
    } catch (error) {
      console.warn(`[emulator] a listener of ${write.method} ${write.table ?? `rpc/${write.rpc}`} failed: ${(error as Error).message}`);
    }
  }
}

interface DbError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isDbError(error: unknown): error is DbError {
  return typeof error === 'object' && error !== null && typeof (error as DbError).code === 'string' && /^[0-9A-Z]{5}$/.test((error as DbError).code);
}

/** PostgREST's mapping from SQLSTATE to HTTP status. */
export function statusForSqlState(code: string, role: string): number {
  // Cancelled by the statement timeout: the request may succeed later, so 503 (with Retry-After).
  if (code === '57014') return 503;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === '42P17' || code.startsWith('40') || code.startsWith('XX') || code.startsWith('53')) return 500;
  if (code.startsWith('PT') && /^PT\d{3}$/.test(code)) return Number(code.slice(2));
  return 400;
}

function errorReply(c: Context, status: number, body: { code: string; message: string; details: ApiError['details']; hint: string | null }) {
  if (status === 401) c.header('WWW-Authenticate', 'Bearer');
  if (status === 503) c.header('Retry-After', '1');
  return c.json(body, status as 400);
}

interface RestRequest {
  target: { table?: string; rpc?: string };
  method: string;
  query: URLSearchParams;
  body: unknown;
  prefer: Prefer;
  wantsObject: boolean;
  format: Negotiated;
}

/**
 * The schema a request is for, as PostgREST picks it: the Accept-Profile header on GET and HEAD,
 * Content-Profile on the other methods, else the first exposed schema. With more than one exposed
 * the answer names its schema in Content-Profile (`negotiated`).
 */
function requestedSchema(cache: SchemaCache, method: string, headers: Headers): { name: string; negotiated: boolean } {
  const { schemas } = cache.settings;
  const profile = headers.get(method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile');
  if (profile === null) return { name: schemas[0], negotiated: schemas.length > 1 };
  if (!schemas.includes(profile)) {
    throw new ApiError(406, 'PGRST106', `Invalid schema: ${profile}`, null, `Only the following schemas are exposed: ${schemas.join(', ')}`);
  }
  return { name: profile, negotiated: true };
}

/** Runs one request inside its transaction: a read, a write or a function call. */
function dispatch(tx: Tx, catalogue: Catalogue, request: RestRequest): Promise<Reply> {
  const { target, method, query, body, prefer, wantsObject, format } = request;
  const readOnly = method === 'GET' || method === 'HEAD';
  if (target.rpc) {
    const args = rpcArguments(catalogue, target.rpc, readOnly, query, body);
    return callFunction(tx, catalogue, target.rpc, args, query, prefer, wantsObject, method === 'HEAD', format);
  }
  const relation = relationOrThrow(catalogue, target.table!);
  switch (method) {
    case 'GET':
    case 'HEAD':
      return readRows(tx, applyQuery(catalogue, relation, query), prefer, wantsObject, method === 'HEAD', undefined, format);
    case 'POST':
      if (body === undefined) throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
      return insertRows(tx, catalogue, relation, query, body, prefer, wantsObject, format);
    case 'PATCH':
      if (body === undefined) throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
      return updateRows(tx, catalogue, relation, query, body, prefer, wantsObject, format);
    case 'DELETE':
      return deleteRows(tx, catalogue, relation, query, prefer, wantsObject, format);
    default:
      throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
}

export function createRestApp(ctx: EmulatorContext, hooks: RestHooks = {}) {
  const app = new Hono();
  const schemaCache = schemaCacheLoader(ctx.db, apiConfig.schemas);
  // PostgREST's schema cache reload: `notify pgrst, 'reload schema'` (or 'reload config', or no
  // payload) from any session; hosted Supabase sends one after each DDL statement.
  ctx.db
    .listen('pgrst', (payload) => {
      if (payload === '' || payload === 'reload schema' || payload === 'reload config') schemaCache.reload();
    })
    .catch((error: unknown) => console.warn(`[emulator] cannot LISTEN for schema reloads: ${(error as Error).message}`));
  const afterCommit = hooks.afterCommit ?? [];

  app.get('/', (c) => c.json({ swagger: '2.0', info: { title: 'Manzil local PostgREST', version: '12' } }));

  const handle = async (c: Context, target: { table?: string; rpc?: string }) => {
    let claims: Claims;
    try {
      claims = await requestClaims(c.req.raw.headers);
    } catch (error) {
      const expired = error instanceof JwtError && error.expired;
      return errorReply(c, 401, {
        code: expired ? 'PGRST303' : 'PGRST301',
        message: expired ? 'JWT expired' : (error as Error).message,
        details: null,
        hint: null,
      });
    }
    const address = clientAddress(c);
    const penalty = ctx.limits.timeoutsPerAddress.retryAfter(address);
    if (penalty > 0) {
      c.header('Retry-After', String(penalty));
      return errorReply(c, 429, {
        code: 'over_request_rate_limit',
        message: 'Too many of your requests ran past the statement timeout (or would have). Please try again later.',
        details: null,
        hint: null,
      });
    }
    const method = c.req.method;
    const prefer = parsePrefer(c.req.header('prefer'));
    if (prefer.handling === 'strict' && prefer.invalid.length > 0) {
      return errorReply(c, 400, {
        code: 'PGRST122',
        message: 'Invalid preferences given with handling=strict',
        details: `Invalid preferences: ${prefer.invalid.join(', ')}`,
        hint: null,
      });
    }
    const rollback = TX_END_OVERRIDE_ALLOWED && prefer.tx === 'rollback';
    const format = negotiate(c.req.header('accept'));
    if (format instanceof ApiError) return errorReply(c, format.status, { code: format.code, message: format.message, details: format.details, hint: format.hint });
    const wantsObject = format.wantsObject;
    const query = new URL(c.req.url).searchParams;
    const readOnly = method === 'GET' || method === 'HEAD';
    let body: unknown;
    if (!readOnly) {
      const parsed = await readJsonBody(c, MAX_JSON_BODY_BYTES);
      if (!parsed.ok) {
        if (parsed.reason === 'too_large') {
          return errorReply(c, 413, { code: 'PGRST413', message: 'Payload too large', details: `The request body is larger than ${MAX_JSON_BODY_BYTES} bytes`, hint: null });
        }
        if (parsed.reason === 'not_finite') {
          return errorReply(c, 400, { code: '22003', message: 'numeric value out of range', details: 'The body holds a number too large to represent (such as 1e400)', hint: null });
        }
        return errorReply(c, 400, { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
      }
      body = parsed.value;
    }
    try {
      const cache = await schemaCache.get();
      const schema = requestedSchema(cache, method, c.req.raw.headers);
      const cat = cache.catalogues.get(schema.name)!;
      let reply: Reply;
      try {
        reply = await transactionAs(
          ctx.db,
          claims,
          requestInfo(c),
          async (tx) => {
            const answer = await dispatch(tx, cat, { target, method, query, body, prefer, wantsObject, format });
            // Thrown so that the transaction ends in a rollback rather than a commit.
            if (rollback) throw new RollbackWith(answer);
            return answer;
          },
          readOnly,
        );
        if (!readOnly) notifyCommitted(afterCommit, { method, table: target.table ?? null, rpc: target.rpc ?? null, role: claims.role });
      } catch (error) {
        if (!(error instanceof RollbackWith)) throw error;
        reply = error.reply;
      }
      const headers = { ...reply.headers };
      const kind = requestKind(target, method);
      const relation = target.table ? cat.relations.get(target.table) : undefined;
      const applied = preferenceApplied(prefer, kind, {
        txHonoured: TX_END_OVERRIDE_ALLOWED,
        resolutionApplies: (relation?.primaryKey.length ?? 0) > 0 || query.has('on_conflict'),
      });
      delete headers['Preference-Applied'];
      if (applied) headers['Preference-Applied'] = applied;
      if (reply.body !== null) headers['Content-Type'] = contentType(format);
      if (schema.negotiated) headers['Content-Profile'] = schema.name;
      return new Response(reply.body, { status: reply.status, headers });
    } catch (error) {
      if (error instanceof ApiError) {
        return errorReply(c, error.status, { code: error.code, message: error.message, details: error.details, hint: error.hint });
      }
      if (error instanceof ParseError) {
        if (error instanceof RefusedPatternError) ctx.limits.timeoutsPerAddress.record(address);
        return errorReply(c, 400, { code: 'PGRST100', message: error.message, details: error.details, hint: null });
      }
      if (error instanceof AddressBusyError) {
        c.header('Retry-After', '1');
        return errorReply(c, 429, { code: 'over_request_rate_limit', message: error.message, details: null, hint: null });
      }
      if (error instanceof DbBusyError) {
        return errorReply(c, 503, { code: error.code, message: error.message, details: null, hint: null });
      }
      if (isDbError(error)) {
        // A statement the timeout stopped counts against its address, and so does one stopped after
        // it had run a while because its client went away (leaving just before the timeout must not
        // be a free way to hold the database).
        if (error instanceof EmulatorDbError && error.runaway) ctx.limits.timeoutsPerAddress.record(address);
        return errorReply(c, statusForSqlState(error.code, claims.role), {
          code: error.code,
          message: error.message,
          details: error.detail ?? null,
          hint: error.hint ?? null,
        });
      }
      throw error;
    }
  };

  app.all('/rpc/:fn', (c) => handle(c, { rpc: c.req.param('fn') }));
  app.all('/:table', (c) => handle(c, { table: c.req.param('table') }));
  return app;
}
