// Parsers for the select tree and the order terms postgrest-js emits. They produce plain data;
// nothing here touches SQL.

import { identifier, ParseError, splitTopLevel, unquote } from './parse-syntax.ts';

export interface ColumnItem {
  kind: 'column';
  name: string;
  alias: string | null;
  /** JSON path after the column: [operator, key] pairs such as ['->', 'a'], ['->>', 'b']. */
  path: { arrow: '->' | '->>'; key: string }[];
  cast: string | null;
}
export interface StarItem {
  kind: 'star';
}
export interface EmbedItem {
  kind: 'embed';
  name: string;
  alias: string | null;
  /** Relationship hint: a foreign key constraint name or column name. */
  hint: string | null;
  inner: boolean;
  spread: boolean;
  select: SelectItem[];
}
/**
 * An aggregate function in `select`: `amount.sum()`, `total:amount.sum()::int`, `count()` (rows),
 * `data->tax::numeric.avg()` (the column cast before it is aggregated). The other columns and
 * embeds selected beside it are what its rows are grouped by.
 */
export interface AggregateItem {
  kind: 'aggregate';
  fn: 'avg' | 'count' | 'max' | 'min' | 'sum';
  /** The aggregated column; null for `count()`, which counts rows. */
  column: ColumnItem | null;
  alias: string | null;
  /** A cast of the aggregate's result. */
  cast: string | null;
}
export type SelectItem = ColumnItem | StarItem | EmbedItem | AggregateItem;

const AGGREGATE = /^(?:(.+)\.)?(avg|count|max|min|sum)\(\)(?:::([^:]+))?$/;

export interface OrderTerm {
  /** A to-one embed whose column orders the rows it is embedded in (`order=clients(name).desc`). */
  embed: string | null;
  column: string;
  /** JSON path after the column (`order=data->a->>b.desc`), as in a select item. */
  path: ColumnItem['path'];
  descending: boolean;
  nulls: 'first' | 'last' | null;
}

const CASTS = new Set([
  'text',
  'int',
  'int4',
  'integer',
  'int8',
  'bigint',
  'numeric',
  'float',
  'float8',
  'double precision',
  'real',
  'boolean',
  'bool',
  'date',
  'timestamp',
  'timestamptz',
  'json',
  'jsonb',
  'uuid',
]);

export function parseSelect(input: string | null): SelectItem[] {
  if (input === null || input.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(input).map((part) => parseSelectItem(part.trim()));
}

function parseSelectItem(part: string): SelectItem {
  if (part === '') throw new ParseError('Empty item in select');
  if (part === '*') return { kind: 'star' };
  const aggregate = parseAggregate(part);
  if (aggregate) return aggregate;
  const open = part.indexOf('(');
  if (open !== -1 && !part.startsWith('"')) {
    if (!part.endsWith(')')) throw new ParseError(`Malformed embed "${part}"`);
    let head = part.slice(0, open);
    const inner = part.slice(open + 1, -1);
    const spread = head.startsWith('...');
    if (spread) head = head.slice(3);
    let alias: string | null = null;
    const colon = head.indexOf(':');
    if (colon !== -1) {
      alias = identifier(head.slice(0, colon), 'alias');
      head = head.slice(colon + 1);
    }
    const [nameRaw, ...modifiers] = head.split('!');
    let hint: string | null = null;
    let innerJoin = false;
    for (const modifier of modifiers) {
      if (modifier === 'inner') innerJoin = true;
      else if (modifier === 'left') innerJoin = false;
      else hint = identifier(modifier, 'relationship hint');
    }
    return {
      kind: 'embed',
      name: identifier(nameRaw, 'relation name'),
      alias,
      hint,
      inner: innerJoin,
      spread,
      select: inner.trim() === '' ? [] : parseSelect(inner),
    };
  }
  let rest = part;
  let alias: string | null = null;
  const colon = rest.search(/:(?!:)/);
  if (colon > 0 && rest[colon - 1] !== ':') {
    alias = identifier(rest.slice(0, colon), 'alias');
    rest = rest.slice(colon + 1);
  }
  let cast: string | null = null;
  const castAt = rest.indexOf('::');
  if (castAt !== -1) {
    cast = rest.slice(castAt + 2).trim();
    rest = rest.slice(0, castAt);
    if (!CASTS.has(cast)) throw new ParseError(`Unsupported cast "${cast}"`);
  }
  const { name, path } = parseField(rest, part);
  return { kind: 'column', name, alias, path, cast };
}

/** `[alias:][column[::cast].]fn()[::cast]`, or null when the item is no aggregate. */
function parseAggregate(part: string): AggregateItem | null {
  let rest = part;
  let alias: string | null = null;
  const colon = rest.search(/:(?!:)/);
  if (colon > 0 && rest[colon - 1] !== ':' && !rest.slice(0, colon).includes('(')) {
    alias = rest.slice(0, colon);
    rest = rest.slice(colon + 1);
  }
  const match = AGGREGATE.exec(rest);
  if (!match) return null;
  const [, field, fn, cast] = match;
  if (alias !== null) alias = identifier(alias, 'alias');
  if (cast && !CASTS.has(cast.trim())) throw new ParseError(`Unsupported cast "${cast}"`);
  if (!field) {
    if (fn !== 'count') throw new ParseError(`"${fn}()" needs a column to aggregate, as in "amount.${fn}()"`);
    return { kind: 'aggregate', fn, column: null, alias, cast: cast?.trim() ?? null };
  }
  const column = parseSelectItem(field);
  if (column.kind !== 'column') throw new ParseError(`Malformed aggregate "${part}"`);
  return { kind: 'aggregate', fn: fn as AggregateItem['fn'], column, alias, cast: cast?.trim() ?? null };
}

/** A column name and the JSON path after it: `data->a->>b`, `"my column"`. */
function parseField(raw: string, context: string): { name: string; path: ColumnItem['path'] } {
  const [nameRaw, ...segments] = raw.split(/(->>|->)/);
  const path: ColumnItem['path'] = [];
  for (let i = 0; i < segments.length; i += 2) {
    const arrow = segments[i] as '->' | '->>';
    const key = unquote((segments[i + 1] ?? '').trim());
    if (!key) throw new ParseError(`Malformed JSON path in "${context}"`);
    path.push({ arrow, key });
  }
  return { name: identifier(nameRaw, 'column name'), path };
}

export function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw).map((term) => {
    const parts = splitTopLevel(term.trim(), '.');
    const related = /^([^()]+)\(([^()]+)\)$/.exec(parts[0]);
    const embed = related ? identifier(related[1], 'relation name') : null;
    const { name: column, path } = parseField(related ? related[2] : parts[0], term);
    let descending = false;
    let nulls: OrderTerm['nulls'] = null;
    for (const modifier of parts.slice(1)) {
      if (modifier === 'asc') descending = false;
      else if (modifier === 'desc') descending = true;
      else if (modifier === 'nullsfirst') nulls = 'first';
      else if (modifier === 'nullslast') nulls = 'last';
      else throw new ParseError(`Unknown order modifier "${modifier}" in "${term}"`);
    }
    return { embed, column, path, descending, nulls };
  });
}

