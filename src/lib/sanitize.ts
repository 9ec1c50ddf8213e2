// Every text value a user gives is reduced to plain text before it is used or stored.
// React escapes text when rendering; this keeps markup out of the data.

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1].toLowerCase() === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

function stripOnce(text: string): string {
  return text
    .replace(/<(script|style|iframe|object|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<\/?[a-z!?][^>]*(>|$)/gi, '');
}

/** Markup removed (repeatedly, so nested tricks fall apart), entities decoded, control characters dropped. */
export function toPlainText(input: string): string {
  let text = input;
  for (let i = 0; i < 5; i++) {
    const next = stripOnce(decodeEntities(stripOnce(text)));
    if (next === text) break;
    text = next;
  }
  return dropControlCharacters(text.replace(/\r\n?/g, '\n')).trim();
}

/** Control characters removed, except tab and newline (a message may have several lines). */
function dropControlCharacters(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const control = (code < 0x20 && char !== '\n' && char !== '\t') || (code >= 0x7f && code <= 0x9f);
    if (!control) out += char;
  }
  return out;
}
