import { ApiError } from './api-error.ts';
import type { Catalogue, Relation, Relationship } from './catalogue.ts';
import type { Filter } from './parse-filter.ts';
import type { AggregateItem, ColumnItem, EmbedItem, OrderTerm, SelectItem } from './parse-select.ts';

// The plan of a read: the tree of what a request asks for (a relation, the columns it selects,
// its embeds and the relationships that join them, filters, order, paging), every name checked
// against the catalogue. query-sql.ts turns it into SQL.

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
  /** A many-to-many relationship's junction table, which joins the two instead. */
  junction: (Relationship & { cardinality: 'many-to-many' })['junction'] | null;
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
      `Could not find the table '${catalogue.schema}.${name}' in the schema cache`,
    );
  }
  return relation;
}

export function buildNode(catalogue: Catalogue, relation: Relation, select: SelectItem[], depth = { n: 0 }): QueryNode {
  const alias = `t${depth.n++}`;
  const node: QueryNode = { relation, alias, select, embeds: [], filters: [], order: [], limit: null, offset: 0 };
  for (const item of select) {
    if (item.kind === 'column') columnOf(relation, item.name);
    if (item.kind === 'embed') node.embeds.push(resolveEmbed(catalogue, node, item, depth));
    if (item.kind === 'aggregate') {
      // Off unless the database's pgrst.db_aggregates_enabled says otherwise, as on hosted Supabase.
      if (!catalogue.aggregatesEnabled) throw new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
      if (item.column) columnOf(relation, item.column.name);
    }
  }
  return node;
}

/**
 * The relationships of `origin` an embed `target!hint` names, chosen as PostgREST's findRel
 * chooses them: by the other table's name, by the foreign key constraint's name, or by the
 * key's column on this side; a hint names the constraint, a column of either side, or a
 * many-to-many junction table. In a self-relationship (a table referencing itself) the table's
 * name means the rows pointing at this one (one-to-many, told apart by a hint naming their
 * column) and the key's column means the row it points at (many-to-one).
 */
function findRelationships(relationships: Relationship[], target: string, hint: string | null): Relationship[] {
  const single = (r: Relationship, side: 0 | 1) => (r.cardinality !== 'many-to-many' && r.columns.length === 1 ? r.columns[0][side] : null);
  const constraint = (r: Relationship) => (r.cardinality === 'many-to-many' ? null : r.constraint);
  return relationships.filter((r) => {
    if (r.self) {
      if (hint === null) return (r.foreignTable === target && r.cardinality === 'one-to-many') || (r.cardinality === 'many-to-one' && single(r, 0) === target);
      return r.foreignTable === target && r.cardinality === 'one-to-many' && single(r, 1) === hint;
    }
    if (hint === null) return r.foreignTable === target || constraint(r) === target || single(r, 0) === target;
    return (
      r.foreignTable === target &&
      (constraint(r) === hint || single(r, 0) === hint || single(r, 1) === hint || (r.cardinality === 'many-to-many' && r.junction.table === hint))
    );
  });
}

const columnList = (columns: string[]) => `(${columns.join(', ')})`;

/** One candidate of an ambiguous embed, as PostgREST lists it in the error's details. */
function describeRelationship(r: Relationship) {
  const embedding = `${r.table} with ${r.foreignTable}`;
  if (r.cardinality === 'many-to-many') {
    const j = r.junction;
    const relationship = `${j.table} using ${j.constraint1}${columnList(j.source.map((p) => p[0]))} and ${j.constraint2}${columnList(j.target.map((p) => p[0]))}`;
    return { cardinality: r.cardinality, embedding, relationship };
  }
  const relationship = `${r.constraint} using ${r.table}${columnList(r.columns.map((p) => p[0]))} and ${r.foreignTable}${columnList(r.columns.map((p) => p[1]))}`;
  return { cardinality: r.cardinality, embedding, relationship };
}

function resolveEmbed(catalogue: Catalogue, parent: QueryNode, item: EmbedItem, depth: { n: number }): EmbedNode {
  const parentName = parent.relation.name;
  // Only the catalogue's own relations have relationships: not the columns of a function's
  // `returns table (...)`, even when a table shares the function's name.
  const related = catalogue.relations.get(parentName) === parent.relation;
  const names = [item.alias, item.name].filter((n): n is string => n !== null);
  // A function of the parent's row named as the embed is a computed relationship, and takes the
  // place of any foreign key relationship of that name.
  const computed = related && !item.hint ? catalogue.computedRelationships.find((r) => r.from === parentName && r.name === item.name) : undefined;
  if (computed) {
    const child = buildNode(catalogue, relationOrThrow(catalogue, computed.to), item.select, depth);
    return { ...child, key: item.alias ?? item.name, names, join: [], junction: null, call: computed.name, toOne: computed.toOne, inner: item.inner, spread: item.spread };
  }
  const matching = related ? findRelationships(catalogue.relationships.get(parentName) ?? [], item.name, item.hint) : [];
  if (matching.length === 0) {
    const using = item.hint ? `' using the hint '${item.hint}` : '';
    throw new ApiError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parentName}' and '${item.name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parentName}' and '${item.name}${using}' in the schema '${catalogue.schema}', but no matches were found.`,
    );
  }
  if (matching.length > 1) {
    const hints = matching.map((r) => `'${r.foreignTable}!${r.cardinality === 'many-to-many' ? r.junction.table : r.constraint}'`);
    throw new ApiError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parentName}' and '${item.name}'`,
      matching.map(describeRelationship),
      `Try changing '${item.name}' to one of the following: ${hints.join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  const chosen = matching[0];
  const toOne = chosen.cardinality === 'many-to-one' || chosen.cardinality === 'one-to-one';
  const child = buildNode(catalogue, relationOrThrow(catalogue, chosen.foreignTable), item.select, depth);
  return {
    ...child,
    key: item.alias ?? item.name,
    names,
    join: chosen.cardinality === 'many-to-many' ? [] : chosen.columns,
    junction: chosen.cardinality === 'many-to-many' ? chosen.junction : null,
    call: null,
    toOne,
    inner: item.inner,
    spread: item.spread,
  };
}


/** A column of a relation, real or computed (a function of its row), checked against the catalogue. */
export function columnOf(relation: Relation, name: string): { computed: boolean; type: string } {
  const column = relation.columns.get(name);
  if (column) return { computed: false, type: column.type };
  const computed = relation.computed.get(name);
  if (computed) return { computed: true, type: computed.returnType };
  throw new ApiError(400, '42703', `column ${relation.name}.${name} does not exist`);
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

/** The key a selected column is answered under. */
export const columnKey = (item: ColumnItem) => item.alias ?? item.path.at(-1)?.key ?? item.name;

/** The key an aggregate is answered under. */
export const aggregateKey = (item: AggregateItem) => item.alias ?? item.fn;

export const hasAggregates = (node: QueryNode) => node.select.some((item) => item.kind === 'aggregate');

/** The keys of the JSON object a node's row is answered as (a spread's fields lifted into it). */
export function outputKeys(node: QueryNode): string[] {
  const keys: string[] = [];
  for (const item of node.select) {
    if (item.kind === 'star') keys.push(...node.relation.columns.keys());
    else if (item.kind === 'column') keys.push(columnKey(item));
    else if (item.kind === 'aggregate') keys.push(aggregateKey(item));
  }
  for (const embed of node.embeds) {
    if (embed.spread) keys.push(...outputKeys(embed));
    else if (embed.select.length > 0) keys.push(embed.key);
  }
  return keys;
}
