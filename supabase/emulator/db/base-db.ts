// What both backends share: the API roles' statement timeouts, read from the database, and the
// types their drivers return as text.

import type { AddressShare } from './address-share.ts';
import type { QueryResult } from './types.ts';

/**
 * Timeout for the emulator's own statements and for roles without a `statement_timeout`
 * setting (service_role). Hosted Supabase sets anon 3 s and authenticated 8 s on the roles;
 * platform.sql does the same, and STATEMENT_TIMEOUT_MS changes this default.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = Number(process.env.STATEMENT_TIMEOUT_MS ?? 15_000);

// Both drivers hand back timestamps, numerics and bigints as text (json stays parsed), so
// results look the same whichever database runs; the REST layer builds its JSON in Postgres.
export const TEXT_TYPES = [20, 1082, 1114, 1184, 1700];

/** Postgres durations as role settings hold them: `3s`, `8000`, `1min`. */
export function parseDuration(value: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|min|h|d)?\s*$/.exec(value);
  if (!match) return null;
  const unit = { ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] ?? 'ms'] ?? 1;
  return Math.round(Number(match[1]) * unit);
}

const ROLE_SETTINGS_SQL = `
  select r.rolname as role, cfg as setting
    from pg_db_role_setting s
    join pg_roles r on r.oid = s.setrole
    cross join unnest(s.setconfig) cfg
   where r.rolname in ('anon', 'authenticated', 'service_role')
     and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
     and cfg like 'statement_timeout=%'`;

/** The part of Db both backends implement alike: role timeouts, and each address's share of the database. */
export abstract class BaseDb {
  private roleTimeouts = new Map<string, number>();
  abstract query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  constructor(protected share: AddressShare) {}

  statementTimeoutFor(role: string) {
    return this.roleTimeouts.get(role) ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  }
  async loadRoleSettings() {
    const { rows } = await this.query<{ role: string; setting: string }>(ROLE_SETTINGS_SQL);
    for (const row of rows) {
      const ms = parseDuration(row.setting.slice('statement_timeout='.length));
      if (ms) this.roleTimeouts.set(row.role, ms);
    }
  }
}
