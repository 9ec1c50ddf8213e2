// Parsers for the PostgREST query grammar that postgrest-js emits (select trees, filters,
// logic trees, order). They produce plain data; nothing here touches SQL.

import { refusedPatternReason } from './regex-screen.ts';

export class ParseError extends Error {
  constructor(
    message: string,
    readonly details: string | null = null,
  ) {
    super(message);
  }
}

/**
 * A `match`/`imatch` pattern refused because it could hold the database until the statement
 * timeout (regex-screen.ts); the REST API counts it against the address as it would that timeout.
 */
export class RefusedPatternError extends ParseError {}

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

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

/**
 * Operators that take PostgREST's `(any)` / `(all)` modifiers (`name=like(any).{O*,P*}`): the value
 * is then a Postgres array literal, compared with ANY(...) or ALL(...).
 */
export const QUANTIFIABLE_OPERATORS = ['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'] as const;
const QUANTIFIED = /^([a-z]+)\((any|all)\)$/;

/** Full-text operators: `col=wfts(english).sea view`; the text search configuration is optional. */
export const FTS_OPERATORS = ['fts', 'plfts', 'phfts', 'wfts'] as const;
export type FtsOperator = (typeof FTS_OPERATORS)[number];
const FTS_WITH_CONFIG = /^(fts|plfts|phfts|wfts)\((.*)\)$/s;
/** PostgREST's grammar for a configuration name: letters, digits and underscores. */
const FTS_CONFIG = /^[A-Za-z0-9_]{1,63}$/;

export interface Condition {
  kind: 'condition';
  /** Path to the column: embed names then the column, e.g. ['property_images', 'is_primary']. */
  field: string[];
  negate: boolean;
  op: Operator;
  /** The raw value; for `in` a list. */
  value: string | string[];
  /** The text search configuration of a full-text operator, e.g. `english`; null for the default. */
  config?: string | null;
  /** The `(any)` / `(all)` modifier of a comparison or pattern operator; the value is then an array literal. */
  quant?: 'any' | 'all' | null;
}
export interface LogicTree {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Filter[];
}
export type Filter = Condition | LogicTree;

export interface OrderTerm {
  /** A to-one embed whose column orders the rows it is embedded in (`order=clients(name).desc`). */
  embed: string | null;
  column: string;
  /** JSON path after the column (`order=data->a->>b.desc`), as in a select item. */
  path: ColumnItem['path'];
  descending: boolean;
  nulls: 'first' | 'last' | null;
}

/**
 * An unquoted name as PostgREST's URL grammar reads one: letters, digits, `_`, `$`, spaces and
 * dashes (not an arrow), so `Unit Price=lt.200` names the column "Unit Price". Anything else must
 * be double-quoted (`"information.cpe"`), with `\"` for a quote inside.
 */
const IDENT = /^(?:[\p{L}\p{N}_$ ]|-(?!>))+$/u;

/**
 * Splits on a separator at depth 0, outside double quotes (and, with `braces`, outside an array
 * literal's braces, as a logic tree's values `cs.{a,b}` or `like(any).{O*,P*}` are).
 */
