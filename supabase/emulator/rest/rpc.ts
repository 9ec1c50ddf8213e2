import type { Tx } from '../db/types.ts';
import { ApiError } from './api-error.ts';
import type { Catalogue, RpcFunction } from './catalogue.ts';
import type { Prefer } from './prefer.ts';
import { Params, qualifiedSql, quoteIdent, type RowSource } from './query-sql.ts';
import { applyQuery, readRows, type ReadFormat, type Reply } from './reads.ts';
import { checkMaxAffected } from './writes.ts';

// /rpc/<fn>: arguments from the query string (GET, HEAD) or the JSON body, the overload they
// name, and the call's result shaped as PostgREST shapes it.

/** Query keys that shape the result; never taken as function arguments. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'or', 'and', 'not.or', 'not.and']);

/** A call's named arguments, and where they came from. */
export interface RpcArguments {
  values: Record<string, unknown>;
  /**
   * Taken from the query string (GET, HEAD): each value is the text a key was given, and those
   * keys are not filters. Otherwise from the JSON body, and every query key is a filter.
   */
  fromQuery: boolean;
}

/**
 * The call's named arguments: on a read, the query keys that some overload of the function takes
 * (the rest filter its rows); otherwise the body's object (and the query string only filters).
 */
export function rpcArguments(catalogue: Catalogue, name: string, readOnly: boolean, query: URLSearchParams, body: unknown): RpcArguments {
  const values: Record<string, unknown> = {};
  if (readOnly) {
    const fnArgs = (catalogue.functions.get(name) ?? []).flatMap((f) => f.args);
    const names = new Set(fnArgs.map((a) => a.name));
    // A VARIADIC argument takes every value its key is given (`?v=1&v=2`), as an array.
    const variadic = new Set(fnArgs.filter((a) => a.variadic).map((a) => a.name));
    for (const [key, value] of query) {
      if (!names.has(key) || RESERVED.has(key)) continue;
      if (variadic.has(key)) values[key] = [...((values[key] as string[] | undefined) ?? []), value];
      else values[key] = value;
    }
  } else if (body !== undefined) {
    // A function whose one parameter is an unnamed json or jsonb takes the whole body, as it is.
    if ((catalogue.functions.get(name) ?? []).some((f) => f.args.length === 1 && f.args[0].name === '' && JSON_TYPES.has(f.args[0].type))) {
      return { values: { '': body }, fromQuery: false };
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError(400, 'PGRST102', 'Empty or invalid json', 'Function arguments must be a JSON object');
    }
    Object.assign(values, body);
  }
  return { values, fromQuery: readOnly };
}

/** An overload as PostgREST names it in its errors: `public.f(a => integer, b => text)`. */
const signature = (fn: RpcFunction) => `${fn.schema}.${fn.name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`;

/**
 * The overload the argument names call, as PostgREST picks it: one that takes every name given
 * and is given every argument it has no default for. When more than one does (overloads told
 * apart only by their types, or by arguments with defaults), PostgREST refuses to guess.
 */
