import { EXPOSED_SCHEMA, type Catalogue, type Relation } from './catalogue.ts';
import {
  ParseError,
  type ColumnItem,
  type Condition,
  type EmbedItem,
  type Filter,
  type FtsOperator,
  type OrderTerm,
  type SelectItem,
} from './parse.ts';

// Turns a parsed request into SQL. Identifiers are only ever taken from the catalogue
// (after checking the request's names against it) and quoted; values are always bound
// parameters. JSON is built by Postgres, as PostgREST does.

/** A request error detected before SQL runs, answered like PostgREST's own errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;
const table = (name: string) => `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(name)}`;

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

export const tableSource = (relation: Relation): RowSource => ({ from: () => table(relation.name), once: false });

export interface QueryNode {
  relation: Relation;
  /** SQL alias of this node's row source (t0, t1, ...). */
  alias: string;
  select: SelectItem[];
  embeds: EmbedNode[];
  filters: Filter[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
}

export interface EmbedNode extends QueryNode {
  key: string;
  names: string[];
  /** Pairs of [parent column, child column] joining the two. */
  join: [string, string][];
  /** A computed relationship's function: the embedded rows are its call on the parent's row. */
  call: string | null;
  toOne: boolean;
  inner: boolean;
  spread: boolean;
}

export function relationOrThrow(catalogue: Catalogue, name: string): Relation {
  const relation = catalogue.relations.get(name);
  if (!relation) {
    throw new ApiError(
      404,
      'PGRST205',
      `Could not find the table '${EXPOSED_SCHEMA}.${name}' in the schema cache`,
    );
  }
  return relation;
}

export function buildNode(catalogue: Catalogue, relation: Relation, select: SelectItem[], depth = { n: 0 }): QueryNode {
  const alias = `t${depth.n++}`;
  const node: QueryNode = { relation, alias, select, embeds: [], filters: [], order: [], limit: null, offset: 0 };
  for (const item of select) {
    if (item.kind === 'column') columnRef(node, item.name);
    if (item.kind === 'embed') node.embeds.push(resolveEmbed(catalogue, node, item, depth));
  }
  return node;
}

function resolveEmbed(catalogue: Catalogue, parent: QueryNode, item: EmbedItem, depth: { n: number }): EmbedNode {
  const target = catalogue.relations.get(item.name);
  const parentName = parent.relation.name;
  // Only the catalogue's own relations have relationships: not the columns of a function's
  // `returns table (...)`, even when a table shares the function's name.
  const related = catalogue.relations.get(parentName) === parent.relation;
  // A function of the parent's row named as the embed is a computed relationship, and takes the
  // place of any foreign key relationship of that name.
  const computed = related && !item.hint ? catalogue.computedRelationships.find((r) => r.from === parentName && r.name === item.name) : undefined;
  if (computed) {
    const child = buildNode(catalogue, relationOrThrow(catalogue, computed.to), item.select, depth);
    if (item.spread && !computed.toOne) {
      throw new ApiError(400, 'PGRST119', `A spread operation on '${item.name}' is only possible on a to-one relationship`);
    }
    const names = [item.alias, item.name].filter((n): n is string => n !== null);
    return { ...child, key: item.alias ?? item.name, names, join: [], call: computed.name, toOne: computed.toOne, inner: item.inner, spread: item.spread };
  }
  const candidates: { join: [string, string][]; toOne: boolean; fk: string; column: string }[] = [];
  for (const fk of related ? catalogue.foreignKeys : []) {
    // Many-to-one: this table points at the embedded one (or the embed is named by the FK column).
    if (fk.from === parentName && (fk.to === item.name || (fk.fromColumns.length === 1 && fk.fromColumns[0] === item.name))) {
      candidates.push({ join: fk.fromColumns.map((c, i) => [c, fk.toColumns[i]]), toOne: true, fk: fk.name, column: fk.fromColumns[0] });
    }
    // One-to-many: the embedded table points at this one (one-to-one when its columns are unique there).
    if (fk.to === parentName && fk.from === item.name) {
      candidates.push({ join: fk.toColumns.map((c, i) => [c, fk.fromColumns[i]]), toOne: fk.oneToOne, fk: fk.name, column: fk.fromColumns[0] });
    }
  }
  const matching = item.hint ? candidates.filter((c) => c.fk === item.hint || c.column === item.hint) : candidates;
  if (matching.length === 0 || (!target && !candidates.some((c) => c.toOne))) {
    throw new ApiError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parentName}' and '${item.name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parentName}' and '${item.name}' in the schema '${EXPOSED_SCHEMA}', but no matches were found.`,
    );
  }
  if (matching.length > 1) {
    throw new ApiError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parentName}' and '${item.name}'`,
      null,
      `Try changing '${item.name}' to one of: ${matching.map((m) => `'${item.name}!${m.fk}'`).join(', ')}.`,
    );
  }
  const chosen = matching[0];
  const targetName = target ? item.name : catalogue.foreignKeys.find((fk) => fk.name === chosen.fk)!.to;
  const child = buildNode(catalogue, relationOrThrow(catalogue, targetName), item.select, depth);
  if (item.spread && !chosen.toOne) {
    throw new ApiError(400, 'PGRST119', `A spread operation on '${item.name}' is only possible on a to-one relationship`);
  }
  return {
    ...child,
    key: item.alias ?? item.name,
    names: [item.alias, item.name].filter((n): n is string => n !== null),
    join: chosen.join,
    call: null,
    toOne: chosen.toOne,
    inner: item.inner,
    spread: item.spread,
  };
}

