import { Hono, type Context } from 'hono';
import { MAX_JSON_BODY_BYTES } from '../config.ts';
import type { EmulatorContext } from '../context.ts';
import { transactionAs } from '../db/transaction-as.ts';
import type { Claims, Db, RequestInfo, Tx } from '../db/types.ts';
import { clientAddress, readJsonBody, requestInfo } from '../http.ts';
import { JwtError, requestClaims } from '../jwt.ts';
import type { Limits } from '../limits.ts';
import { apiConfig } from '../project-config.ts';
import { ApiError } from './api-error.ts';
import { schemaCacheLoader, type Catalogue, type SchemaCache } from './catalogue.ts';
import { apiErrorReply, errorReply, errorResponse } from './error-replies.ts';
import { parsePrefer, preferenceApplied, type Prefer } from './prefer.ts';
import { relationOrThrow } from './query-plan.ts';
import { applyQuery, readRows, type Reply } from './reads.ts';
import { callFunction, rpcArguments } from './rpc.ts';
import { deleteRows, insertRows, updateRows } from './writes.ts';

// A PostgREST-compatible /rest/v1 for the subset supabase-js produces. Each request is one
// transaction run as the JWT's role with request.jwt.claims set, so row-level security
// decides exactly as it does on Supabase. This module is the HTTP side: the caller's role,
// limits, headers and body; error-replies.ts answers errors as PostgREST's error objects.

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

/** The table or function a request names: `/<table>` or `/rpc/<fn>`. */
type Target = { table?: string; rpc?: string };