function pickFunction(catalogue: Catalogue, name: string, argNames: string[]): RpcFunction {
  const candidates = (catalogue.functions.get(name) ?? []).filter(
    (f) =>
      argNames.every((a) => f.args.some((arg) => arg.name === a)) &&
      f.args.every((arg) => arg.hasDefault || argNames.includes(arg.name)),
  );
  if (candidates.length > 1) {
    throw new ApiError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${candidates.map(signature).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  if (candidates.length === 0) {
    throw new ApiError(
      404,
      'PGRST202',
      `Could not find the function ${catalogue.schema}.${name}(${argNames.join(', ')}) in the schema cache`,
      `Searched for the function ${catalogue.schema}.${name} with parameters ${argNames.join(', ') || 'none'}, but no matches were found in the schema cache.`,
    );
  }
  return candidates[0];
}

const isScalar = (v: unknown) => v === null || typeof v !== 'object';
/** Scalars as a Postgres array literal: {"a","b",NULL}. */
const arrayLiteral = (values: unknown[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
const JSON_TYPES = new Set(['json', 'jsonb']);

/**
 * One argument as SQL, its value always a bound parameter, converted to the argument's type as
 * PostgREST converts its JSON body (json_to_recordset's rules): a json or jsonb argument gets the
 * JSON value as it is; an object or array becomes the composite, array (or array of composites)
 * the argument is, field by field; any other value is the text its type reads. A value from the
 * query string is that text.
 */
function argumentSql(params: Params, value: unknown, type: string, fromQuery: boolean): string {
  if (value === null || value === undefined) return params.add(null, type);
  // On a read, the text each key was given (a VARIADIC argument's values as an array).
  if (fromQuery) return params.add(Array.isArray(value) ? arrayLiteral(value) : String(value), type);
  if (JSON_TYPES.has(type)) return params.add(JSON.stringify(value), type);
  if (isScalar(value)) return params.add(String(value), type);
  // Arrays of scalars as array literals, so the argument is a constant the planner sees (as the
  // conversion below would give the same array); not for json elements, which are JSON as sent.
  if (Array.isArray(value) && type.endsWith('[]') && !/^jsonb?\[\]$/.test(type) && value.every(isScalar)) {
    return params.add(arrayLiteral(value), type);
  }
  return `(select pgrst_arg.v from json_to_record(${params.add(JSON.stringify({ v: value }), 'json')}) as pgrst_arg(v ${type}))`;
}

export async function callFunction(
  tx: Tx,
  catalogue: Catalogue,
  name: string,
  args: RpcArguments,
  query: URLSearchParams,
  prefer: Prefer,
  wantsObject: boolean,
  head: boolean,
  format: ReadFormat = {},
): Promise<Reply> {
  const fn = pickFunction(catalogue, name, Object.keys(args.values));
  const limitsRows = prefer.handling === 'strict' && prefer.maxAffected !== null;
  if (limitsRows && !fn.returnsSet) {
    throw new ApiError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict');
  }
  // The call with its arguments bound, as the FROM item of each statement that reads it.
  const callSql = (params: Params) =>
    `${qualifiedSql(fn.schema, fn.name)}(${Object.entries(args.values)
      .map(([key, value]) => {
        const arg = fn.args.find((a) => a.name === key)!;
        // An unnamed parameter is passed by position (it is then the only one).
        if (key === '') return argumentSql(params, value, arg.type, args.fromQuery);
        // Named notation reaches a VARIADIC argument only with the keyword, given its array.
        return `${arg.variadic ? 'variadic ' : ''}${quoteIdent(key)} => ${argumentSql(params, value, arg.type, args.fromQuery)}`;
      })
      .join(', ')})`;
  if (fn.resultRelation) {
    // A function returning rows is read as the relation they are rows of: the call is the source
    // of a table read (its filters, embeds, counts, paging and max_rows).
    // The query keys that were arguments (on a read) are not filters; after a body's arguments,
    // every key is one, as PostgREST filters a POST call's rows.
    const node = applyQuery(catalogue, fn.resultRelation, query, args.fromQuery ? new Set(Object.keys(args.values)) : new Set());
    // With one `returns table (...)` or OUT column, Postgres returns that column's type rather
    // than a row; read through a subquery, each row is a record still, and answered as an object.
    const declaredColumns = catalogue.relations.get(fn.resultRelation.name) !== fn.resultRelation;
    const from = declaredColumns ? (params: Params) => `(select * from ${callSql(params)} pgrst_call)` : callSql;
    const source: RowSource = { from, once: fn.volatile };
    if (fn.returnsSet) {
      const reply = await readRows(tx, node, prefer, wantsObject, head, source, format);
      // With handling=strict, max-affected bounds the rows a set-returning call answers with; the
      // error rolls back what it wrote.
      checkMaxAffected(prefer, reply.rows ?? 0);
      return reply;
    }
    if (format.csv) throw new ApiError(406, 'PGRST107', 'None of these media types are available: text/csv', 'The emulator answers CSV for functions returning sets only');
    // One row, not a set: answered as that object (null when the filters leave none).
    const reply = await readRows(tx, node, prefer, false, head, source, format);
    return { ...reply, body: reply.body === null ? null : JSON.stringify((JSON.parse(reply.body) as unknown[])[0] ?? null) };
  }
  if (format.csv) throw new ApiError(406, 'PGRST107', 'None of these media types are available: text/csv', 'The emulator answers CSV for functions returning rows only');
  const params = new Params();
  const call = callSql(params);
  if (fn.returnsVoid) {
    await tx.query(`select ${call}`, params.values);
    return { status: 204, body: null, headers: {} };
  }
  const strip = (json: string) => (format.stripNulls ? `jsonb_strip_nulls(${json})` : json);
  const sql = fn.returnsSet
    ? `select ${strip(`coalesce(jsonb_agg(to_jsonb(r)), '[]'::jsonb)`)}::text as body, count(r)::int as n from ${call} r`
    : `select ${strip(`to_jsonb(${call})`)}::text as body, 1 as n`;
  const { rows } = await tx.query<{ body: string | null; n: number }>(sql, params.values);
  if (fn.returnsSet) checkMaxAffected(prefer, rows[0].n);
  return { status: 200, body: head ? null : (rows[0].body ?? 'null'), headers: {} };
}
