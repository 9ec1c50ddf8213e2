import type { Tx } from '../db/types.ts';
import { apiConfig } from '../project-config.ts';
import { ApiError } from './api-error.ts';
import type { Catalogue, Relation } from './catalogue.ts';
import { parseFieldPath, parseLogic, parseOperation } from './parse-filter.ts';
import { parseOrder, parseSelect } from './parse-select.ts';
import { parseNonNegativeInt, ParseError } from './parse-syntax.ts';
import type { CountMethod, Prefer } from './prefer.ts';
import { buildNode, nodeForPath, type QueryNode } from './query-plan.ts';
import {
  countSql,
  csvRowsSql,
  matchingRowsSql,
  Params,
  selectAndCountRowsSql,
  selectRowsSql,
  tableSource,
  type RowSource,
} from './query-sql.ts';

// Reads: the query string applied to a query tree, rows shaped as PostgREST answers them
// (array or single object), paging and the counts of Content-Range.

/** What a read, write or call answers; the HTTP layer adds the content type. */
export interface Reply {
  status: number;
  body: string | null;
  headers: Record<string, string>;
  /** How many rows it answers with (a page's rows, or a function's), where that is known. */
  rows?: number;
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
export function applyQuery(catalogue: Catalogue, relation: Relation, query: URLSearchParams, skip: Set<string> = new Set()): QueryNode {
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

export function contentRange(offset: number, rows: number, total: number | null) {
  const of = total === null ? '*' : String(total);
  return rows > 0 ? `${offset}-${offset + rows - 1}/${of}` : `*/${of}`;
}

class SingularityError extends ApiError {
  constructor(rows: number) {
    super(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
  }
}

/** The body for `n` JSON rows, as an array or, when one object was asked for, that object. */
export function shapeRows(body: string, n: number, wantsObject: boolean): string {
  if (!wantsObject) return body;
  if (n !== 1) throw new SingularityError(n);
  return JSON.stringify((JSON.parse(body) as unknown[])[0]);
}

/** [api] max_rows: a read returns at most this many rows, whatever limit it asks for. */
export function capRows(node: QueryNode) {
  node.limit = Math.min(node.limit ?? apiConfig.maxRows, apiConfig.maxRows);
}

/**
 * A read of a query tree's rows from its source (its table unless told: a function's call is the
 * source of an /rpc read): the page, shaped, and its Content-Range with the count asked for.
 */
export async function readRows(
  tx: Tx,
  node: QueryNode,
  prefer: Prefer,
  wantsObject: boolean,
  head: boolean,
  source: RowSource = tableSource(node.relation),
  format: ReadFormat = {},
): Promise<Reply> {
  capRows(node);
  const params = new Params();
  // One page of rows over a FROM item, as JSON or as CSV (whose header the builder reports).
  let header: string[] = [];
  const page = (from: string, p: Params) => {
    if (!format.csv) return selectRowsSql(node, from, p, format.stripNulls);
    const csv = csvRowsSql(node, from, p);
    header = csv.header;
    return csv.sql;
  };
  // A source that runs once is counted in the page's statement, exactly, whether the count asked
  // for is 'exact' or 'estimated' (its rows are all produced anyway); 'planned' only plans.
  const countedWithPage = source.once && (prefer.count === 'exact' || prefer.count === 'estimated');
  const sql = countedWithPage ? selectAndCountRowsSql(node, source, params, page) : page(source.from(params), params);
  const { rows } = await tx.query<{ body: string; n: number; total?: number }>(sql, params.values);
  const n = rows[0].n;
  const offset = node.offset;
  const counted = countedWithPage ? rows[0].total! : prefer.count ? await countRows(tx, node, prefer.count, source) : null;
  // An estimate below the rows this very page reaches would make an impossible Content-Range.
  const total = counted === null ? null : Math.max(counted, n > 0 ? offset + n : 0);
  if (total !== null && offset > 0 && offset >= total && n === 0) {
    throw new ApiError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`);
  }
  const body = format.csv ? csvText(header, rows[0].body, n) : shapeRows(rows[0].body, n, wantsObject);
  const partial = total !== null && (offset > 0 || offset + n < total);
  const headers: Record<string, string> = { 'Content-Range': contentRange(offset, n, total) };
  // The total of Content-Range reads the same whichever way it was counted; this says which.
  if (prefer.count) headers['Preference-Applied'] = `count=${prefer.count}`;
  return { status: partial ? 206 : 200, body: head ? null : body, headers, rows: n };
}

/** How a read's rows are written, besides JSON: as CSV (Accept: text/csv), or JSON without null fields. */
export interface ReadFormat {
  csv?: boolean;
  stripNulls?: boolean;
}

/** A CSV header cell: a name is written as it is unless RFC 4180 needs it quoted. */
const csvCell = (name: string) => (/[",\r\n]/.test(name) ? `"${name.replace(/"/g, '""')}"` : name);

/** A CSV answer: the header row, then the `n` rows' lines (csvRowsSql's body). */
export function csvText(header: string[], body: string, n: number): string {
  const first = header.map(csvCell).join(',');
  return n > 0 ? `${first}\n${body}` : first;
}

/** The planner's estimate of the rows a read matches (EXPLAIN only plans: nothing is read). */
async function plannedRows(tx: Tx, node: QueryNode, source: RowSource): Promise<number> {
  const params = new Params();
  const { rows } = await tx.query<Record<string, unknown>>(`explain (format json) ${matchingRowsSql(node, source.from(params), params)}`, params.values);
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
async function countRows(tx: Tx, node: QueryNode, method: CountMethod, source: RowSource): Promise<number> {
  if (method === 'planned') return plannedRows(tx, node, source);
  const limit = method === 'estimated' ? apiConfig.maxRows : null;
  const params = new Params();
  const from = source.from(params);
  const sql = limit === null ? countSql(node, from, params) : countSql(node, from, params, limit + 1);
  const { total } = (await tx.query<{ total: number }>(sql, params.values)).rows[0];
  if (limit === null || total <= limit) return total;
  return Math.max(total, await plannedRows(tx, node, source));
}