export function splitTopLevel(input: string, separator = ',', braces = false): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (ch === '\\' && quoted && i + 1 < input.length) {
      current += ch + input[++i];
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    else if (braces && !quoted && ch === '{') depth++;
    else if (braces && !quoted && ch === '}') depth--;
    if (depth < 0) throw new ParseError(`Unbalanced parentheses in "${input}"`);
    if (ch === separator && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (depth !== 0 || quoted) throw new ParseError(`Unbalanced parentheses or quotes in "${input}"`);
  parts.push(current);
  return parts;
}

function unquote(name: string): string {
  if (name.length >= 2 && name.startsWith('"') && name.endsWith('"')) return name.slice(1, -1).replace(/\\"/g, '"');
  return name;
}

/** A double-quoted name's text: a backslash escapes the character after it (`\"`, `\\`). */
function unquoteName(name: string): string {
  return name.slice(1, -1).replace(/\\(.)/gs, '$1');
}

function identifier(raw: string, what: string): string {
  const trimmed = raw.trim();
  const quoted = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"');
  const name = quoted ? unquoteName(trimmed) : trimmed;
  if (!name || (!quoted && !IDENT.test(name)) || name.length > 63) {
    throw new ParseError(`"${raw}" is not a valid ${what}`);
  }
  return name;
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

/** An operator token as the operator's name: `wfts(english)` is `wfts`, `like(any)` is `like`. */
function operatorName(token: string | undefined): string | undefined {
  return token?.match(FTS_WITH_CONFIG)?.[1] ?? token?.match(QUANTIFIED)?.[1] ?? token;
}

/**
 * Parses `[not.]op.value` (the value of a filter query parameter, or one condition of a logic
 * tree when `inLogicTree`).
 */
export function parseOperation(field: string[], raw: string, inLogicTree = false): Condition {
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const token = dot === -1 ? rest : rest.slice(0, dot);
  const value = dot === -1 ? '' : rest.slice(dot + 1);
  const opName = operatorName(token)!;
  if (!(OPERATORS as readonly string[]).includes(opName)) {
    throw new ParseError(`"${opName}" is not a supported operator`, `in filter "${field.join('.')}=${raw}"`);
  }
  const op = opName as Operator;
  const quant = (token.match(QUANTIFIED)?.[2] ?? null) as Condition['quant'];
  if (quant !== null) {
    if (!(QUANTIFIABLE_OPERATORS as readonly string[]).includes(op)) {
      throw new ParseError(`"${op}" does not take the (${quant}) modifier`, `in filter "${field.join('.')}=${raw}"; only ${QUANTIFIABLE_OPERATORS.join(', ')} do`);
    }
    // The value is a Postgres array literal, `{O*,P*}`, read by Postgres as the column's type.
    if (!value.startsWith('{') || !value.endsWith('}')) {
      throw new ParseError(`"${op}(${quant})" expects a list in braces, got "${value}"`, `in filter "${field.join('.')}=${raw}"`);
    }
    const refused = op === 'match' || op === 'imatch' ? refusedPatternReason(value) : null;
    if (refused) {
      throw new RefusedPatternError(`Unsupported regular expression in filter "${field.join('.')}"`, `${refused}: such patterns can run far longer than any search needs.`);
    }
    return { kind: 'condition', field, negate, op, value, quant };
  }
  if ((FTS_OPERATORS as readonly string[]).includes(op)) {
    const config = token.match(FTS_WITH_CONFIG)?.[2] ?? null;
    if (config !== null && !FTS_CONFIG.test(config)) {
      throw new ParseError(`"${config}" is not a valid text search configuration`, `in filter "${field.join('.')}=${raw}"`);
    }
    // As in PostgREST, a top-level value is taken as it is: its double quotes are websearch
    // phrase quotes ("sea view"). Only a logic tree's value may be quoted to hold a comma.
    return { kind: 'condition', field, negate, op, value: inLogicTree ? unquote(value) : value, config };
  }
  if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) {
      throw new ParseError(`"in" expects a list in parentheses, got "${value}"`);
    }
    const inner = value.slice(1, -1);
    const items = inner === '' ? [] : splitTopLevel(inner).map((v) => unquote(v.trim()));
    return { kind: 'condition', field, negate, op, value: items };
  }
  if (op === 'is' && !['null', 'true', 'false', 'unknown', 'not_null'].includes(value.toLowerCase())) {
    throw new ParseError(`"is" accepts null, true, false or unknown, got "${value}"`);
  }
  const pattern = unquote(value);
  const refused = op === 'match' || op === 'imatch' ? refusedPatternReason(pattern) : null;
  if (refused) {
    throw new RefusedPatternError(`Unsupported regular expression in filter "${field.join('.')}"`, `${refused}: such patterns can run far longer than any search needs.`);
  }
  return { kind: 'condition', field, negate, op, value: pattern };
}

export function parseFieldPath(key: string): string[] {
  return splitTopLevel(key, '.').map((part) => identifier(part, 'column name'));
}

/** Parses the value of an `or`/`and` parameter: `(a.eq.1,b.gt.2,and(c.eq.3))`. */
export function parseLogic(op: 'and' | 'or', negate: boolean, raw: string, prefix: string[] = []): LogicTree {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw new ParseError(`"${op}" expects a list in parentheses, got "${raw}"`);
  }
  const children = splitTopLevel(raw.slice(1, -1), ',', true).map((item) => parseLogicItem(item.trim(), prefix));
  return { kind: 'logic', op, negate, children };
}

function parseLogicItem(item: string, prefix: string[]): Filter {
  const logic = item.match(/^(not\.)?(and|or)(\(.*\))$/s);
  if (logic) return parseLogic(logic[2] as 'and' | 'or', Boolean(logic[1]), logic[3], prefix);
  // col.op.value or col.not.op.value; the column itself may be quoted or dotted (embed.col).
  // A quoted column may hold dots: it is one part.
  const quotedColumn = item.startsWith('"') ? /^"(?:[^"\\]|\\.)*"/s.exec(item)?.[0] : undefined;
  const parts = quotedColumn ? [quotedColumn, ...item.slice(quotedColumn.length + 1).split('.')] : item.split('.');
  for (let i = 1; i < parts.length; i++) {
    const candidate = operatorName(parts[i] === 'not' ? parts[i + 1] : parts[i]);
    if (candidate !== undefined && (OPERATORS as readonly string[]).includes(candidate)) {
      const field = [...prefix, ...parts.slice(0, i).map((p) => identifier(p, 'column name'))];
      return parseOperation(field, parts.slice(i).join('.'), true);
    }
  }
  throw new ParseError(`Malformed condition "${item}"`);
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

export function parseNonNegativeInt(raw: string, what: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new ParseError(`"${raw}" is not a valid ${what}`);
  return Number(raw);
}

