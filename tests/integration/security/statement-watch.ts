import { vi } from 'vitest';
import type { Tx, TxOptions } from '../../../supabase/emulator/db/types.ts';
import type { TestEmulator } from '../emulator.ts';

/** A statement a request's transaction sent the database, for the client address it ran for. */
export interface SentStatement {
  address: string;
  sql: string;
  params: readonly unknown[];
  finished: boolean;
}

/**
 * Records every statement the APIs' transactions send the database, by the address they run for,
 * and whether it has finished: what reached the database and what is running now, which these
 * tests state instead of how long anything took. The statements still run as sent.
 */
export function watchStatements(db: TestEmulator['db']) {
  const sent: SentStatement[] = [];
  const transaction = db.transaction.bind(db);
  vi.spyOn(db, 'transaction').mockImplementation(<T>(fn: (tx: Tx) => Promise<T>, options?: TxOptions) => {
    const address = options?.address;
    if (address === undefined) return transaction(fn, options);
    const record = <R>(sql: string, params: readonly unknown[], running: Promise<R>) => {
      const statement = { address, sql, params, finished: false };
      sent.push(statement);
      return running.finally(() => {
        statement.finished = true;
      });
    };
    return transaction(
      (tx) =>
        fn({
          query: <R>(sql: string, params: unknown[] = []) => record(sql, params, tx.query<R>(sql, params)),
          exec: (sql: string) => record(sql, [], tx.exec(sql)),
        }),
      options,
    );
  });
  return sent;
}

/** Transactions the address has had in the database: each sets the caller's role once. */
export const transactionsOf = (sent: readonly SentStatement[], address: string) =>
  sent.filter((s) => s.address === address && s.sql.trim().startsWith("select set_config('role'")).length;

/** A generous bound on a wait, so a hang fails the test; never a measure of speed. */
export const patience = { timeout: 20_000, interval: 20 };
