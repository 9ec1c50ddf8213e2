// `npm run bench`: prints figures (never pass/fail). The app's own listing reads over 100,000
// synthetic listings through supabase-js and as the same SQL directly, on PGlite and PostgreSQL
// (queries.ts, figures also in bench-results/queries.json); the load run (load.ts) on both; in
// Chromium, repeat visits with the service worker (repeat-visit.ts) and the sync engine draining
// an outbox (sync.ts); the JavaScript and CSS each page loads before it is interactive
// (page-weight.ts) beside the same libraries' own weight with no app code (framework-floor.ts)
// and Lighthouse's mobile profile on five pages, each in English and Arabic
// (lighthouse.ts), beside a static page of /buy's text and a bare React page; and the time from a
// click on a result to the property's title and first photo (open-property.ts). Figures are
// written to bench-results/*.json. BENCH_ONLY=queries runs only the query benchmark;
// BENCH_ONLY=visits only the repeat visits; BENCH_ONLY=pages only the page weight, Lighthouse and
// the click to a property.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withBrowserApp } from './browser-app.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchOpenProperty, printOpenProperty } from './open-property.ts';
import { benchLoad } from './load.ts';
import { machine } from './machine.ts';
import { measureFrameworkFloor, printFrameworkFloor } from './framework-floor.ts';
import { measurePageWeight } from './page-weight.ts';
import { benchQueries, postgresUrl } from './queries.ts';
import { benchRepeatVisit } from './repeat-visit.ts';
import { benchSync } from './sync.ts';

/** Writes one part's figures to bench-results/{name}.json, beside the query figures. */
function writeFigures(name: string, figures: unknown) {
  const dir = join(process.cwd(), 'bench-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify({ measuredAt: new Date().toISOString(), machine: machine(), figures }, null, 2)}\n`);
}


if (process.env.BENCH_ONLY === 'visits') {
  await withBrowserApp(async (app) => writeFigures('repeat-visit', await benchRepeatVisit(app)));
  process.exit(0);
}
if (process.env.BENCH_ONLY !== 'pages') {
  await benchQueries();
  if (process.env.BENCH_ONLY === 'queries') process.exit(0);
  await benchOthers();
}

async function benchOthers() {
  await benchLoad('PGlite');
  const pgUrl = await postgresUrl();
  if (pgUrl) {
    process.env.DATABASE_URL = pgUrl;
    await benchLoad('PostgreSQL');
    delete process.env.DATABASE_URL;
  } else console.log('\nPostgreSQL: not reachable, skipped (set DATABASE_URL)');
  await withBrowserApp(async (app) => {
    // Before the sync run, which adds listings that would change what the home page shows.
    writeFigures('repeat-visit', await benchRepeatVisit(app));
    await benchSync(app);
  });
}
// What each page loads before it is interactive (a fresh build with its manifest), then Lighthouse.
// The precache's every URL is for tests; its figures (entries, size, duplicates) are kept.
const { precacheUrls: _urls, ...pageWeight } = await measurePageWeight({ print: true });
const frameworkFloor = await measureFrameworkFloor();
printFrameworkFloor(frameworkFloor);
writeFigures('page-weight', { ...pageWeight, frameworkFloor });
writeFigures('lighthouse', await benchLighthouse({ print: true }));
await withBrowserApp(async (app) => {
  const figures = await benchOpenProperty(app);
  printOpenProperty(figures);
  writeFigures('open-property', figures);
});
