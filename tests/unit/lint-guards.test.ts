import { ESLint } from 'eslint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { edgeSources } from '../../scripts/lint/edge-sources.js';

// The lint rules that hold the layout, shown to fail when broken (a rule that parses nothing passes
// everything: import-x's no-cycle had, until it was told to read TypeScript).
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// tests/lint-fixtures/ is ignored by `npm run lint`; here it is linted.
const eslint = new ESLint({ cwd: ROOT, ignore: false });

const rulesBroken = (results: ESLint.LintResult[], ruleId: string) => results.flatMap((result) => result.messages).filter((message) => message.ruleId === ruleId);

describe('lint guards', () => {
  it('refuses an import cycle between TypeScript modules', async () => {
    const results = await eslint.lintFiles([join(ROOT, 'tests/lint-fixtures/cycle-a.ts')]);
    expect(rulesBroken(results, 'import-x/no-cycle')).toHaveLength(1);
  });

  it("refuses the '@/' alias and message macros in a module an edge function runs, not elsewhere in src/", async () => {
    const code = "import { locationKey } from '@/lib/location-key';\nimport { msg } from '@lingui/core/macro';\n\nexport const used = [locationKey, msg];\n";
    // The alerts' function runs the search's conditions and the area names from src/.
    const sources = edgeSources(ROOT);
    expect(sources).toEqual(expect.arrayContaining(['src/features/listings/api/search-conditions.ts', 'src/lib/areas.ts', 'src/lib/location-key.ts']));
    const atTheEdge = await eslint.lintText(code, { filePath: join(ROOT, 'src/lib/areas.ts') });
    expect(rulesBroken(atTheEdge, 'no-restricted-imports').map((message) => message.message)).toEqual([
      expect.stringContaining('import it by its relative path'),
      expect.stringContaining('message macros are not compiled'),
    ]);
    expect(sources).not.toContain('src/lib/format.ts');
    const inTheApp = await eslint.lintText(code, { filePath: join(ROOT, 'src/lib/format.ts') });
    expect(rulesBroken(inTheApp, 'no-restricted-imports')).toEqual([]);
  });
});
