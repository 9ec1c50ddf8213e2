import type { Claims, Db, RequestInfo, Tx } from './types.ts';

/**
 * Switches the transaction to the JWT's role with its claims, as PostgREST does, so row-level
 * security decides what the request may see and do; request.headers lets SQL see the client's
 * address (x-forwarded-for), as on hosted Supabase.
 */
async function actAs(tx: Tx, claims: Claims, request: RequestInfo | undefined, timeoutMs: number) {
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('request.method', $3, true), set_config('request.path', $4, true),
            set_config('request.headers', $5, true), set_config('statement_timeout', $6, true),
            set_config('search_path', 'public, extensions', true)`,
    [
      claims.role,
      JSON.stringify(claims),
      request?.method ?? '',
      request?.path ?? '',
      JSON.stringify(request?.headers ?? {}),
      String(timeoutMs),
    ],
  );
}

/**
 * One transaction as the caller: role, claims, the role's statement timeout, cancelled when the
 * client disconnects. GET and HEAD pass readOnly, as PostgREST runs reads.
 */
export function transactionAs<T>(db: Db, claims: Claims, request: RequestInfo, fn: (tx: Tx) => Promise<T>, readOnly = false) {
  const timeoutMs = db.statementTimeoutFor(claims.role);
  return db.transaction(
    async (tx) => {
      // Must be the transaction's first statement.
      if (readOnly) await tx.query('set transaction read only');
      await actAs(tx, claims, request, timeoutMs);
      return fn(tx);
    },
    { timeoutMs, signal: request.signal, address: request.address },
  );
}
