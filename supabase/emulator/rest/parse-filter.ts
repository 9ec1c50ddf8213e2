// Parsers for the filters postgrest-js emits: `[not.]op.value` conditions and `and`/`or` logic
// trees. They produce plain data; nothing here touches SQL.

import { identifier, ParseError, splitTopLevel, unquote } from './parse-syntax.ts';
import { refusedPatternReason } from './regex-screen.ts';

/**
 * A `match`/`imatch` pattern refused because it could hold the database until the statement
 * timeout (regex-screen.ts); the REST API counts it against the address as it would that timeout.
 */
export class RefusedPatternError extends ParseError {}

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

