import { Hono, type Context } from 'hono';
import { MAX_JSON_BODY_BYTES } from '../config.ts';
import type { EmulatorContext } from '../context.ts';
import { DbBusyError, transactionAs, type Claims, type Tx } from '../db.ts';
import { clientAddress, readJsonBody, requestInfo } from '../http.ts';
import { apiConfig } from '../project-config.ts';
import { schedulePhotoCleanup } from '../storage/cleanup.ts';
import { JwtError, requestClaims } from '../jwt.ts';
import { catalogueLoader, EXPOSED_SCHEMA, type Catalogue, type Relation, type RpcFunction } from './catalogue.ts';
import {
  parseFieldPath,
  parseLogic,
  parseNonNegativeInt,
  parseOperation,
  parseOrder,
  parseSelect,
  ParseError,
} from './parse.ts';
import {
  ApiError,
  buildNode,
  countSql,
  matchingRowsSql,
  nodeForPath,
  Params,
  quoteIdent,
  relationOrThrow,
  selectRowsSql,
  tableSql,
  whereSql,
  type QueryNode,
} from './query.ts';

// A PostgREST-compatible /rest/v1 for the subset supabase-js produces. Each request is one
// transaction run as the JWT's role with request.jwt.claims set, so row-level security
// decides exactly as it does on Supabase.

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'or', 'and', 'not.or', 'not.and']);
const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';

/**
 * How a read's total is counted: 'exact' counts every match; 'planned' takes the planner's
 * estimate; 'estimated' counts exactly up to [api] max_rows and estimates beyond it.
 */
type CountMethod = 'exact' | 'planned' | 'estimated';

interface Prefer {
  representation: boolean;
  count: CountMethod | null;
  resolution: 'merge' | 'ignore' | null;
}

function parsePrefer(header: string | undefined): Prefer {
  const tokens = (header ?? '').split(',').map((t) => t.trim());
  return {
    representation: tokens.includes('return=representation'),
    count: (tokens.map((t) => /^count=(exact|planned|estimated)$/.exec(t)?.[1]).find(Boolean) as CountMethod | undefined) ?? null,
    resolution: tokens.includes('resolution=merge-duplicates')
      ? 'merge'
      : tokens.includes('resolution=ignore-duplicates')
        ? 'ignore'
        : null,
  };
}

/** Deepest nesting of parentheses a select or logic tree may use (embeds in embeds, or in or). */
const MAX_NESTING = 5;
/** Longest value of one query parameter. */
const MAX_PARAM_LENGTH = 4096;

/** Refuses query values that are too long or too deeply nested to parse and plan cheaply. */
function assertBoundedQuery(query: URLSearchParams) {
  for (const [key, value] of query) {
    if (value.length > MAX_PARAM_LENGTH) throw new ParseError(`The value of "${key}" is longer than ${MAX_PARAM_LENGTH} characters`);
    let depth = 0;
    let deepest = 0;
    for (const ch of value) {
      if (ch === '(') deepest = Math.max(deepest, ++depth);
      else if (ch === ')') depth--;
    }
    if (deepest > MAX_NESTING) throw new ParseError(`"${key}" is nested ${deepest} levels deep; at most ${MAX_NESTING} are allowed`);
  }
}

