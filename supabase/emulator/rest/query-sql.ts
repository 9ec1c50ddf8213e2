import { ApiError } from './api-error.ts';
import type { Relation } from './catalogue.ts';
import type { Condition, Filter, FtsOperator } from './parse-filter.ts';
import type { AggregateItem, ColumnItem } from './parse-select.ts';
import { ParseError } from './parse-syntax.ts';
import { aggregateKey, columnKey, columnOf, hasAggregates, nodeForPath, outputKeys, type EmbedNode, type QueryNode } from './query-plan.ts';

// Turns a read's plan (query-plan.ts) into SQL. Identifiers are only ever taken from the
// catalogue (the plan checked the request's names against it) and quoted; values are always
// bound parameters. JSON is built by Postgres, as PostgREST does.

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;
/** A schema-qualified name (a relation, a function or a row type) as SQL. */
const qualified = (schema: string, name: string) => `${quoteIdent(schema)}.${quoteIdent(name)}`;
const table = (relation: Relation) => qualified(relation.schema, relation.name);

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}

/**
 * Where the rows of a read's root node come from: its table, or a function's call. Each
 * statement of a read has its own parameters, so the source writes itself into each (a call
 * binds its arguments there).
 */
export interface RowSource {
  /** The FROM item, without its alias. */
  from(params: Params): string;
  /**
   * The source must be run only once per request (a volatile function: it may write, or answer
   * differently each time), so its rows are counted in the same statement as the page.
   */
  once: boolean;
}

export const tableSource = (relation: Relation): RowSource => ({ from: () => table(relation), once: false });

/** A column of a node as SQL (a real column or a computed one), checked against the catalogue. */
function columnRef(node: QueryNode, name: string): { sql: string; type: string } {
  const { computed, type } = columnOf(node.relation, name);
  if (!computed) return { sql: `${node.alias}.${quoteIdent(name)}`, type };
  // The row is cast to its relation's type: a no-op over the table itself, and what makes the
  // record of a CTE (a volatile function's rows) an argument the function takes.
  return { sql: `${qualified(node.relation.schema, name)}(${node.alias}::${table(node.relation)})`, type };
}

/** A selected column as SQL: the column, its JSON path, its cast. */
function columnItemSql(node: QueryNode, item: ColumnItem): string {
  const expr = jsonPathSql(columnRef(node, item.name).sql, item.path);
  return item.cast ? `(${expr})::${item.cast}` : expr;
}

/** An aggregate as SQL (`count()` counts rows), and the key it is answered under. */
function aggregateSql(node: QueryNode, item: AggregateItem): { sql: string; key: string } {
  const call = `${item.fn}(${item.column ? columnItemSql(node, item.column) : '*'})`;
  return { sql: item.cast ? `(${call})::${item.cast}` : call, key: aggregateKey(item) };
}

/**
 * The JSON object for one row of a node, as a jsonb expression, and, when the node aggregates,
 * what its rows are grouped by: every other column and embed it selects (an embed by its JSON, so
 * rows with equal embedded objects share a group, as in PostgREST).
 */
function rowParts(node: QueryNode, params: Params): { json: string; groupBy: string[] } {
  const parts: string[] = [];
  const pairs: string[] = [];
  const groupBy: string[] = [];
  for (const item of node.select) {
    if (item.kind === 'star') {
      parts.push(`to_jsonb(${node.alias})`);
      groupBy.push(`to_jsonb(${node.alias})`);
    } else if (item.kind === 'column') {
      const expr = columnItemSql(node, item);
      pairs.push(`${quoteLiteral(columnKey(item))}, ${expr}`);
      groupBy.push(expr);
    } else if (item.kind === 'aggregate') {
      const { sql, key } = aggregateSql(node, item);
      pairs.push(`${quoteLiteral(key)}, ${sql}`);
    }
  }
  for (const embed of node.embeds) {
    // An empty embed (`users()`) only filters, as with !inner: PostgREST leaves its key out.
    if (embed.select.length === 0 && !embed.spread) continue;
    if (embed.spread && hasAggregates(embed)) {
      throw new ApiError(400, 'PGRST100', `The emulator does not aggregate inside the spread '...${embed.key}'`, 'Aggregate in the embedding resource instead');
    }
    const sql = embedJson(node, embed, params);
    // A to-one spread with no row still has its fields, each null, as PostgREST's left join gives them.
    if (embed.spread) parts.push(`coalesce(${sql}, ${nullFields(outputKeys(embed))})`);
    else pairs.push(`${quoteLiteral(embed.key)}, ${sql}`);
    groupBy.push(sql);
  }
  // jsonb_build_object takes at most 100 arguments.
  for (let i = 0; i < pairs.length; i += 40) parts.push(`jsonb_build_object(${pairs.slice(i, i + 40).join(', ')})`);
  return { json: parts.length ? parts.join(' || ') : `'{}'::jsonb`, groupBy: hasAggregates(node) ? groupBy : [] };
}

