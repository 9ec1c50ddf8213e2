import type { Tx } from '../db.ts';
import { EXPOSED_SCHEMA, type Catalogue, type RpcFunction } from './catalogue.ts';
import type { Prefer } from './parse.ts';
import { ApiError, Params, quoteIdent, tableSql, type RowSource } from './query.ts';
import { applyQuery, readRows, type Reply } from './reads.ts';

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
  // The call with its arguments bound, as the FROM item of each statement that reads it.
  const callSql = (params: Params) =>
    `${tableSql(fn.name)}(${Object.entries(args)
      .map(([key, value]) => `${quoteIdent(key)} => ${params.add(argumentValue(value), fn.args.find((a) => a.name === key)!.type)}`)
      .join(', ')})`;
  if (fn.resultRelation) {
    // A function returning rows is read as the relation they are rows of: the call is the source
    // of a table read (its filters, embeds, counts, paging and max_rows).
    const node = applyQuery(catalogue, fn.resultRelation, query, new Set(Object.keys(args)));
    // With one `returns table (...)` or OUT column, Postgres returns that column's type rather
    // than a row; read through a subquery, each row is a record still, and answered as an object.
    const declaredColumns = catalogue.relations.get(fn.resultRelation.name) !== fn.resultRelation;
    const from = declaredColumns ? (params: Params) => `(select * from ${callSql(params)} pgrst_call)` : callSql;
    const source: RowSource = { from, once: fn.volatile };
    if (fn.returnsSet) return readRows(tx, node, prefer, wantsObject, head, source);
    // One row, not a set: answered as that object (null when the filters leave none).
    const reply = await readRows(tx, node, prefer, false, head, source);
    return { ...reply, body: reply.body === null ? null : JSON.stringify((JSON.parse(reply.body) as unknown[])[0] ?? null) };
  }
  const params = new Params();
  const call = callSql(params);
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