/** A column of a node as SQL (a real column or a computed one), checked against the catalogue. */
export function columnRef(node: QueryNode, name: string): { sql: string; type: string } {
  const column = node.relation.columns.get(name);
  if (column) return { sql: `${node.alias}.${quoteIdent(name)}`, type: column.type };
  const computed = node.relation.computed.get(name);
  // The row is cast to its relation's type: a no-op over the table itself, and what makes the
  // record of a CTE (a volatile function's rows) an argument the function takes.
  if (computed) return { sql: `${table(name)}(${node.alias}::${table(node.relation.name)})`, type: computed.returnType };
  throw new ApiError(400, '42703', `column ${node.relation.name}.${name} does not exist`);
}

/** Finds the node a dotted field path (embed names, then a column) refers to. */
export function nodeForPath(root: QueryNode, path: string[]): QueryNode {
  let node = root;
  for (const name of path) {
    const next = node.embeds.find((e) => e.names.includes(name));
    if (!next) {
      throw new ApiError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      );
    }
    node = next;
  }
  return node;
}

/** The JSON object for one row of a node, as a jsonb expression. */
export function rowJson(node: QueryNode, params: Params): string {
  const parts: string[] = [];
  const pairs: string[] = [];
  for (const item of node.select) {
    if (item.kind === 'star') parts.push(`to_jsonb(${node.alias})`);
    else if (item.kind === 'column') {
      const ref = columnRef(node, item.name);
      let expr = jsonPathSql(ref.sql, item.path);
      if (item.cast) expr = `(${expr})::${item.cast}`;
      const key = item.alias ?? item.path.at(-1)?.key ?? item.name;
      pairs.push(`${quoteLiteral(key)}, ${expr}`);
    }
  }
  for (const embed of node.embeds) {
    // An empty embed (`users()`) only filters, as with !inner: PostgREST leaves its key out.
    if (embed.select.length === 0 && !embed.spread) continue;
    const sql = embedJson(node, embed, params);
    if (embed.spread) parts.push(`coalesce(${sql}, '{}'::jsonb)`);
    else pairs.push(`${quoteLiteral(embed.key)}, ${sql}`);
  }
  // jsonb_build_object takes at most 100 arguments.
  for (let i = 0; i < pairs.length; i += 40) parts.push(`jsonb_build_object(${pairs.slice(i, i + 40).join(', ')})`);
  return parts.length ? parts.join(' || ') : `'{}'::jsonb`;
}

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
  return child.join
    .map(([p, c]) => `${child.alias}.${quoteIdent(c)} = ${parent.alias}.${quoteIdent(p)}`)
    .join(' and ');
}