/** Applies select, filters, order and paging from the query string to a query tree. */
function applyQuery(catalogue: Catalogue, relation: Relation, query: URLSearchParams, skip: Set<string> = new Set()): QueryNode {
  assertBoundedQuery(query);
  const root = buildNode(catalogue, relation, parseSelect(query.get('select')));
  for (const [key, value] of query) {
    if (skip.has(key) || key === 'select' || key === 'columns' || key === 'on_conflict') continue;
    const path = key.split('.');
    const last = path[path.length - 1];
    const negatedLogic = path.length >= 2 && path[path.length - 2] === 'not' && (last === 'or' || last === 'and');
    if (last === 'or' || last === 'and') {
      const embedPath = negatedLogic ? path.slice(0, -2) : path.slice(0, -1);
      const node = nodeForPath(root, embedPath.map((p) => parseFieldPath(p)[0]));
      node.filters.push(parseLogic(last, negatedLogic, value));
    } else if (last === 'order') {
      nodeForPath(root, path.slice(0, -1)).order.push(...parseOrder(value));
    } else if (last === 'limit') {
      nodeForPath(root, path.slice(0, -1)).limit = parseNonNegativeInt(value, 'limit');
    } else if (last === 'offset') {
      nodeForPath(root, path.slice(0, -1)).offset = parseNonNegativeInt(value, 'offset');
    } else {
      const field = parseFieldPath(key);
      nodeForPath(root, field.slice(0, -1)).filters.push(parseOperation(field, value));
    }
  }
  return root;
}

function contentRange(offset: number, rows: number, total: number | null) {
  const of = total === null ? '*' : String(total);
  return rows > 0 ? `${offset}-${offset + rows - 1}/${of}` : `*/${of}`;
}