const groupBySql = (groupBy: string[]) => (groupBy.length ? ` group by ${groupBy.join(', ')}` : '');

/**
 * A column followed by a JSON path (`data->a->>b`): each key a quoted literal, written as a path
 * element and never as SQL; an integer key (`->0`) indexes an array, as in PostgREST.
 */
function jsonPathSql(column: string, path: ColumnItem['path']): string {
  let expr = column;
  for (const step of path) expr = `${expr}${step.arrow}${/^-?\d{1,9}$/.test(step.key) ? Number(step.key) : quoteLiteral(step.key)}`;
  return expr;
}

function joinCondition(parent: QueryNode, child: EmbedNode) {
  if (child.call) return 'true';
  if (child.junction) {
    // Many-to-many: some row of the junction points at both.
    const j = child.junction;
    const on = [
      ...j.source.map(([jc, pc]) => `pgrst_junction.${quoteIdent(jc)} = ${parent.alias}.${quoteIdent(pc)}`),
      ...j.target.map(([jc, cc]) => `pgrst_junction.${quoteIdent(jc)} = ${child.alias}.${quoteIdent(cc)}`),
    ];
    return `exists (select 1 from ${qualified(parent.relation.schema, j.table)} pgrst_junction where ${on.join(' and ')})`;
  }
  return child.join
    .map(([p, c]) => `${child.alias}.${quoteIdent(c)} = ${parent.alias}.${quoteIdent(p)}`)
    .join(' and ');
}

/**
 * The FROM item of an embed's rows: its relation, or a computed relationship's call on the parent's
 * row (cast to the parent's type, as a computed column's argument is).
 */
function embedFrom(parent: QueryNode, child: EmbedNode) {
  const rows = child.call ? `${qualified(parent.relation.schema, child.call)}(${parent.alias}::${table(parent.relation)})` : table(child.relation);
  return `${rows} ${child.alias}`;
}

function embedJson(parent: QueryNode, embed: EmbedNode, params: Params): string {
  const where = [joinCondition(parent, embed), ...innerExists(embed, params), ...embed.filters.map((f) => filterSql(embed, f, params))];
  const from = embedFrom(parent, embed);
  const row = rowParts(embed, params);
  if (embed.toOne) return `(select ${row.json} from ${from} where ${where.join(' and ')}${groupBySql(row.groupBy)} limit 1)`;
  const rows = `(select ${row.json} as j from ${from}
    where ${where.join(' and ')}${groupBySql(row.groupBy)}${orderSql(embed)}${limitSql(embed)}) e`;
  if (!embed.spread) return `(select coalesce(jsonb_agg(e.j), '[]'::jsonb) from ${rows})`;
  // A to-many spread: each of its fields becomes an array of that field over the rows, the arrays
  // correlated (the same rows in the same order), as PostgREST 13 spreads to-many embeds.
  const pairs = outputKeys(embed).map((key) => `${quoteLiteral(key)}, coalesce(jsonb_agg(e.j -> ${quoteLiteral(key)}), '[]'::jsonb)`);
  const objects: string[] = [];
  for (let i = 0; i < pairs.length; i += 40) objects.push(`jsonb_build_object(${pairs.slice(i, i + 40).join(', ')})`);
  return `(select ${objects.join(' || ') || `'{}'::jsonb`} from ${rows})`;
}

