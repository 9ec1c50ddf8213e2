import type { Tx } from '../db.ts';
import { EXPOSED_SCHEMA, type Catalogue, type Relation, type RpcFunction } from './catalogue.ts';
import type { Prefer } from './parse.ts';
import { ApiError, Params, quoteIdent, selectRowsSql, tableSql } from './query.ts';
import { applyQuery, capRows, contentRange, shapeRows, type Reply } from './reads.ts';

// /rpc/<fn>: arguments from the query string (GET, HEAD) or the JSON body, the overload they
// name, and the call's result shaped as PostgREST shapes it.

/** Query keys that shape the result; never taken as function arguments. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'or', 'and', 'not.or', 'not.and']);

/**
 * The call's named arguments: on a read, the query keys that some overload of the function takes
 * (the rest filter its rows); otherwise the body's object.
 */
export function rpcArguments(catalogue: Catalogue, name: string, readOnly: boolean, query: URLSearchParams, body: unknown): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  if (readOnly) {
    const fnArgs = new Set((catalogue.functions.get(name) ?? []).flatMap((f) => f.args.map((a) => a.name)));
    for (const [key, value] of query) if (fnArgs.has(key) && !RESERVED.has(key)) args[key] = value;
  } else if (body !== undefined) {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError(400, 'PGRST102', 'Empty or invalid json', 'Function arguments must be a JSON object');
    }
    Object.assign(args, body);
  }
  return args;
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

/** A JSON argument as Postgres text input: arrays of scalars as array literals, objects as JSON. */
function argumentValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) {
    return `{${value.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export async function callFunction(
  tx: Tx,
  catalogue: Catalogue,
  name: string,
  args: Record<string, unknown>,
  query: URLSearchParams,
  prefer: Prefer,
  wantsObject: boolean,
  head: boolean,
): Promise<Reply> {
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