class SingularityError extends ApiError {
  constructor(rows: number) {
    super(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
  }
}

interface Reply {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

/** The body for `n` JSON rows, as an array or, when one object was asked for, that object. */
function shapeRows(body: string, n: number, wantsObject: boolean): string {
  if (!wantsObject) return body;
  if (n !== 1) throw new SingularityError(n);
  return JSON.stringify((JSON.parse(body) as unknown[])[0]);
}

/** [api] max_rows: a read returns at most this many rows, whatever limit it asks for. */
function capRows(node: QueryNode) {
  node.limit = Math.min(node.limit ?? apiConfig.maxRows, apiConfig.maxRows);
}

async function readRows(tx: Tx, node: QueryNode, prefer: Prefer, wantsObject: boolean, head: boolean): Promise<Reply> {
  capRows(node);
  const params = new Params();
  const sql = selectRowsSql(node, tableSql(node.relation.name), params);
  const { rows } = await tx.query<{ body: string; n: number }>(sql, params.values);
  const n = rows[0].n;
  const offset = node.offset;
  // An estimate below the rows this very page reaches would make an impossible Content-Range.
  const total = prefer.count ? Math.max(await countRows(tx, node, prefer.count), n > 0 ? offset + n : 0) : null;
  if (total !== null && offset > 0 && offset >= total && n === 0) {
    throw new ApiError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`);
  }
  const body = shapeRows(rows[0].body, n, wantsObject);
  const partial = total !== null && (offset > 0 || offset + n < total);
  const headers: Record<string, string> = { 'Content-Range': contentRange(offset, n, total) };
  // The total of Content-Range reads the same whichever way it was counted; this says which.
  if (prefer.count) headers['Preference-Applied'] = `count=${prefer.count}`;
  return { status: partial ? 206 : 200, body: head ? null : body, headers };
}

/** The planner's estimate of the rows a read matches (EXPLAIN only plans: nothing is read). */
async function plannedRows(tx: Tx, node: QueryNode): Promise<number> {
  const params = new Params();
  const { rows } = await tx.query<Record<string, unknown>>(`explain (format json) ${matchingRowsSql(node, params)}`, params.values);
  const raw = Object.values(rows[0])[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/**
 * A read's total. 'estimated' counts exactly but stops one row past max_rows, so a large
 * result costs no more to count than a small one; past that it answers the planner's estimate,
 * never less than the rows it has already seen, so any total above max_rows is an estimate and
 * any total at or below it is exact.
 */
async function countRows(tx: Tx, node: QueryNode, method: CountMethod): Promise<number> {
  if (method === 'planned') return plannedRows(tx, node);
  const limit = method === 'estimated' ? apiConfig.maxRows : null;
  const params = new Params();
  const sql = limit === null ? countSql(node, params) : countSql(node, params, limit + 1);
  const { total } = (await tx.query<{ total: number }>(sql, params.values)).rows[0];
  if (limit === null || total <= limit) return total;
  return Math.max(total, await plannedRows(tx, node));
}

function writableColumns(relation: Relation, keys: string[]) {
  for (const key of keys) {
    if (!relation.columns.has(key)) {
      throw new ApiError(400, 'PGRST204', `Could not find the '${key}' column of '${relation.name}' in the schema cache`);
    }
  }
  return keys;
}

function bodyRows(body: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(body) ? body : [body];
  if (rows.length > apiConfig.maxRows) {
    throw new ApiError(413, 'PGRST413', 'Payload too large', `At most ${apiConfig.maxRows} rows can be written in one request`);
  }
  if (rows.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object or an array of objects');
  }
  return rows as Record<string, unknown>[];
}

async function writeRows(
  tx: Tx,
  node: QueryNode,
  mutationSql: string,
  params: Params,
  prefer: Prefer,
  wantsObject: boolean,
  successStatus: number,
): Promise<Reply> {
  if (!prefer.representation && !wantsObject) {
    const result = await tx.query(mutationSql, params.values);
    return { status: successStatus === 201 ? 201 : 204, body: null, headers: { 'Content-Range': `*/${result.rowCount}` } };
  }
  const readNode = { ...node, filters: [], order: node.order, limit: null, offset: 0 };
  const sql = `with pgrst_written as (${mutationSql} returning ${node.alias}.*) ${selectRowsSql(readNode, 'pgrst_written', params)}`;
  const { rows } = await tx.query<{ body: string; n: number }>(sql, params.values);
  const n = rows[0].n;
  const body = shapeRows(rows[0].body, n, wantsObject);
  if (!prefer.representation && wantsObject) {
    return { status: successStatus === 201 ? 201 : 204, body: null, headers: { 'Content-Range': `*/${n}` } };
  }
  return { status: successStatus === 201 ? 201 : 200, body, headers: { 'Content-Range': `*/${n}` } };
}

async function insertRows(tx: Tx, catalogue: Catalogue, relation: Relation, query: URLSearchParams, body: unknown, prefer: Prefer, wantsObject: boolean) {
  const rows = bodyRows(body);
  const columnsParam = query.get('columns');
  const keys = columnsParam
    ? columnsParam.split(',').map((c) => parseFieldPath(c.replace(/^"|"$/g, ''))[0])
    : [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const columns = writableColumns(relation, keys);
  const node = applyQuery(catalogue, relation, new URLSearchParams({ select: query.get('select') ?? '*' }));
  const params = new Params();
  const target = tableSql(relation.name);
  let sql: string;
  if (columns.length === 0) {
    sql = `insert into ${target} as ${node.alias} default values`;
  } else {
    const list = columns.map(quoteIdent).join(', ');
    sql = `insert into ${target} as ${node.alias} (${list}) select ${list} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows), 'json')})`;
  }
  if (prefer.resolution) {
    const conflict = query.get('on_conflict');
    const conflictColumns = conflict ? writableColumns(relation, conflict.split(',').map((c) => c.trim())) : relation.primaryKey;
    if (conflictColumns.length === 0) throw new ApiError(400, 'PGRST100', `'${relation.name}' has no primary key; pass on_conflict`);
    const updates = columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`);
    sql += ` on conflict (${conflictColumns.map(quoteIdent).join(', ')}) do ${
      prefer.resolution === 'ignore' || updates.length === 0 ? 'nothing' : `update set ${updates.join(', ')}`
    }`;
  }
  return writeRows(tx, node, sql, params, prefer, wantsObject, 201);
}

