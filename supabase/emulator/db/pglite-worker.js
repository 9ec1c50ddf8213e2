// PGlite in a worker thread. PGlite runs Postgres as WebAssembly on the thread that calls it, and
// a WebAssembly call cannot be interrupted: a runaway query on the HTTP thread would freeze every
// endpoint and even SIGTERM. Here it only occupies this thread, which the emulator can terminate
// and start again on the same data directory (Postgres recovers committed work from its WAL).
// Plain JavaScript so it starts under node, tsx and vitest alike without a TypeScript loader.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { parentPort, workerData } from 'node:worker_threads';

const { dataDir, textTypes } = workerData;

/** The fields of a Postgres error the REST layer maps to HTTP answers. */
function errorFields(error) {
  const e = error ?? {};
  return {
    code: typeof e.code === 'string' ? e.code : undefined,
    message: e.message ?? String(error),
    detail: e.detail,
    hint: e.hint,
  };
}

try {
  const pglite = await PGlite.create({
    dataDir,
    extensions: { pgcrypto, pg_trgm, unaccent },
    parsers: Object.fromEntries(textTypes.map((oid) => [oid, (v) => v])),
  });
  parentPort.on('message', async ({ id, op, sql, params }) => {
    try {
      if (op === 'listen') {
        // NOTIFY from any statement, this connection's own included, once its transaction commits.
        await pglite.listen(sql, (payload) => parentPort.postMessage({ notify: { channel: sql, payload: payload ?? '' } }));
        return;
      }
      if (op === 'close') {
        await pglite.close();
        parentPort.postMessage({ id, rows: [], rowCount: 0 });
      } else if (op === 'exec') {
        await pglite.exec(sql);
        parentPort.postMessage({ id, rows: [], rowCount: 0 });
      } else {
        const r = await pglite.query(sql, params);
        parentPort.postMessage({ id, rows: r.rows, rowCount: r.affectedRows ?? r.rows.length });
      }
    } catch (error) {
      parentPort.postMessage({ id, error: errorFields(error) });
    }
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ failed: errorFields(error) });
}
