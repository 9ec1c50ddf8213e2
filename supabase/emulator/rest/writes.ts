import type { Tx } from '../db/types.ts';
import { apiConfig } from '../project-config.ts';
import { ApiError } from './api-error.ts';
import type { Catalogue, Relation } from './catalogue.ts';
import { parseFieldPath } from './parse-filter.ts';
import type { Prefer } from './prefer.ts';
import type { QueryNode } from './query-plan.ts';
import { csvRowsSql, Params, quoteIdent, selectRowsSql, tableSql, whereSql } from './query-sql.ts';
import { applyQuery, csvText, readRows, shapeRows, type ReadFormat, type Reply } from './reads.ts';

// Writes: insert (and upsert), update and delete as one SQL statement each, with the written
// rows read back through the same select tree when the client asks for them.

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

/** How a write's outcome is judged once it has run, before the transaction ends. */
interface WriteChecks {
  /** The write's status when it succeeds (201 for an insert, 200 for an update or delete). */
  successStatus: 201 | 200;
  /** PATCH and DELETE: Prefer max-affected applies (with handling=strict). */
  limitAffected?: boolean;
  /** An upsert with resolution=merge-duplicates: counts the rows inserted (not merged). */
  countInserted?: boolean;
}

/**
 * PostgREST's PGRST124: with handling=strict, a PATCH or DELETE, or a call of a set-returning
 * function (what max-affected covers), that affected more than max-affected rows fails, and its
 * transaction is rolled back by the error, so nothing is changed. Lenient handling ignores it.
 */
