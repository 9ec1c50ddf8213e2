// Regular expressions (`match`, `imatch` filters) that can keep Postgres busy far beyond any
// search's needs are refused before they reach the database. Postgres matches most patterns in
// time proportional to the text, but back-references make it backtrack (five groups echoed back
// run for minutes on a few kilobytes), and so do look-arounds nested in look-arounds. The
// statement timeout would stop them, but on PGlite, which runs one statement at a time, every
// second one runs is a second nobody else is served, and stopping it costs a restart.

/** Longer patterns are refused: a search needs a few dozen characters, and Postgres' work grows with the pattern. */
export const MAX_PATTERN_LENGTH = 1000;

/**
 * Why a pattern is refused, or null when it may run. Conservative: an escape or look-around
 * written where Postgres would read it literally (in a bracket expression, or in the basic and
 * literal syntaxes that embedded options select) is refused all the same.
 */
export function refusedPatternReason(pattern: string): string | null {
  if (pattern.length > MAX_PATTERN_LENGTH) return `The pattern is longer than ${MAX_PATTERN_LENGTH} characters`;
  // For each open group: whether it is a look-around or sits inside one.
  const groups: boolean[] = [];
  let inBracket = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') {
      // \1 to \9 start a back-reference (\0 starts an octal escape).
      if (/[1-9]/.test(pattern[i + 1] ?? '')) return 'Back-references (\\1 to \\9) are not supported';
      i++;
    } else if (inBracket) {
      // [:alpha:], [.x.] and [=x=] inside a bracket expression hold characters of their own.
      const kind = pattern[i + 1];
      if (ch === '[' && (kind === ':' || kind === '.' || kind === '=')) {
        const end = pattern.indexOf(`${kind}]`, i + 2);
        if (end !== -1) i = end + 1;
      } else if (ch === ']') inBracket = false;
    } else if (ch === '[') {
      inBracket = true;
      // A ] right after [ or [^ is a member, not the end.
      if (pattern[i + 1] === '^') i++;
      if (pattern[i + 1] === ']') i++;
    } else if (ch === '(') {
      const lookaround = /^\(\?<?[=!]/.test(pattern.slice(i, i + 4));
      const inside = groups.length > 0 && groups[groups.length - 1];
      if (lookaround && inside) return 'A look-around inside another look-around is not supported';
      groups.push(lookaround || inside);
    } else if (ch === ')') {
      groups.pop();
    }
  }
  return null;
}
