// The query benchmark: the app's own listing reads (its query builders through supabase-js, in
// process against the emulator) over 100,000 synthetic listings, and the very statements the
// emulator ran for each, timed again as direct SQL. Reports p50, p95, the ratio between the two
// and the plan's scans, on PGlite and on PostgreSQL when one answers. Then the app's server
// (dist-server/handler.js, built first when missing) answering a property page and /buy over the
// same data: the whole answer, read, render and HTML, without the network.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { build, createServer } from 'vite';
import { linguiPlugins } from '../../scripts/lingui-plugins.ts';
import { transactionAs } from '../../supabase/emulator/db/transaction-as.ts';
import { API_URL, startTestEmulator, type TestEmulator } from '../integration/emulator.ts';
import type * as AppRequests from './app-requests.ts';
import { machine } from './machine.ts';
import { captureSql, scanSummary, seqScannedTables, type CapturedStatement } from './sql-capture.ts';
import { seedSynthetic, SYNTHETIC_LISTINGS } from './synthetic.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const QUERY_RESULTS_FILE = join(ROOT, 'bench-results', 'queries.json');
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
/** On PostgreSQL: each listing read's p95 through the app, and each page's from the app's server. */
const READ_P95_TARGET_MS = 15;
const PAGE_P95_TARGET_MS = 50;

/** ' (target N ms: met|MISSED)' for a PostgreSQL figure, nothing for PGlite's. */
function againstTarget(name: string, p95: number, target: number): string {
  if (name !== 'PostgreSQL') return '';
  return `  (target ${target} ms: ${p95 <= target ? 'met' : 'MISSED'})`;
}
const WARMUP = 5;

export interface Timing {
  p50: number;
  p95: number;
}

export interface QueryFigure {
  name: string;
  /** Through supabase-js and the emulator's REST layer, as the page asks. */
  app: Timing;
  /** The statements the emulator ran for it, sent directly as the database owner. */
  sql: Timing;
  /** app / sql. */
  ratio: Timing;
  /**
   * The same statements in one read-only transaction as anon, as the emulator runs a request:
   * row-level security applies, and Postgres then plans without column statistics for operators
   * that are not leakproof (LIKE, numeric comparisons, full-text @@), which can change the plan.
   */
  sqlAsAnon: Timing;
  /** app / sqlAsAnon: what the REST layer and supabase-js add. */
  ratioToAnon: Timing;
  /** Each statement's scans, and whether any reads a listings table whole. */
  plans: string[];
  seqScan: boolean;
}

export interface QueryBenchResult {
  listings: number;
  runs: number;
  measuredAt: string;
  machine: string;
  databases: { name: 'PGlite' | 'PostgreSQL'; bootMs: number; loadMs: number; queries: QueryFigure[]; pages: PageFigure[] }[];
}

/** The app's server answering one page: status, and the time from request to the last byte of HTML. */
export interface PageFigure {
  page: string;
  status: number;
  server: Timing;
}

/** The app's server as built (the client build's shell and manifest, and dist-server/handler.js), built first when missing. */
async function builtHandler(): Promise<(request: Request) => Promise<Response>> {
  const bundle = join(ROOT, 'dist-server', 'handler.js');
  if (!existsSync(bundle) || !existsSync(join(ROOT, 'dist', 'app.html'))) await build({ root: ROOT, logLevel: 'warn' });
  const { createHandler } = (await import(pathToFileURL(bundle).href)) as typeof import('../../src/server/handler.ts');
  return createHandler({
    appShell: readFileSync(join(ROOT, 'dist', 'app.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(join(ROOT, 'dist', '.vite', 'manifest.json'), 'utf8')),
    // Its stylesheets, which a page carries in its head.
    readAsset: async (path) => {
      const file = join(ROOT, 'dist', path);
      return existsSync(file) ? readFileSync(file) : null;
    },
  });
}

/** Times the server's answer for each page, its reads going to the emulator in this process. */
async function benchPages(emu: TestEmulator, handler: (request: Request) => Promise<Response>, pages: Record<string, string>): Promise<PageFigure[]> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    return request.url.startsWith(API_URL) ? emu.fetchFrom(request) : realFetch(request);
  };
  try {
    const figures: PageFigure[] = [];
    for (const [page, path] of Object.entries(pages)) {
      let status = 0;
      const answer = async () => {
        const response = await handler(new Request(`http://localhost:4173${path}`));
        status = response.status;
        await response.text();
      };
      const [server] = await timeAlternating(RUNS, [answer]);
      figures.push({ page, status, server: { p50: round(server.p50), p95: round(server.p95) } });
    }
    return figures;
  } finally {
    globalThis.fetch = realFetch;
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Times several ways of doing the same thing, alternating run by run, so a machine busy with
 * other work slows all alike and their ratios stay meaningful.
 */
async function timeAlternating(runs: number, fns: (() => Promise<unknown>)[]): Promise<Timing[]> {
  for (let i = 0; i < WARMUP; i++) for (const fn of fns) await fn();
  const times: number[][] = fns.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, fn] of fns.entries()) {
      const t = performance.now();
      await fn();
      times[k].push(performance.now() - t);
    }
  }
  return times.map((list) => {
    list.sort((x, y) => x - y);
    return { p50: percentile(list, 50), p95: percentile(list, 95) };
  });
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The app's request modules, loaded through Vite (as the browser build does): they read
 * import.meta.env, the `@/` alias and Lingui's macros (compiled by its plugins), which plain Node
 * does not provide.
 */