/** A JSON object with each key null. */
function nullFields(keys: string[]): string {
  const objects: string[] = [];
  for (let i = 0; i < keys.length; i += 40) objects.push(`jsonb_build_object(${keys.slice(i, i + 40).map((k) => `${quoteLiteral(k)}, null`).join(', ')})`);
  return objects.join(' || ') || `'{}'::jsonb`;
}

/** `!inner` embeds drop parents that have no matching embedded row. */
function innerExists(node: QueryNode, params: Params): string[] {
  return node.embeds
    .filter((e) => e.inner)
    .map((e) => {
      const where = [joinCondition(node, e), ...innerExists(e, params), ...e.filters.map((f) => filterSql(e, f, params))];
      return `exists (select 1 from ${embedFrom(node, e)} where ${where.join(' and ')})`;
    });
}

export function whereSql(node: QueryNode, params: Params): string {
  const conditions = [...innerExists(node, params), ...node.filters.map((f) => filterSql(node, f, params))];
  return conditions.length ? ` where ${conditions.join(' and ')}` : '';
}

export function orderSql(node: QueryNode): string {
  if (!node.order.length) return '';
  const terms = node.order.map((o) => {
    const direction = `${o.descending ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`;
    if (o.embed === null) return `${jsonPathSql(columnRef(node, o.column).sql, o.path)} ${direction}`;
    // Ordered by a column of a to-one embed: that column of the one row it embeds.
    const embed = nodeForPath(node, [o.embed]) as EmbedNode;
    if (!embed.toOne) {
      throw new ApiError(400, 'PGRST118', `A related order on '${o.embed}' is not possible`, `'${node.relation.name}' and '${o.embed}' do not form a many-to-one or one-to-one relationship`);
    }
    const value = jsonPathSql(columnRef(embed, o.column).sql, o.path);
    return `(select ${value} from ${embedFrom(node, embed)} where ${joinCondition(node, embed)} limit 1) ${direction}`;
  });
  return ` order by ${terms.join(', ')}`;
}

export function limitSql(node: QueryNode): string {
  return `${node.limit !== null ? ` limit ${node.limit}` : ''}${node.offset ? ` offset ${node.offset}` : ''}`;
}