/**
 * The FROM item of an embed's rows: its relation, or a computed relationship's call on the parent's
 * row (cast to the parent's type, as a computed column's argument is).
 */
function embedFrom(parent: QueryNode, child: EmbedNode) {
  const rows = child.call ? `${table(child.call)}(${parent.alias}::${table(parent.relation.name)})` : table(child.relation.name);
  return `${rows} ${child.alias}`;
}

function embedJson(parent: QueryNode, embed: EmbedNode, params: Params): string {
  const where = [joinCondition(parent, embed), ...innerExists(embed, params), ...embed.filters.map((f) => filterSql(embed, f, params))];
  const from = embedFrom(parent, embed);
  if (embed.toOne) return `(select ${rowJson(embed, params)} from ${from} where ${where.join(' and ')} limit 1)`;
  return `(select coalesce(jsonb_agg(e.j), '[]'::jsonb) from (select ${rowJson(embed, params)} as j from ${from}
    where ${where.join(' and ')}${orderSql(embed)}${limitSql(embed)}) e)`;
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
    const ref = columnRef(node, o.column);
    return `${jsonPathSql(ref.sql, o.path)} ${o.descending ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`;
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
  return `select coalesce(jsonb_agg(${stripNulls ? 'jsonb_strip_nulls(e.j)' : 'e.j'}), '[]'::jsonb)::text as body, count(*)::int as n
    from (select ${rowJson(node, params)} as j from ${source} ${node.alias}${whereSql(node, params)}${orderSql(node)}${limitSql(node)}) e`;
}

/**
 * A page of a node's rows as CSV, as PostgREST writes it: a header row of the column names, then
 * one line per row in Postgres' own text form of a row (values with commas, quotes, spaces or
 * parentheses double-quoted, quotes doubled, NULL as nothing). Embedded resources are JSON text.
 */
export function csvRowsSql(node: QueryNode, source: string, params: Params): { sql: string; header: string[] } {
  const columns: string[] = [];
  const header: string[] = [];
  for (const item of node.select) {
    if (item.kind === 'star') {
      columns.push(`${node.alias}.*`);
      header.push(...node.relation.columns.keys());
    } else if (item.kind === 'column') {
      let expr = jsonPathSql(columnRef(node, item.name).sql, item.path);
      if (item.cast) expr = `(${expr})::${item.cast}`;
      const key = item.alias ?? item.path.at(-1)?.key ?? item.name;
      columns.push(`${expr} as ${quoteIdent(key)}`);
      header.push(key);
    }
  }
  for (const embed of node.embeds) {
    if (embed.spread) throw new ApiError(406, 'PGRST107', 'None of these media types are available: text/csv', 'The emulator writes no CSV for a spread embed');
    columns.push(`${embedJson(node, embed, params)} as ${quoteIdent(embed.key)}`);
    header.push(embed.key);
  }
  const sql = `select coalesce(string_agg(substr(r::text, 2, length(r::text) - 2), E'\n'), '') as body, count(*)::int as n
    from (select ${columns.join(', ') || 'null'} from ${source} ${node.alias}${whereSql(node, params)}${orderSql(node)}${limitSql(node)}) r`;
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
 * A page and the exact count of the rows matched, in one statement over a source run once: its
 * rows are a materialized CTE that both read.
 */
export function selectAndCountRowsSql(node: QueryNode, source: RowSource, params: Params): string {
  return `with pgrst_source as materialized (select * from ${source.from(params)} pgrst_source)
    select page.body, page.n, (${countSql(node, 'pgrst_source', params)}) as total
    from (${selectRowsSql(node, 'pgrst_source', params)}) page`;
}

export { table as tableSql };
