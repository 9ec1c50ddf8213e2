// The pieces of PostgREST's URL grammar its parsers share (parse-select.ts, parse-filter.ts):
// splitting at the top level, quoted names, and the error a malformed request gets. They produce
// plain data; nothing here touches SQL.

export class ParseError extends Error {
  constructor(
    message: string,
    readonly details: string | null = null,
  ) {
    super(message);
  }
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

/** A double-quoted value without its quotes (`\"` for a quote inside); any other as it is. */
export function unquote(name: string): string {
  if (name.length >= 2 && name.startsWith('"') && name.endsWith('"')) return name.slice(1, -1).replace(/\\"/g, '"');
  return name;
}

/** A double-quoted name's text: a backslash escapes the character after it (`\"`, `\\`). */
function unquoteName(name: string): string {
  return name.slice(1, -1).replace(/\\(.)/gs, '$1');
}

export function identifier(raw: string, what: string): string {
  const trimmed = raw.trim();
  const quoted = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"');
  const name = quoted ? unquoteName(trimmed) : trimmed;
  if (!name || (!quoted && !IDENT.test(name)) || name.length > 63) {
    throw new ParseError(`"${raw}" is not a valid ${what}`);
  }
  return name;
}

export function parseNonNegativeInt(raw: string, what: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new ParseError(`"${raw}" is not a valid ${what}`);
  return Number(raw);
}
