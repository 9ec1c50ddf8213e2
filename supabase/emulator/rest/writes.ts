import type { Tx } from '../db.ts';
import { apiConfig } from '../project-config.ts';
import type { Catalogue, Relation } from './catalogue.ts';
import { parseFieldPath, type Prefer } from './parse.ts';
import { ApiError, Params, quoteIdent, selectRowsSql, tableSql, whereSql, type QueryNode } from './query.ts';
import { applyQuery, readRows, shapeRows, type Reply } from './reads.ts';

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

export async function insertRows(tx: Tx, catalogue: Catalogue, relation: Relation, query: URLSearchParams, body: unknown, prefer: Prefer, wantsObject: boolean) {
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

export async function updateRows(tx: Tx, catalogue: Catalogue, relation: Relation, query: URLSearchParams, body: unknown, prefer: Prefer, wantsObject: boolean) {
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

export async function deleteRows(tx: Tx, catalogue: Catalogue, relation: Relation, query: URLSearchParams, prefer: Prefer, wantsObject: boolean) {
  const node = applyQuery(catalogue, relation, query);
  const params = new Params();
  const sql = `delete from ${tableSql(relation.name)} as ${node.alias}${filtersOnly(node, params)}`;
  return writeRows(tx, node, sql, params, prefer, wantsObject, 200);
}

/** The WHERE clause of a write: the root's filters (embeds play no part in what is written). */
function filtersOnly(node: QueryNode, params: Params): string {
  return whereSql({ ...node, embeds: node.embeds.filter((e) => e.inner) }, params);
}
