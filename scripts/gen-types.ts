// `npm run gen:types`: writes the Database types from the migrations (scripts/database-types.ts).
import { writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATABASE_TYPES_FILES, generateDatabaseTypes } from './database-types.ts';

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const text = await generateDatabaseTypes();
for (const file of DATABASE_TYPES_FILES) {
  await writeFile(join(PROJECT_ROOT, file), text);
  console.log(`wrote ${file}`);
}
