import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { checkArticleCards, parseContent, readAppRoutes } from './parse-content.ts';

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONTENT_DIR = join(PROJECT_ROOT, 'content');
const ROUTE_TREE = join(PROJECT_ROOT, 'src', 'routeTree.gen.ts');

/**
 * Turns each content/<lang>/**\/*.md the app imports into a module whose default export is the
 * page's document (checked frontmatter and the body's tree), as JSON: the browser gets data, not
 * a Markdown parser. A file with bad frontmatter, unused Markdown or a link to no route fails the
 * build (and shows as an error in the dev server). Used by the client and server builds and vitest.
 */
export function contentPages(): Plugin {
  return {
    name: 'manzil-content-pages',
    // Before Vite's own plugins, which do not know .md.
    enforce: 'pre',
    transform(source, id) {
      const path = id.split('?')[0] ?? id;
      if (!path.endsWith('.md') || !path.startsWith(CONTENT_DIR + sep)) return null;
      const file = relative(CONTENT_DIR, path).split(sep).join('/').replace(/\.md$/, '');
      // Read now, not once: the generator rewrites the route tree when a route file is added.
      const routes = readAppRoutes(ROUTE_TREE);
      const doc = parseContent(file, source, routes);
      checkArticleCards(doc, CONTENT_DIR);
      return { code: `export default ${JSON.stringify(doc)};\n`, map: null };
    },
  };
}
