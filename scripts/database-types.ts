// Writes the app's `Database` type from the migrated schema, in the shape `supabase gen types
// typescript` produces (Tables with Row/Insert/Update/Relationships, Views, Functions, Enums,
// CompositeTypes, and the Tables<> helpers), without the Supabase CLI, which needs Docker.
// The schema comes from a fresh PGlite brought up by the emulator's own setup, and what is
// exposed (relations, foreign keys, computed columns) from the emulator's schema cache, so the
// types describe exactly what its REST layer serves.
//
// Three choices differ from the CLI, each towards what the database guarantees:
// - a text column whose CHECK is `column in ('a', 'b')` is typed 'a' | 'b' (the CLI says string),
//   so the app's lists of statuses and types are checked against the migrations';
// - function results and computed columns are `| null` (Postgres cannot declare them not null);
// - a NOT NULL column without a default is optional in Insert when a BEFORE INSERT trigger fills it:
//   the table has one, and neither anon nor authenticated may insert that column themselves
//   (messages.recipient_id is the listing's owner, whatever the client sends).
import { openDb } from '../supabase/emulator/db/open-db.ts';
import { setupDatabase } from '../supabase/emulator/setup.ts';
import { readSchema } from './read-database-schema.ts';
import { renderDatabaseTypes } from './render-database-types.ts';

/** Migrates a fresh temporary PGlite (no seed), reads its schema and renders the file. */
export async function generateDatabaseTypes(): Promise<string> {
  const db = await openDb();
  try {
    await setupDatabase(db, { seed: false });
    return renderDatabaseTypes(await readSchema(db));
  } finally {
    await db.close();
  }
}

/** Where the file is written: the app's copy, and the edge functions' own beside the code Supabase deploys. */
export const DATABASE_TYPES_FILES = ['src/lib/database.types.ts', 'supabase/functions/_shared/database.types.ts'];
