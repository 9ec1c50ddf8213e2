// What a server-rendered page shows, for the tests that compare pages.

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&nbsp;': '\u00a0' };

/** The words a reader sees in <main>: tags, scripts, styles and React's text separators dropped, whitespace collapsed. */
export function mainText(body: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(body)?.[1] ?? '';
  return main
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

export function jsonLdBlocks(body: string): string[] {
  return [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}
