// Records the SQL the emulator runs for API requests, so the query-plan test can EXPLAIN and the
// benchmark can time exactly the statements the app's own requests produce (never a hand-typed
// copy that could drift). It wraps the database's transactions: the REST layer runs each request
// in one, as the request's role, so EXPLAIN inside it plans with that role's row-level security.
import type { Db, Tx, TxOptions } from '../../supabase/emulator/db/types.ts';

export interface CapturedStatement {
  sql: string;
  params: unknown[];
  /** EXPLAIN (FORMAT JSON) of the statement, run just before it in the same transaction. */
  plan?: PlanNode;
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

/** Statements every request runs to take on its role: not the request's own query. */
const PREAMBLE = /^\s*(set transaction|select set_config\()/i;

export interface SqlCapture {
  /** Runs `request` and answers the statements it ran (with their plans when explaining). */
  record(request: () => Promise<unknown>): Promise<CapturedStatement[]>;
  restore(): void;
}

export function captureSql(db: Db, options: { explain?: boolean } = {}): SqlCapture {
  const original = db.transaction;
  let recording: CapturedStatement[] | null = null;
  const wrap = (tx: Tx): Tx => ({
    exec: (sql) => tx.exec(sql),
    query: async <T>(sql: string, params: unknown[] = []) => {
      if (recording && !PREAMBLE.test(sql)) {
        const statement: CapturedStatement = { sql, params };
        if (options.explain && /^\s*(select|with)\b/i.test(sql)) {
          const { rows } = await tx.query<Record<string, unknown>>(`explain (format json) ${sql}`, params);
          const raw = Object.values(rows[0])[0];
          const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
          statement.plan = parsed[0].Plan;
        }
        recording.push(statement);
      }
      return tx.query<T>(sql, params);
    },
  });
  db.transaction = function <T>(fn: (tx: Tx) => Promise<T>, txOptions?: TxOptions) {
    return original.call(db, (tx: Tx) => fn(wrap(tx)), txOptions) as Promise<T>;
  };
  return {
    async record(request) {
      recording = [];
      try {
        await request();
        return recording;
      } finally {
        recording = null;
      }
    },
    restore() {
      db.transaction = original;
    },
  };
}

/** Every node of a plan, depth first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/** The tables a plan reads with a sequential scan. */
export function seqScannedTables(plan: PlanNode): string[] {
  return planNodes(plan)
    .filter((n) => /Seq Scan$/.test(n['Node Type']))
    .map((n) => n['Relation Name'] ?? '?');
}

/** A one-line summary of a plan's scans, for messages and the benchmark's notes. */
export function scanSummary(plan: PlanNode): string {
  return planNodes(plan)
    .filter((n) => /Scan$/.test(n['Node Type']))
    .map((n) => `${n['Node Type']}${n['Index Name'] ? ` ${n['Index Name']}` : n['Relation Name'] ? ` ${n['Relation Name']}` : ''}`)
    .join(', ');
}
