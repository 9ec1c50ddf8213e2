// The part of Go's html/template that supabase/templates/*.html and the subjects in config.toml
// use, so the emulator sends the same emails GoTrue sends from the same files:
//   {{ .Field.key }}                   a value (HTML-escaped in a body)
//   {{ if COND }} ... {{ else }} ... {{ end }}
//   COND: a value, a string literal, or (eq A B), (and A B ...), (or A B ...), (not A)
// Anything else is refused when the template is read, never rendered wrong.

type Node = { text: string } | { value: Expr } | { cond: Expr; then: Node[]; otherwise: Node[] };
type Expr = { field: string[] } | { literal: string } | { call: 'eq' | 'and' | 'or' | 'not'; args: Expr[] };
export type TemplateData = Record<string, unknown>;

const ACTION = /\{\{-?\s*(.*?)\s*-?\}\}/gs;

function parseExpr(source: string): Expr {
  const tokens = source.match(/"(?:[^"\\]|\\.)*"|\(|\)|[^\s()]+/g) ?? [];
  let at = 0;
  const term = (): Expr => {
    const token = tokens[at++];
    if (token === undefined) throw new Error(`Template: "${source}" ends early`);
    if (token === '(') {
      const inner = call();
      if (tokens[at++] !== ')') throw new Error(`Template: unbalanced ( in "${source}"`);
      return inner;
    }
    if (token.startsWith('"')) return { literal: JSON.parse(token) as string };
    if (/^(\.[A-Za-z_]\w*)+$/.test(token)) return { field: token.slice(1).split('.') };
    throw new Error(`Template: "${token}" is not supported (in "${source}")`);
  };
  const call = (): Expr => {
    const head = tokens[at];
    if (head === 'eq' || head === 'and' || head === 'or' || head === 'not') {
      at += 1;
      const args: Expr[] = [];
      while (at < tokens.length && tokens[at] !== ')') args.push(term());
      if ((head === 'not' && args.length !== 1) || args.length === 0 || (head === 'eq' && args.length < 2)) {
        throw new Error(`Template: wrong number of arguments to ${head} in "${source}"`);
      }
      return { call: head, args };
    }
    return term();
  };
  const expr = call();
  if (at !== tokens.length) throw new Error(`Template: unexpected "${tokens[at]}" in "${source}"`);
  return expr;
}

/** Reads a template; throws on anything outside the supported part of the syntax. */
export function parseTemplate(source: string): Node[] {
  const root: Node[] = [];
  // Open ifs: the list being filled and the if node it belongs to.
  const stack: { nodes: Node[]; node?: Extract<Node, { cond: Expr }> }[] = [{ nodes: root }];
  let last = 0;
  for (const match of source.matchAll(ACTION)) {
    const top = stack[stack.length - 1]!;
    if (match.index > last) top.nodes.push({ text: source.slice(last, match.index) });
    last = match.index + match[0].length;
    const action = match[1] ?? '';
    if (action.startsWith('if ')) {
      const node = { cond: parseExpr(action.slice(3)), then: [], otherwise: [] };
      top.nodes.push(node);
      stack.push({ nodes: node.then, node });
    } else if (action === 'else') {
      if (!top.node || top.nodes === top.node.otherwise) throw new Error('Template: {{ else }} outside an {{ if }}');
      top.nodes = top.node.otherwise;
    } else if (action === 'end') {
      if (stack.length === 1) throw new Error('Template: {{ end }} without an {{ if }}');
      stack.pop();
    } else {
      top.nodes.push({ value: parseExpr(action) });
    }
  }
  if (stack.length !== 1) throw new Error('Template: an {{ if }} has no {{ end }}');
  if (last < source.length) root.push({ text: source.slice(last) });
  return root;
}

/** Go's truth: empty values (missing, false, 0, "") are false. */
const truthy = (value: unknown) => value !== undefined && value !== null && value !== false && value !== '' && value !== 0;

function evaluate(expr: Expr, data: TemplateData): unknown {
  if ('literal' in expr) return expr.literal;
  if ('field' in expr) {
    let value: unknown = data;
    for (const key of expr.field) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    return value;
  }
  switch (expr.call) {
    case 'eq': {
      const first = evaluate(expr.args[0]!, data);
      return expr.args.slice(1).some((arg) => evaluate(arg, data) === first);
    }
    case 'not':
      return !truthy(evaluate(expr.args[0]!, data));
    case 'and': {
      // Go returns the first empty argument, or the last; later arguments are not evaluated.
      let value: unknown;
      for (const arg of expr.args) if (!truthy((value = evaluate(arg, data)))) return value;
      return value;
    }
    case 'or': {
      let value: unknown;
      for (const arg of expr.args) if (truthy((value = evaluate(arg, data)))) return value;
      return value;
    }
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' })[ch]!);

/** Renders a parsed template; values are HTML-escaped unless `html` is false (a subject line). */
export function renderTemplate(nodes: Node[], data: TemplateData, html = true): string {
  return nodes
    .map((node) => {
      if ('text' in node) return node.text;
      if ('value' in node) {
        const value = evaluate(node.value, data);
        const text = value === undefined || value === null ? '' : String(value);
        return html ? escapeHtml(text) : text;
      }
      return renderTemplate(truthy(evaluate(node.cond, data)) ? node.then : node.otherwise, data, html);
    })
    .join('');
}