async function loadAppRequests(): Promise<typeof AppRequests> {
  const vite = await createServer({
    configFile: false,
    root: ROOT,
    logLevel: 'error',
    resolve: { alias: { '@': join(ROOT, 'src') } },
    plugins: linguiPlugins(),
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return (await vite.ssrLoadModule('/tests/bench/app-requests.ts')) as typeof AppRequests;
  } finally {
    await vite.close();
  }
}

async function benchDatabase(name: 'PGlite' | 'PostgreSQL', requests: typeof AppRequests, handler: (request: Request) => Promise<Response>) {
  const bootStart = performance.now();
  const emu: TestEmulator = await startTestEmulator({ seed: false });
  const bootMs = performance.now() - bootStart;
  try {
    const loadStart = performance.now();
    await seedSynthetic(emu);
    const loadMs = performance.now() - loadStart;
    console.log(`\n${name}: emulator boot ${bootMs.toFixed(0)} ms, ${SYNTHETIC_LISTINGS.toLocaleString('en')} listings loaded in ${loadMs.toFixed(0)} ms`);
    const { id: propertyId } = (await emu.db.query<{ id: string }>(`select id from public.properties where title = 'Listing 4242'`)).rows[0];
    const benched = [
      requests.LIST_REQUESTS.find((r) => r.name === 'home latest')!,
      requests.LIST_REQUESTS.find((r) => r.name === '/buy page 1 with count')!,
      requests.LIST_REQUESTS.find((r) => r.name === '/rent page 1 with count')!,
      requests.LIST_REQUESTS.find((r) => r.name === 'search: area')!,
      requests.LIST_REQUESTS.find((r) => r.name === 'search: keywords')!,
      requests.LIST_REQUESTS.find((r) => r.name === '/buy: property type')!,
      requests.LIST_REQUESTS.find((r) => r.name === '/buy: price range')!,
      requests.LIST_REQUESTS.find((r) => r.name === '/buy: bedrooms')!,
      requests.LIST_REQUESTS.find((r) => r.name === '/buy: added 3 days')!,
      ...['/rent: furnished', '/buy: off-plan', '/buy: size 1,000-2,000 sq ft', '/buy: 3+ bathrooms', '/buy: amenities pool and gym',
        '/rent: with video tour', 'search: map box', '/rent: every listing fact'].map((name) => requests.LIST_REQUESTS.find((r) => r.name === name)!),
      requests.propertyRequest(propertyId),
    ];
    const client = emu.client();
    const queries: QueryFigure[] = [];
    for (const request of benched) {
      // The statements (and plans) of one request, then timing without the recorder.
      const capture = captureSql(emu.db, { explain: true });
      let statements: CapturedStatement[];
      try {
        statements = await capture.record(() => request.run(client));
      } finally {
        capture.restore();
      }
      const [app, sql, asRole] = await timeAlternating(RUNS, [
        () => request.run(client),
        async () => {
          for (const s of statements) await emu.db.query(s.sql, s.params);
        },
        () =>
          transactionAs(emu.db, { role: 'anon' }, { method: 'GET', path: '/bench' }, async (tx) => {
            for (const s of statements) await tx.query(s.sql, s.params);
          }, true),
      ]);
      const figure: QueryFigure = {
        name: request.name,
        app: { p50: round(app.p50), p95: round(app.p95) },
        sql: { p50: round(sql.p50), p95: round(sql.p95) },
        ratio: { p50: round(app.p50 / sql.p50), p95: round(app.p95 / sql.p95) },
        sqlAsAnon: { p50: round(asRole.p50), p95: round(asRole.p95) },
        ratioToAnon: { p50: round(app.p50 / asRole.p50), p95: round(app.p95 / asRole.p95) },
        plans: statements.filter((s) => s.plan).map((s) => scanSummary(s.plan!)),
        seqScan: statements.some((s) => s.plan && seqScannedTables(s.plan).some((t) => t === 'properties' || t === 'property_images')),
      };
      queries.push(figure);
      console.log(
        `${name.padEnd(10)} ${request.name.padEnd(32)} app p50 ${figure.app.p50.toFixed(1).padStart(6)} p95 ${figure.app.p95.toFixed(1).padStart(6)} ms` +
          `  sql p50 ${figure.sql.p50.toFixed(1).padStart(6)} p95 ${figure.sql.p95.toFixed(1).padStart(6)} ms  ratio p95 ${figure.ratio.p95.toFixed(2)}x` +
          `  as anon p50 ${figure.sqlAsAnon.p50.toFixed(1).padStart(6)} p95 ${figure.sqlAsAnon.p95.toFixed(1).padStart(6)} ms  ratio p95 ${figure.ratioToAnon.p95.toFixed(2)}x` +
          `${figure.seqScan ? '  SEQ SCAN' : ''}${againstTarget(name, figure.app.p95, READ_P95_TARGET_MS)}`,
      );
    }
    // A deep or junk address costs what page 1 does (issue 38): the last two beside /buy.
    const pages = await benchPages(emu, handler, {
      'a property': `/property/${propertyId}`,
      '/buy': '/buy',
      '/search-results (area)': '/search-results?location=Yas%20Island&type=sale',
      '/buy?page=1000000000': '/buy?page=1000000000',
      '/search-results?page=40': '/search-results?page=40',
    });
    for (const page of pages) {
      console.log(`${name.padEnd(10)} server: ${page.page.padEnd(24)} ${page.status} p50 ${page.server.p50.toFixed(1).padStart(6)} p95 ${page.server.p95.toFixed(1).padStart(6)} ms${againstTarget(name, page.server.p95, PAGE_P95_TARGET_MS)}`);
    }
    return { name, bootMs: Math.round(bootMs), loadMs: Math.round(loadMs), queries, pages };
  } finally {
    await emu.stop();
  }
}

/** A PostgreSQL server to create the benchmark's database on, or null when none answers. */
export async function postgresUrl() {
  const url = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

/**
 * Runs the query benchmark on PGlite and, when it answers, PostgreSQL; writes the figures to
 * bench-results/queries.json and answers them. BENCH_DATABASES=pglite or postgresql runs one.
 */
export async function benchQueries(): Promise<QueryBenchResult> {
  const requests = await loadAppRequests();
  const handler = await builtHandler();
  const only = process.env.BENCH_DATABASES?.toLowerCase();
  const previous = process.env.DATABASE_URL;
  const databases: QueryBenchResult['databases'] = [];
  try {
    if (!only || only === 'pglite') {
      delete process.env.DATABASE_URL;
      databases.push(await benchDatabase('PGlite', requests, handler));
    }
    if (!only || only === 'postgresql') {
      const url = await postgresUrl();
      if (url) {
        process.env.DATABASE_URL = url;
        databases.push(await benchDatabase('PostgreSQL', requests, handler));
      } else console.log('\nPostgreSQL: not reachable, query benchmark skipped (set DATABASE_URL)');
    }
  } finally {
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
  }
  const result: QueryBenchResult = { listings: SYNTHETIC_LISTINGS, runs: RUNS, measuredAt: new Date().toISOString(), machine: machine(), databases };
  mkdirSync(dirname(QUERY_RESULTS_FILE), { recursive: true });
  writeFileSync(QUERY_RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nquery figures written to ${QUERY_RESULTS_FILE}`);
  return result;
}