/**
 * How a read's total is counted: 'exact' counts every match; 'planned' takes the planner's
 * estimate; 'estimated' counts exactly up to [api] max_rows and estimates beyond it.
 */
export type CountMethod = 'exact' | 'planned' | 'estimated';

/** What the Prefer header asks of a request. */
export interface Prefer {
  representation: boolean;
  count: CountMethod | null;
  resolution: 'merge' | 'ignore' | null;
  /** return=: what a write answers with (headers-only is answered as minimal). */
  return: 'representation' | 'minimal' | 'headers-only' | null;
  /** missing=default: a key some objects leave out takes its column's default, not null. */
  missing: 'default' | 'null' | null;
  /** tx=: how the request's transaction ends (see TX_END_OVERRIDE in http.ts for when it is honoured). */
  tx: 'commit' | 'rollback' | null;
  handling: 'strict' | 'lenient' | null;
  /** max-affected=N: with handling=strict, a PATCH or DELETE changing more than N rows is refused. */
  maxAffected: number | null;
  /** Preferences PostgREST does not know (each as sent): refused with handling=strict (PGRST122). */
  invalid: string[];
}

// The preference values PostgREST recognises. Any other token is an invalid preference, except
// timezone=… (accepted, though the emulator does not apply it) and max-affected=….
const KNOWN_PREFERENCES = new Set([
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'return=representation',
  'return=minimal',
  'return=headers-only',
  'params=single-object',
  'count=exact',
  'count=planned',
  'count=estimated',
  'tx=commit',
  'tx=rollback',
  'missing=default',
  'missing=null',
  'handling=strict',
  'handling=lenient',
]);

/**
 * Parses the Prefer header (several Prefer headers arrive joined by commas). As in PostgREST,
 * the first value given for a preference is the one that counts, and tokens are trimmed.
 */
export function parsePrefer(header: string | undefined): Prefer {
  const tokens = (header ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  const first = <T extends string>(name: string, values: readonly T[]): T | null => {
    for (const token of tokens) {
      if (!token.startsWith(`${name}=`)) continue;
      const value = token.slice(name.length + 1) as T;
      if (values.includes(value)) return value;
    }
    return null;
  };
  const resolution = first('resolution', ['merge-duplicates', 'ignore-duplicates'] as const);
  const returned = first('return', ['representation', 'minimal', 'headers-only'] as const);
  const maxAffectedToken = tokens.find((t) => t.startsWith('max-affected='));
  const maxAffectedRaw = maxAffectedToken?.slice('max-affected='.length);
  return {
    representation: returned === 'representation',
    count: first('count', ['exact', 'planned', 'estimated'] as const),
    resolution: resolution === 'merge-duplicates' ? 'merge' : resolution === 'ignore-duplicates' ? 'ignore' : null,
    return: returned,
    missing: first('missing', ['default', 'null'] as const),
    tx: first('tx', ['commit', 'rollback'] as const),
    handling: first('handling', ['strict', 'lenient'] as const),
    // A value that is not a whole number is ignored (and, like PostgREST, not counted as invalid).
    maxAffected: maxAffectedRaw !== undefined && /^-?\d{1,18}$/.test(maxAffectedRaw) ? Number(maxAffectedRaw) : null,
    invalid: tokens.filter((t) => !KNOWN_PREFERENCES.has(t) && !t.startsWith('timezone=') && !t.startsWith('max-affected=')),
  };
}

/**
 * The Preference-Applied header PostgREST gives a request: the preferences it honoured, in its
 * order (resolution, missing, return, count, tx, handling, max-affected), each only where that
 * kind of request echoes it. max-affected is echoed only with handling=strict, as only then is it
 * applied; resolution only when the table has a primary key or on_conflict names the columns.
 */
export function preferenceApplied(
  prefer: Prefer,
  kind: 'read' | 'insert' | 'update' | 'delete' | 'rpc',
  options: { resolutionApplies?: boolean; txHonoured: boolean },
): string | null {
  const values: string[] = [];
  if (kind === 'insert' && prefer.resolution && options.resolutionApplies) {
    values.push(`resolution=${prefer.resolution === 'merge' ? 'merge-duplicates' : 'ignore-duplicates'}`);
  }
  if ((kind === 'insert' || kind === 'update') && prefer.missing) values.push(`missing=${prefer.missing}`);
  if (kind !== 'read' && kind !== 'rpc' && prefer.return) values.push(`return=${prefer.return}`);
  if (prefer.count) values.push(`count=${prefer.count}`);
  if (prefer.tx && options.txHonoured) values.push(`tx=${prefer.tx}`);
  if (prefer.handling) values.push(`handling=${prefer.handling}`);
  if ((kind === 'update' || kind === 'delete' || kind === 'rpc') && prefer.handling === 'strict' && prefer.maxAffected !== null) {
    values.push(`max-affected=${prefer.maxAffected}`);
  }
  return values.length > 0 ? values.join(', ') : null;
}
