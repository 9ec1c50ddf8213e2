import { ESLint } from 'eslint';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The layers' rules are lint rules (eslint.config.js), built from the folders on disk: a feature
// made tomorrow is covered without touching the config.

const ROOT = join(import.meta.dirname, '../..');
const NEW_FEATURE = join(ROOT, 'src/features', `zz-new-feature-${process.pid}`);

afterAll(() => rmSync(NEW_FEATURE, { recursive: true, force: true }));

async function ruleIdsFor(path: string, code: string): Promise<string[]> {
  // A fresh ESLint reads the config, and so the folders, as they are now.
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: path });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', () => {
  it('a feature that did not exist when the config was written may not import another feature', async () => {
    mkdirSync(NEW_FEATURE, { recursive: true });
    const file = join(NEW_FEATURE, 'alerts.ts');
    const code = "import { listingKeys } from '@/features/listings/api/listing-keys';\nexport const keys = listingKeys;\n";
    writeFileSync(file, code);
    expect(await ruleIdsFor(file, code)).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('lib imports nothing above it', async () => {
    const file = join(ROOT, 'src/lib/boundary-probe.ts');
    for (const from of ['@/offline/db', '@/components/load-error', '@/app/query-client', '@/features/listings/search-params']) {
      expect(await ruleIdsFor(file, `import * as above from '${from}';\nexport { above };\n`), from).toContain('import-x/no-restricted-paths');
    }
  }, 60_000);
});
