// A page built with Vite from a few lines of JSX, outside the app, for a bench's floor: written
// under node_modules (where the libraries resolve), built, handed over, then removed.
import react from '@vitejs/plugin-react';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

export interface ScratchPage {
  /** A folder name under node_modules. */
  name: string;
  /** The <head>'s contents. */
  head: string;
  /** main.jsx, which the page loads as a module into <div id="root">. */
  mainJsx: string;
}

/** Builds the page and calls `visit` with its Vite root and build folder; removes both after. */
export async function withScratchPage<T>(page: ScratchPage, visit: (root: string, outDir: string) => Promise<T>): Promise<T> {
  const root = join(process.cwd(), 'node_modules', page.name);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  try {
    writeFileSync(join(root, 'index.html'), `<!doctype html><html lang="en"><head>${page.head}</head><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>`);
    writeFileSync(join(root, 'main.jsx'), page.mainJsx);
    const outDir = join(root, 'dist');
    await build({ configFile: false, root, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true } });
    return await visit(root, outDir);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
