// `npm run bench`: prints figures (never pass/fail). Emulator start-up, listing reads through the
// real supabase-js client, and the production build's size per asset (raw and gzip).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startTestEmulator } from '../integration/emulator.ts';

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timeIt(label: string, runs: number, fn: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} runs ${String(runs).padStart(4)}  p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`,
  );
}

async function benchEmulator() {
  const bootStart = performance.now();
  const emu = await startTestEmulator();
  console.log(`emulator boot (platform + migrations + seed): ${(performance.now() - bootStart).toFixed(0)} ms (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
  const anon = emu.client();
  const cardColumns = '*, property_images(image_url, is_primary, position)';
  await timeIt('buy list (sale, featured then newest, 24)', 50, async () => {
    const { error } = await anon
      .from('properties')
      .select(cardColumns, { count: 'exact' })
      .eq('listing_type', 'sale')
      .order('is_featured', { ascending: false })
      .order('created_at', { ascending: false })
      .range(0, 23);
    if (error) throw new Error(error.message);
  });
  await timeIt('search (type, price range, bedrooms)', 50, async () => {
    const { error } = await anon
      .from('properties')
      .select(cardColumns)
      .eq('property_type', 'villa')
      .gte('price', 1_000_000)
      .lte('price', 10_000_000)
      .gte('bedrooms', 3);
    if (error) throw new Error(error.message);
  });
  const one = await anon.from('properties').select('id').limit(1).single();
  await timeIt('property detail by id with images', 50, async () => {
    const { error } = await anon.from('properties').select(cardColumns).eq('id', one.data!.id).single();
    if (error) throw new Error(error.message);
  });
  await emu.stop();
}

function buildSizeReport() {
  const assets = join(process.cwd(), 'dist', 'assets');
  if (!existsSync(assets)) {
    console.log('\nbuild size: no dist/ yet (run `npm run build` first)');
    return;
  }
  console.log('\nbuild size (dist/assets):');
  let raw = 0;
  let gz = 0;
  const rows = readdirSync(assets)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => {
      const bytes = readFileSync(join(assets, name));
      return { name, raw: statSync(join(assets, name)).size, gzip: gzipSync(bytes).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  for (const r of rows) {
    raw += r.raw;
    gz += r.gzip;
    console.log(`  ${r.name.padEnd(48)} ${(r.raw / 1024).toFixed(1).padStart(8)} KB  gzip ${(r.gzip / 1024).toFixed(1).padStart(7)} KB`);
  }
  console.log(`  ${'total'.padEnd(48)} ${(raw / 1024).toFixed(1).padStart(8)} KB  gzip ${(gz / 1024).toFixed(1).padStart(7)} KB`);
}

await benchEmulator();
buildSizeReport();