/** Quotes values for a Postgres array literal: {"a","b"}. */
function arrayLiteral(values: string[]) {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

function filterSql(node: QueryNode, filter: Filter, params: Params): string {
  if (filter.kind === 'logic') {
    const children = filter.children.map((child) => {
      if (child.kind === 'condition' && child.field.length > 1) {
        throw new ApiError(400, 'PGRST100', `Embedded columns in "${filter.op}" are only allowed as "<embed>.${filter.op}"`);
      }
      return filterSql(node, child, params);
    });
    const joined = children.length ? `(${children.join(` ${filter.op} `)})` : filter.op === 'and' ? 'true' : 'false';
    return filter.negate ? `not ${joined}` : joined;
  }
  const sql = conditionSql(node, filter, params);
  return filter.negate ? `not (${sql})` : sql;
}

const COMPARISONS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

/** The tsquery each full-text operator builds from its value, as PostgREST does. */
const TSQUERY: Record<FtsOperator, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
/** Column types PostgREST searches through to_tsvector() rather than as a stored tsvector. */
const TEXT_SEARCHABLE = /^(text|character varying|character|json|jsonb)(\(\d+\))?$/;

function conditionSql(node: QueryNode, cond: Condition, params: Params): string {
  const name = cond.field[cond.field.length - 1];
  // `embed=is.null` / `embed=not.is.null` filters parents by whether the embed matched.
  const embed = node.embeds.find((e) => e.names.includes(name));
  if (embed && !node.relation.columns.has(name) && cond.op === 'is') {
    const where = [joinCondition(node, embed), ...embed.filters.map((f) => filterSql(embed, f, params))];
    const exists = `exists (select 1 from ${embedFrom(node, embed)} where ${where.join(' and ')})`;
    if (cond.value === 'null') return `not ${exists}`;
    if (cond.value === 'not_null') return exists;
  }
  const { sql: column, type } = columnRef(node, name);
  const value = cond.value;
  if (cond.op in TSQUERY && typeof value === 'string') {
    // The configuration is a bound regconfig, so an unknown name is Postgres's 42704 (a 400).
    const config = cond.config ? `${params.add(cond.config, 'regconfig')}, ` : '';
    const vector = TEXT_SEARCHABLE.test(type) ? `to_tsvector(${config}${column})` : column;
    return `${vector} @@ ${TSQUERY[cond.op as FtsOperator]}(${config}${params.add(value, 'text')})`;
  }
  if (cond.quant) return quantifiedSql(column, type, cond, params);
  if (cond.op in COMPARISONS) return `${column} ${COMPARISONS[cond.op]} ${params.add(value, type)}`;
  if (Array.isArray(value)) return `${column} = any(${params.add(arrayLiteral(value), `${type}[]`)})`;
  switch (cond.op) {
    case 'like':
      return `${column}::text like ${params.add(value.replace(/\*/g, '%'), 'text')}`;
    case 'ilike':
      return `${column}::text ilike ${params.add(value.replace(/\*/g, '%'), 'text')}`;
    case 'match':
      return `${column}::text ~ ${params.add(value, 'text')}`;
    case 'imatch':
      return `${column}::text ~* ${params.add(value, 'text')}`;
    case 'isdistinct':
      return `${column} is distinct from ${params.add(value, type)}`;
    case 'is': {
      const v = value.toLowerCase();
      if (v === 'not_null') return `${column} is not null`;
      return `${column} is ${v}`;
    }
    case 'cs':
      return `${column} @> ${params.add(value, type)}`;
    case 'cd':
      return `${column} <@ ${params.add(value, type)}`;
    case 'ov':
      return `${column} && ${params.add(value, type)}`;
    // Range operators, the value read as the column's range type: `period=sl.[2024-01-01,2024-02-01)`.
    case 'sl':
      return `${column} << ${params.add(value, type)}`;
    case 'sr':
      return `${column} >> ${params.add(value, type)}`;
    case 'nxr':
      return `${column} &< ${params.add(value, type)}`;
    case 'nxl':
      return `${column} &> ${params.add(value, type)}`;
    case 'adj':
      return `${column} -|- ${params.add(value, type)}`;
    default:
      throw new ParseError(`Unsupported operator "${cond.op}"`);
  }
}

const PATTERN_OPERATORS: Record<string, string> = { like: 'like', ilike: 'ilike', match: '~', imatch: '~*' };

/**
 * `col=like(any).{O*,P*}`: the operator against ANY or ALL of an array, its literal bound as one
 * parameter of the column's array type (text[] for patterns, where `*` stands for `%`).
 */
function quantifiedSql(column: string, type: string, cond: Condition, params: Params): string {
  const value = cond.value as string;
  const quant = cond.quant === 'all' ? 'all' : 'any';
  if (cond.op in COMPARISONS) return `${column} ${COMPARISONS[cond.op]} ${quant}(${params.add(value, `${type}[]`)})`;
  const patterns = cond.op === 'like' || cond.op === 'ilike' ? value.replace(/\*/g, '%') : value;
  return `${column}::text ${PATTERN_OPERATORS[cond.op]} ${quant}(${params.add(patterns, 'text[]')})`;
}

/** The JSON rows of a node over a row source (a table, a function's call, or a CTE of written rows). */
export function selectRowsSql(node: QueryNode, source: string, params: Params, stripNulls = false): string {
  // nulls=stripped: every object drops its null-valued fields, nested ones too (jsonb_strip_nulls).
  const row = rowParts(node, params);
  return `select coalesce(jsonb_agg(${stripNulls ? 'jsonb_strip_nulls(e.j)' : 'e.j'}), '[]'::jsonb)::text as body, count(*)::int as n
    from (select ${row.json} as j from ${source} ${node.alias}${whereSql(node, params)}${groupBySql(row.groupBy)}${orderSql(node)}${limitSql(node)}) e`;
}

/**
 * A page of a node's rows as CSV, as PostgREST writes it: a header row of the column names, then
 * one line per row in Postgres' own text form of a row (values with commas, quotes, spaces or
 * parentheses double-quoted, quotes doubled, NULL as nothing). Embedded resources are JSON text.
 */
export function csvRowsSql(node: QueryNode, source: string, params: Params): { sql: string; header: string[] } {
  const columns: string[] = [];
  const header: string[] = [];
  const groupBy: string[] = [];
  for (const item of node.select) {
    if (item.kind === 'star') {
      columns.push(`${node.alias}.*`);
      groupBy.push(...[...node.relation.columns.keys()].map((c) => `${node.alias}.${quoteIdent(c)}`));
      header.push(...node.relation.columns.keys());
    } else if (item.kind === 'column') {
      const expr = columnItemSql(node, item);
      columns.push(`${expr} as ${quoteIdent(columnKey(item))}`);
      groupBy.push(expr);
      header.push(columnKey(item));
    } else if (item.kind === 'aggregate') {
      const { sql, key } = aggregateSql(node, item);
      columns.push(`${sql} as ${quoteIdent(key)}`);
      header.push(key);
    }
  }
  for (const embed of node.embeds) {
    if (embed.spread) throw new ApiError(406, 'PGRST107', 'None of these media types are available: text/csv', 'The emulator writes no CSV for a spread embed');
    const sql = embedJson(node, embed, params);
    columns.push(`${sql} as ${quoteIdent(embed.key)}`);
    groupBy.push(sql);
    header.push(embed.key);
  }
  const grouped = hasAggregates(node) ? groupBySql(groupBy) : '';
  const sql = `select coalesce(string_agg(substr(r::text, 2, length(r::text) - 2), E'\n'), '') as body, count(*)::int as n
    from (select ${columns.join(', ') || 'null'} from ${source} ${node.alias}${whereSql(node, params)}${grouped}${orderSql(node)}${limitSql(node)}) r`;
  return { sql, header };
}

/** The rows a read matches, before paging: what a count counts and what a planned count estimates. */
export function matchingRowsSql(node: QueryNode, source: string, params: Params): string {
  return `select 1 from ${source} ${node.alias}${whereSql(node, params)}`;
}

/**
 * The number of rows a read matches. With `atMost`, counting stops after that many, so the
 * cost is bounded by it rather than by the size of the table. The matches are a materialized
 * CTE because Postgres plans one for reading every row (the plan an exact count gets, on an
 * index) yet runs it only as far as the LIMIT pulls; a LIMIT applied to them directly would let
 * the planner pick a sequential scan it expects to stop early, which reads the whole table
 * whenever there are fewer matches than it guessed.
 */
export function countSql(node: QueryNode, source: string, params: Params, atMost?: number): string {
  if (atMost === undefined) return `select count(*)::int as total from ${source} ${node.alias}${whereSql(node, params)}`;
  return `with pgrst_matches as materialized (${matchingRowsSql(node, source, params)})
    select count(*)::int as total from (select 1 from pgrst_matches limit ${Math.trunc(atMost)}) pgrst_counted`;
}

/**
 * A page (JSON or CSV, as `page` writes it over a FROM item) and the exact count of the rows
 * matched, in one statement over a source run once: its rows are a materialized CTE that both read.
 */
export function selectAndCountRowsSql(node: QueryNode, source: RowSource, params: Params, page: (from: string, params: Params) => string): string {
  return `with pgrst_source as materialized (select * from ${source.from(params)} pgrst_source)
    select page.body, page.n, (${countSql(node, 'pgrst_source', params)}) as total
    from (${page('pgrst_source', params)}) page`;
}

export { qualified as qualifiedSql, table as tableSql };
