// Each integration file gets a database of its own, copied from a template the run makes once.
// Applying platform.sql, every migration and the seed takes several seconds per database (about
// 10 s on a 2-core machine, more when it is busy); a copy takes a fraction of one. The first file to need a template
// (with the seed or without) makes it with the emulator's own setup; the rest copy it. A template
// lives as long as the run (tests/setup/database-templates.ts), so the seed's timestamps are as
// fresh as the run's.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createEmulator } from '../../supabase/emulator/server.ts';
import { postgresTemplatePrefix } from '../setup/database-templates.ts';

export interface TestDatabase {
  /** PostgreSQL: the file's own database. */
  databaseUrl?: string;
  /** PGlite: the file's own data folder. */
  dataDir?: string;
  drop(): Promise<void>;
}

let counter = 0;

/** A database brought to the current schema, seeded or not, by the emulator's setup; closed after. */
async function setUp(where: { databaseUrl?: string; dataDir?: string }, seed: boolean, scratch: string) {
  const emulator = await createEmulator({ ...where, storageDir: join(scratch, 'storage'), seed, backgroundJobs: false });
  await emulator.close();
}

/** This run's PGlite template folder: made here unless another file has made it already. */
async function pgliteTemplate(seed: boolean): Promise<string> {
  const template = join(inject('databaseTemplates'), seed ? 'seeded' : 'unseeded');
  if (existsSync(template)) return template;
  const scratch = await mkdtemp(`${template}-making-`);
  try {
    await setUp({ dataDir: join(scratch, 'pglite') }, seed, scratch);
    // Two files may make it at once: the first rename wins, the other's copy is dropped.
    await rename(join(scratch, 'pglite'), template).catch(() => undefined);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return template;
}

const withDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

/** This run's PostgreSQL template database, made under a lock by the first file that needs it. */
async function postgresTemplate(admin: pg.Client, url: string, seed: boolean): Promise<string> {
  const name = `${postgresTemplatePrefix(inject('databaseTemplates'))}_${seed ? 'seeded' : 'unseeded'}`;
  await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
  try {
    if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) return name;
    const making = `${name}_making`;
    await admin.query(`drop database if exists ${making} with (force)`);
    await admin.query(`create database ${making}`);
    const scratch = await mkdtemp(join(tmpdir(), 'manzil-template-'));
    try {
      await setUp({ databaseUrl: withDatabase(url, making) }, seed, scratch);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
    await admin.query(`alter database ${making} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
  }
}

/** A new PostgreSQL database on the server of `url`, empty or copied from `template`; dropped by `drop`. */
async function newPostgresDatabase(url: string, template?: string): Promise<TestDatabase> {
  const name = `manzil_test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    databaseUrl: withDatabase(url, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * With DATABASE_URL, a new empty PostgreSQL database (dropped by `drop`); otherwise none, and the
 * caller's emulator makes its own PGlite. For tests and benchmarks that set the database up themselves.
 */
export async function createBlankDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  return url ? newPostgresDatabase(url) : { drop: async () => undefined };
}

/**
 * A fresh database for one test file, migrated and seeded (or not) as the emulator would make it:
 * with DATABASE_URL a new PostgreSQL database (dropped afterwards), otherwise a PGlite folder.
 */
export async function createTestDatabase({ seed }: { seed: boolean }): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      return await newPostgresDatabase(url, await postgresTemplate(admin, url, seed));
    } finally {
      await admin.end();
    }
  }
  const template = await pgliteTemplate(seed);
  const dataDir = await mkdtemp(join(tmpdir(), 'manzil-pglite-'));
  await cp(template, dataDir, { recursive: true });
  return { dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
}