export function checkMaxAffected(prefer: Prefer, affected: number) {
  if (prefer.handling !== 'strict' || prefer.maxAffected === null) return;
  if (affected > prefer.maxAffected) {
    throw new ApiError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${affected} rows`);
  }
}

/**
 * The status of a write that succeeded. An insert is 201, except that an upsert with
 * resolution=merge-duplicates that inserted no row (it only merged into existing ones) is 200,
 * whatever it returns; ignore-duplicates stays 201. An update or delete is 200 with a body and
 * 204 without.
 */
function writeStatus(checks: WriteChecks, withBody: boolean, inserted: number | null): number {
  if (checks.successStatus === 201) return checks.countInserted && inserted === 0 ? 200 : 201;
  return withBody ? 200 : 204;
}

async function writeRows(
  tx: Tx,
  node: QueryNode,
  relation: Relation,
  mutationSql: string,
  params: Params,
  prefer: Prefer,
  wantsObject: boolean,
  checks: WriteChecks,
  format: ReadFormat,
): Promise<Reply> {
  // An inserted row has no xmax yet; a row an upsert merged into has the transaction's.
  const inserted = checks.countInserted ? `, (${node.alias}.xmax = 0) as pgrst_inserted` : '';
  if (!prefer.representation && !wantsObject) {
    const sql = checks.countInserted
      ? `with pgrst_written as (${mutationSql} returning 1 as pgrst_one${inserted})
         select count(*)::int as n, (count(*) filter (where pgrst_inserted))::int as inserted from pgrst_written`
      : null;
    let n: number;
    let insertedRows: number | null = null;
    if (sql) {
      const { rows } = await tx.query<{ n: number; inserted: number }>(sql, params.values);
      n = rows[0].n;
      insertedRows = rows[0].inserted;
    } else {
      n = (await tx.query(mutationSql, params.values)).rowCount ?? 0;
    }
    if (checks.limitAffected) checkMaxAffected(prefer, n);
    return { status: writeStatus(checks, false, insertedRows), body: null, headers: { 'Content-Range': `*/${n}` } };
  }
  const readNode = { ...node, filters: [], order: node.order, limit: null, offset: 0 };
  // The written rows read back as JSON (nulls stripped if asked) or as CSV.
  const csv = format.csv ? csvRowsSql(readNode, 'pgrst_written', params) : null;
  const page = csv ? csv.sql : selectRowsSql(readNode, 'pgrst_written', params, format.stripNulls);
  let sql: string;
  if (checks.countInserted) {
    // The written rows as the table's columns alone, so the flag is not part of what is read back.
    const columns = [...relation.columns.keys()].map(quoteIdent).join(', ');
    sql = `with pgrst_mutated as (${mutationSql} returning ${node.alias}.*${inserted}),
      pgrst_written as (select ${columns} from pgrst_mutated)
      select pgrst_page.*, (select count(*) from pgrst_mutated where pgrst_inserted)::int as inserted
      from (${page}) pgrst_page`;
  } else {
    sql = `with pgrst_written as (${mutationSql} returning ${node.alias}.*) ${page}`;
  }
  const { rows } = await tx.query<{ body: string; n: number; inserted?: number }>(sql, params.values);
  const n = rows[0].n;
  if (checks.limitAffected) checkMaxAffected(prefer, n);
  const body = csv ? csvText(csv.header, rows[0].body, n) : shapeRows(rows[0].body, n, wantsObject);
  const insertedRows = rows[0].inserted ?? null;
  if (!prefer.representation && wantsObject) {
    return { status: writeStatus(checks, false, insertedRows), body: null, headers: { 'Content-Range': `*/${n}` } };
  }
  return { status: writeStatus(checks, true, insertedRows), body, headers: { 'Content-Range': `*/${n}` } };
}

/**
 * The rows of an insert as a VALUES list in which a key an object leaves out is DEFAULT, for
 * Prefer: missing=default: the column then takes its default (identity, sequence, expression),
 * exactly as the database gives it, while a key given as null stays null. Each present value is
 * read from its own object with json_populate_record, so it is converted to the column's type.
 */
function valuesWithDefaults(target: string, columns: string[], rows: Record<string, unknown>[], params: Params): string {
  return rows
    .map((row) => {
      const record = `json_populate_record(null::${target}, ${params.add(JSON.stringify(row), 'json')})`;
      const cells = columns.map((c) => (Object.hasOwn(row, c) ? `(${record}).${quoteIdent(c)}` : 'default'));
      return `(${cells.join(', ')})`;
    })
    .join(', ');
}

export async function insertRows(tx: Tx, catalogue: Catalogue, relation: Relation, query: URLSearchParams, body: unknown, prefer: Prefer, wantsObject: boolean, format: ReadFormat = {}) {
  const rows = bodyRows(body);
  const columnsParam = query.get('columns');
  const keys = columnsParam
    ? columnsParam.split(',').map((c) => parseFieldPath(c.replace(/^"|"$/g, ''))[0])
    : [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const columns = writableColumns(relation, keys);
  const node = applyQuery(catalogue, relation, new URLSearchParams({ select: query.get('select') ?? '*' }));
  const params = new Params();
  const target = tableSql(relation);
  let sql: string;
  if (columns.length === 0) {
    sql = `insert into ${target} as ${node.alias} default values`;
  } else {
    const list = columns.map(quoteIdent).join(', ');
    const someLeftOut = rows.some((row) => columns.some((c) => !Object.hasOwn(row, c)));
    sql =
      prefer.missing === 'default' && someLeftOut
        ? `insert into ${target} as ${node.alias} (${list}) values ${valuesWithDefaults(target, columns, rows, params)}`
        : `insert into ${target} as ${node.alias} (${list}) select ${list} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows), 'json')})`;
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
  return writeRows(tx, node, relation, sql, params, prefer, wantsObject, {
    successStatus: 201,
    countInserted: prefer.resolution === 'merge',
  }, format);
}

export async function updateRows(tx: Tx, catalogue: Catalogue, relation: Relation, query: URLSearchParams, body: unknown, prefer: Prefer, wantsObject: boolean, format: ReadFormat = {}) {
  const [row] = bodyRows(body);
  if (Array.isArray(body)) throw new ApiError(400, 'PGRST102', 'Empty or invalid json', 'PATCH expects a single JSON object');
  const columns = writableColumns(relation, Object.keys(row));
  const node = applyQuery(catalogue, relation, query);
  const params = new Params();
  const target = tableSql(relation);
  if (columns.length === 0) return readRows(tx, node, prefer, wantsObject, false, undefined, format);
  const source = `json_populate_record(null::${target}, ${params.add(JSON.stringify(row), 'json')})`;
  const sets = columns.map((c) => `${quoteIdent(c)} = pgrst_body.${quoteIdent(c)}`).join(', ');
  const where = filtersOnly(node, params);
  const sql = `update ${target} as ${node.alias} set ${sets} from (select * from ${source}) pgrst_body${where}`;
  return writeRows(tx, node, relation, sql, params, prefer, wantsObject, { successStatus: 200, limitAffected: true }, format);
}

export async function deleteRows(tx: Tx, catalogue: Catalogue, relation: Relation, query: URLSearchParams, prefer: Prefer, wantsObject: boolean, format: ReadFormat = {}) {
  const node = applyQuery(catalogue, relation, query);
  const params = new Params();
  const sql = `delete from ${tableSql(relation)} as ${node.alias}${filtersOnly(node, params)}`;
  return writeRows(tx, node, relation, sql, params, prefer, wantsObject, { successStatus: 200, limitAffected: true }, format);
}

/** The WHERE clause of a write: the root's filters (embeds play no part in what is written). */
function filtersOnly(node: QueryNode, params: Params): string {
  return whereSql({ ...node, embeds: node.embeds.filter((e) => e.inner) }, params);
}
