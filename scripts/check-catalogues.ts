// `npm run i18n:check`: fails when the message catalogues (src/locales) are not what the code
// needs: a message in the code missing from them, one they keep that the code no longer has (run
// `npm run i18n:extract`), or one without its Arabic translation. It extracts a fresh copy into a
// temporary folder and compares, so it changes nothing in the repository.
import { formatter } from '@lingui/format-po';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LOCALES = ['en', 'ar'];
const root = join(import.meta.dirname, '..');
const po = formatter({ lineNumbers: false });

type Catalog = Record<string, { message?: string; translation?: string; obsolete?: boolean }>;
const read = async (dir: string, locale: string): Promise<Catalog> =>
  (await po.parse(readFileSync(join(dir, locale, 'messages.po'), 'utf8'), { locale, sourceLocale: 'en', filename: `${locale}.po` })) as Catalog;

const fresh = mkdtempSync(join(tmpdir(), 'manzil-catalogues-'));
try {
  cpSync(join(root, 'src/locales'), fresh, { recursive: true });
  const run = spawnSync(process.execPath, [join(root, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean'], {
    cwd: root,
    env: { ...process.env, LINGUI_CATALOG_DIR: fresh },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`lingui extract failed:\n${run.stderr}`);
  const problems: string[] = [];
  for (const locale of LOCALES) {
    const committed = await read(join(root, 'src/locales'), locale);
    const needed = await read(fresh, locale);
    for (const id of Object.keys(needed)) if (!(id in committed)) problems.push(`${locale}: missing "${needed[id].message ?? id}"`);
    for (const id of Object.keys(committed)) if (!(id in needed)) problems.push(`${locale}: no longer used "${committed[id].message ?? id}"`);
    // In ICU MessageFormat an apostrophe before a brace quotes it: "Saved '{name}'" shows "{name}".
    for (const entry of Object.values(committed)) {
      for (const text of [entry.message, entry.translation]) {
        if (text && /(^|[^'])'[{}]/.test(text)) problems.push(`${locale}: an apostrophe quotes a placeholder in "${text}" (write it twice: '')`);
      }
    }
    if (locale !== 'en') {
      for (const [id, entry] of Object.entries(committed)) if (!entry.translation?.trim()) problems.push(`${locale}: not translated "${entry.message ?? id}"`);
    }
  }
  if (problems.length > 0) {
    console.error(`The message catalogues need work (npm run i18n:extract, then translate):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Message catalogues: ${LOCALES.join(', ')} complete.`);
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
