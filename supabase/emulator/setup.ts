import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from './db/types.ts';

export const SUPABASE_DIR = new URL('..', import.meta.url).pathname;

/** Migration files sorted by their timestamp prefix, as the Supabase CLI applies them. */
export async function migrationFiles(dir = join(SUPABASE_DIR, 'migrations')) {
  const names = (await readdir(dir)).filter((n) => /^\d{14}_[\w-]+\.sql$/.test(n)).sort();
  return names.map((name) => ({ version: name.slice(0, 14), name, path: join(dir, name) }));
}

export interface SetupLog {
  (message: string): void;
}

/**
 * Brings a database to the current schema: platform.sql (what hosted Supabase provides),
 * then each migration not yet applied, then seed.sql once, on a fresh database only.
 * Returns whether the seed ran.
 */
export async function setupDatabase(db: Db, options: { seed?: boolean; log?: SetupLog } = {}) {
  const log = options.log ?? (() => undefined);
  await db.exec(await readFile(new URL('./platform.sql', import.meta.url), 'utf8'));
  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  );
  const fresh = applied.size === 0;
  for (const m of await migrationFiles()) {
    if (applied.has(m.version)) continue;
    const sql = await readFile(m.path, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          m.version,
          m.name.slice(15, -4),
        ]);
      });
    } catch (error) {
      throw new Error(`migration ${m.name} failed: ${(error as Error).message}`, { cause: error });
    }
    log(`applied migration ${m.name}`);
  }
  let seeded = false;
  if ((options.seed ?? true) && fresh) {
    const seedPath = join(SUPABASE_DIR, 'seed.sql');
    const seedSql = await readFile(seedPath, 'utf8').catch(() => null);
    if (seedSql !== null) {
      await db.exec(seedSql);
      await db.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2) on conflict do nothing', [
        'seed.sql',
        createHash('sha256').update(seedSql).digest('hex'),
      ]);
      seeded = true;
      log('applied seed.sql');
    }
  }
  await db.loadRoleSettings();
  return { seeded };
}
