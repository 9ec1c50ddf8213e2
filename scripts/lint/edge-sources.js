// The modules under src/ that the edge functions run (supabase/functions/**, and what they import
// from src/, followed through relative imports). They run on Deno in hosted Supabase, which reads
// them as they are: relative paths with extensions, no `@/` alias and no message macros (those are
// the app's build's). eslint.config.js gives these files a rule that refuses both.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every .ts file under `folder`. */
function sourcesUnder(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Paths (relative to `root`, '/'-separated) of the src/ files reachable from the files under `entries`. */
export function edgeSources(root, entries = ['supabase/functions']) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file) || statSync(file).isDirectory()) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) visit(resolve(dirname(file), match[1]));
  };
  for (const entry of entries) for (const file of sourcesUnder(join(root, entry))) visit(resolve(file));
  return [...seen].map((file) => relative(root, file).split('\\').join('/')).filter((file) => file.startsWith('src/')).sort();
}