function requestKind(target: Target, method: string) {
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

/** What a request asks, read from its method, JWT, headers, query string and body. */
interface RestRequest {
  target: Target;
  method: string;
  claims: Claims;
  query: URLSearchParams;
  body: unknown;
  prefer: Prefer;
  wantsObject: boolean;
  format: Negotiated;
}

/** GET and HEAD only read: PostgREST runs them in a read-only transaction, and they have no body. */
const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The caller's JWT claims, or the 401 PostgREST answers for a token it cannot accept. */
async function claimsOrRefusal(c: Context): Promise<Claims | Response> {
  try {
    return await requestClaims(c.req.raw.headers);
  } catch (error) {
    const expired = error instanceof JwtError && error.expired;
    return errorReply(c, 401, {
      code: expired ? 'PGRST303' : 'PGRST301',
      message: expired ? 'JWT expired' : (error as Error).message,
      details: null,
      hint: null,
    });
  }
}

/** A 429 for an address whose statements have run past the timeout too often of late, or null. */
function timeoutPenalty(c: Context, limits: Limits, address: string): Response | null {
  const penalty = limits.timeoutsPerAddress.retryAfter(address);
  if (penalty <= 0) return null;
  c.header('Retry-After', String(penalty));
  return errorReply(c, 429, {
    code: 'over_request_rate_limit',
    message: 'Too many of your requests ran past the statement timeout (or would have). Please try again later.',
    details: null,
    hint: null,
  });
}

/**
 * Reads what the request asks, or answers the refusal PostgREST gives before any SQL runs: unknown
 * preferences with handling=strict, a media type it does not offer, a body too large or not JSON.
 */
async function readRequest(c: Context, target: Target, claims: Claims): Promise<RestRequest | Response> {
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
  const format = negotiate(c.req.header('accept'));
  if (format instanceof ApiError) return apiErrorReply(c, format);
  const query = new URL(c.req.url).searchParams;
  let body: unknown;
  if (!isRead(method)) {
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
  return { target, method, claims, query, body, prefer, wantsObject: format.wantsObject, format };
}

/** The schema a request is for, and whether the answer names it (Content-Profile). */
interface RequestedSchema {
  name: string;
  negotiated: boolean;
}

/**
 * The schema a request is for, as PostgREST picks it: the Accept-Profile header on GET and HEAD,
 * Content-Profile on the other methods, else the first exposed schema. With more than one exposed
 * the answer names its schema in Content-Profile (`negotiated`).
 */
function requestedSchema(cache: SchemaCache, method: string, headers: Headers): RequestedSchema {
  const { schemas } = cache.settings;
  const profile = headers.get(isRead(method) ? 'accept-profile' : 'content-profile');
  if (profile === null) return { name: schemas[0], negotiated: schemas.length > 1 };
  if (!schemas.includes(profile)) {
    throw new ApiError(406, 'PGRST106', `Invalid schema: ${profile}`, null, `Only the following schemas are exposed: ${schemas.join(', ')}`);
  }
  return { name: profile, negotiated: true };
}

/** Runs one request inside its transaction: a read, a write or a function call. */
function dispatch(tx: Tx, catalogue: Catalogue, request: RestRequest): Promise<Reply> {
  const { target, method, query, body, prefer, wantsObject, format } = request;
  if (target.rpc) {
    const args = rpcArguments(catalogue, target.rpc, isRead(method), query, body);
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

/**
 * Runs the request in one transaction as its caller. A committed write is told to the listeners;
 * with Prefer: tx=rollback the transaction is rolled back and its answer still given.
 */
async function runInTransaction(
  db: Db,
  catalogue: Catalogue,
  request: RestRequest,
  info: RequestInfo,
  afterCommit: readonly WriteListener[],
): Promise<Reply> {
  const { target, method, claims, prefer } = request;
  const rollback = TX_END_OVERRIDE_ALLOWED && prefer.tx === 'rollback';
  try {
    const reply = await transactionAs(
      db,
      claims,
      info,
      async (tx) => {
        const answer = await dispatch(tx, catalogue, request);
        // Thrown so that the transaction ends in a rollback rather than a commit.
        if (rollback) throw new RollbackWith(answer);
        return answer;
      },
      isRead(method),
    );
    if (!isRead(method)) notifyCommitted(afterCommit, { method, table: target.table ?? null, rpc: target.rpc ?? null, role: claims.role });
    return reply;
  } catch (error) {
    if (!(error instanceof RollbackWith)) throw error;
    return error.reply;
  }
}

/** The HTTP response for a reply, with the Preference-Applied, Content-Type and Content-Profile PostgREST sends. */
function replyResponse(reply: Reply, request: RestRequest, catalogue: Catalogue, schema: RequestedSchema): Response {
  const { target, method, query, prefer, format } = request;
  const headers = { ...reply.headers };
  const relation = target.table ? catalogue.relations.get(target.table) : undefined;
  const applied = preferenceApplied(prefer, requestKind(target, method), {
    txHonoured: TX_END_OVERRIDE_ALLOWED,
    resolutionApplies: (relation?.primaryKey.length ?? 0) > 0 || query.has('on_conflict'),
  });
  delete headers['Preference-Applied'];
  if (applied) headers['Preference-Applied'] = applied;
  if (reply.body !== null) headers['Content-Type'] = contentType(format);
  if (schema.negotiated) headers['Content-Profile'] = schema.name;
  return new Response(reply.body, { status: reply.status, headers });
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

  const handle = async (c: Context, target: Target): Promise<Response> => {
    const claims = await claimsOrRefusal(c);
    if (claims instanceof Response) return claims;
    const address = clientAddress(c);
    const penalty = timeoutPenalty(c, ctx.limits, address);
    if (penalty) return penalty;
    const request = await readRequest(c, target, claims);
    if (request instanceof Response) return request;
    try {
      const cache = await schemaCache.get();
      const schema = requestedSchema(cache, request.method, c.req.raw.headers);
      const catalogue = cache.catalogues.get(schema.name)!;
      const reply = await runInTransaction(ctx.db, catalogue, request, requestInfo(c), afterCommit);
      return replyResponse(reply, request, catalogue, schema);
    } catch (error) {
      return errorResponse(c, error, claims.role, () => ctx.limits.timeoutsPerAddress.record(address));
    }
  };

  app.all('/rpc/:fn', (c) => handle(c, { rpc: c.req.param('fn') }));
  app.all('/:table', (c) => handle(c, { table: c.req.param('table') }));
  return app;
}
