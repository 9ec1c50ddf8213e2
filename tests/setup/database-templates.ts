// Once per vitest run: a folder for this run's database templates (tests/integration/test-database.ts),
// removed when the run ends, with the PostgreSQL template databases made in it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's folder for PGlite templates; its name also names the run's PostgreSQL templates. */
    databaseTemplates: string;
  }
}

/** The PostgreSQL template databases of the run whose templates folder is `dir`. */
export const postgresTemplatePrefix = (dir: string) => `manzil_tpl_${basename(dir).replace(/\W/g, '_').toLowerCase()}`;

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'manzil-db-templates-'));
  project.provide('databaseTemplates', dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (!process.env.DATABASE_URL) return;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [postgresTemplatePrefix(dir)]);
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