async function updateRows(tx: Tx, catalogue: Catalogue, relation: Relation, query: URLSearchParams, body: unknown, prefer: Prefer, wantsObject: boolean) {
  const [row] = bodyRows(body);
  if (Array.isArray(body)) throw new ApiError(400, 'PGRST102', 'Empty or invalid json', 'PATCH expects a single JSON object');
  const columns = writableColumns(relation, Object.keys(row));
  const node = applyQuery(catalogue, relation, query);
  const params = new Params();
  const target = tableSql(relation.name);
  if (columns.length === 0) return readRows(tx, node, prefer, wantsObject, false);
  const source = `json_populate_record(null::${target}, ${params.add(JSON.stringify(row), 'json')})`;
  const sets = columns.map((c) => `${quoteIdent(c)} = pgrst_body.${quoteIdent(c)}`).join(', ');
  const where = filtersOnly(node, params);
  const sql = `update ${target} as ${node.alias} set ${sets} from (select * from ${source}) pgrst_body${where}`;
  return writeRows(tx, node, sql, params, prefer, wantsObject, 200);
}

async function deleteRows(tx: Tx, catalogue: Catalogue, relation: Relation, query: URLSearchParams, prefer: Prefer, wantsObject: boolean) {
  const node = applyQuery(catalogue, relation, query);
  const params = new Params();
  const sql = `delete from ${tableSql(relation.name)} as ${node.alias}${filtersOnly(node, params)}`;
  return writeRows(tx, node, sql, params, prefer, wantsObject, 200);
}

/** The WHERE clause of a write: the root's filters (embeds play no part in what is written). */
function filtersOnly(node: QueryNode, params: Params): string {
  return whereSql({ ...node, embeds: node.embeds.filter((e) => e.inner) }, params);
}

function pickFunction(catalogue: Catalogue, name: string, argNames: string[]): RpcFunction {
  const candidates = catalogue.functions.get(name) ?? [];
  const fn = candidates.find(
    (f) =>
      argNames.every((a) => f.args.some((arg) => arg.name === a)) &&
      f.args.every((arg) => arg.hasDefault || argNames.includes(arg.name)),
  );
  if (!fn) {
    throw new ApiError(
      404,
      'PGRST202',
      `Could not find the function ${EXPOSED_SCHEMA}.${name}(${argNames.join(', ')}) in the schema cache`,
      `Searched for the function ${EXPOSED_SCHEMA}.${name} with parameters ${argNames.join(', ') || 'none'}, but no matches were found in the schema cache.`,
    );
  }
  return fn;
}

function argumentValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) {
    return `{${value.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

async function callFunction(tx: Tx, catalogue: Catalogue, name: string, args: Record<string, unknown>, query: URLSearchParams, prefer: Prefer, wantsObject: boolean, head: boolean): Promise<Reply> {
  const fn = pickFunction(catalogue, name, Object.keys(args));
  const params = new Params();
  const call = `${tableSql(fn.name)}(${Object.entries(args)
    .map(([key, value]) => `${quoteIdent(key)} => ${params.add(argumentValue(value), fn.args.find((a) => a.name === key)!.type)}`)
    .join(', ')})`;
  if (fn.outColumns) {
    // A function returning rows: filter, order and shape them like a table.
    const relation: Relation = {
      name: fn.name,
      kind: 'view',
      columns: new Map(fn.outColumns.map((c) => [c, { name: c, type: 'text', generated: false }])),
      primaryKey: [],
      computed: new Map(),
    };
    const node = applyQuery(catalogue, relation, query, new Set(Object.keys(args)));
    capRows(node);
    const sql = selectRowsSql(node, call, params);
    const { rows } = await tx.query<{ body: string; n: number }>(sql, params.values);
    const n = rows[0].n;
    const body = fn.returnsSet ? shapeRows(rows[0].body, n, wantsObject) : JSON.stringify((JSON.parse(rows[0].body) as unknown[])[0] ?? null);
    return { status: 200, body: head ? null : body, headers: { 'Content-Range': contentRange(0, n, prefer.count ? n : null) } };
  }
  if (fn.returnsVoid) {
    await tx.query(`select ${call}`, params.values);
    return { status: 204, body: null, headers: {} };
  }
  const sql = fn.returnsSet
    ? `select coalesce(jsonb_agg(to_jsonb(r)), '[]'::jsonb)::text as body from ${call} r`
    : `select to_jsonb(${call})::text as body`;
  const { rows } = await tx.query<{ body: string | null }>(sql, params.values);
  return { status: 200, body: head ? null : (rows[0].body ?? 'null'), headers: {} };
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

function errorReply(c: Context, status: number, body: { code: string; message: string; details: string | null; hint: string | null }) {
  if (status === 401) c.header('WWW-Authenticate', 'Bearer');
  if (status === 503) c.header('Retry-After', '1');
  return c.json(body, status as 400);
}

export function createRestApp(ctx: EmulatorContext) {
  const app = new Hono();
  const catalogue = catalogueLoader(ctx.db);

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
        message: 'Too many of your requests ran past the statement timeout. Please try again later.',
        details: null,
        hint: null,
      });
    }
    const method = c.req.method;
    const profile = c.req.header(method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile');
    if (profile && profile !== EXPOSED_SCHEMA) {
      return errorReply(c, 406, { code: 'PGRST106', message: `The schema must be one of the following: ${EXPOSED_SCHEMA}`, details: null, hint: null });
    }
    const prefer = parsePrefer(c.req.header('prefer'));
    const wantsObject = (c.req.header('accept') ?? '').includes(OBJECT_MEDIA_TYPE);
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
      const cat = await catalogue();
      const reply = await transactionAs(ctx.db, claims, requestInfo(c), async (tx) => {
        if (target.rpc) {
          const args: Record<string, unknown> = {};
          if (readOnly) {
            const fnArgs = new Set((cat.functions.get(target.rpc) ?? []).flatMap((f) => f.args.map((a) => a.name)));
            for (const [key, value] of query) if (fnArgs.has(key) && !RESERVED.has(key)) args[key] = value;
          } else if (body !== undefined) {
            if (typeof body !== 'object' || body === null || Array.isArray(body)) {
              throw new ApiError(400, 'PGRST102', 'Empty or invalid json', 'Function arguments must be a JSON object');
            }
            Object.assign(args, body);
          }
          return callFunction(tx, cat, target.rpc, args, query, prefer, wantsObject, method === 'HEAD');
        }
        const relation = relationOrThrow(cat, target.table!);
        switch (method) {
          case 'GET':
          case 'HEAD':
            return readRows(tx, applyQuery(cat, relation, query), prefer, wantsObject, method === 'HEAD');
          case 'POST':
            if (body === undefined) throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
            return insertRows(tx, cat, relation, query, body, prefer, wantsObject);
          case 'PATCH':
            if (body === undefined) throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
            return updateRows(tx, cat, relation, query, body, prefer, wantsObject);
          case 'DELETE':
            return deleteRows(tx, cat, relation, query, prefer, wantsObject);
          default:
            throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
        }
      }, readOnly);
      // A deleted listing (directly or by cascade) leaves photos for the storage server to remove.
      if (method === 'DELETE') schedulePhotoCleanup(ctx);
      const headers = { ...reply.headers };
      if (reply.body !== null) headers['Content-Type'] = wantsObject ? `${OBJECT_MEDIA_TYPE}; charset=utf-8` : 'application/json; charset=utf-8';
      return new Response(reply.body, { status: reply.status, headers });
    } catch (error) {
      if (error instanceof ApiError) {
        return errorReply(c, error.status, { code: error.code, message: error.message, details: error.details, hint: error.hint });
      }
      if (error instanceof ParseError) {
        return errorReply(c, 400, { code: 'PGRST100', message: error.message, details: error.details, hint: null });
      }
      if (error instanceof DbBusyError) {
        return errorReply(c, 503, { code: error.code, message: error.message, details: null, hint: null });
      }
      if (isDbError(error)) {
        // A statement the timeout stopped counts against its address; one whose client went away does not.
        if (error.code === '57014' && !c.req.raw.signal.aborted) ctx.limits.timeoutsPerAddress.record(address);
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
