import { createClient } from '@supabase/supabase-js';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort } from '../emulator.ts';
import { createBlankDatabase } from '../test-database.ts';

// The emulator as `npm run emulator` runs it, over real HTTP, with a private JWT_SECRET: the keys
// it prints work end to end, the public demo keys do not, and SIGTERM stops it mid-query.

const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

let child: ChildProcess;
let output = '';
let dataDir: string;
let dropDatabase = async () => {};
let apiUrl: string;
let keys: { anon: string; service: string };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'manzil-secret-'));
  const database = await createBlankDatabase();
  dropDatabase = database.drop;
  const [api, inbox] = [await freePort(), await freePort()];
  apiUrl = `http://127.0.0.1:${api}`;
  const env = {
    ...process.env,
    JWT_SECRET: randomBytes(32).toString('hex'),
    EMULATOR_PORT: String(api),
    INBOX_PORT: String(inbox),
    API_EXTERNAL_URL: apiUrl,
    EMULATOR_DATA_DIR: dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
  };
  child = spawn(process.execPath, ['--import', 'tsx', 'supabase/emulator/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  while (!/service_role key.*: (\S+)/.test(output)) {
    if (child.exitCode !== null || Date.now() - started > 90_000) throw new Error(`emulator did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  keys = { anon: output.match(/anon key: (\S+)/)![1], service: output.match(/service_role key.*: (\S+)/)![1] };
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
  await dropDatabase();
});

const client = (key: string) =>
  createClient(apiUrl, key, { realtime: { transport: WebSocket as never }, auth: { persistSession: false, autoRefreshToken: false } });

describe('a private JWT_SECRET', { timeout: 30_000 }, () => {
  it('signs the printed keys, which work end to end; the demo keys do not', async () => {
    expect(keys.anon).not.toBe(DEMO_ANON_KEY);
    expect(output).toContain(`API:   http://127.0.0.1:`);
    const anon = client(keys.anon);
    const listings = await anon.from('properties').select('id').limit(3);
    expect(listings.error).toBeNull();
    expect(listings.data).toHaveLength(3);

    const signedIn = await anon.auth.signInWithPassword({ email: 'agent@manzil.ae', password: 'Manzil2025!' });
    expect(signedIn.error).toBeNull();
    const own = await anon.from('profiles').select('id').eq('id', signedIn.data.user!.id);
    expect(own.data).toHaveLength(1);

    const admin = await client(keys.service).auth.admin.listUsers();
    expect(admin.error).toBeNull();

    const demo = await client(DEMO_ANON_KEY).from('properties').select('id').limit(1);
    expect(demo.status).toBe(401);
  });

  it('stops on SIGTERM while a runaway query runs', async () => {
    const pattern = encodeURIComponent('^(.*)(.*)(.*)\\3\\2\\1$');
    const runaway = fetch(`${apiUrl}/rest/v1/properties?select=id&description=match.${pattern}`, { headers: { apikey: keys.anon } }).catch(() => null);
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');
    // It exits, cleanly, rather than waiting on the query (the test's timeout bounds a hang).
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    await runaway;
  });
});
