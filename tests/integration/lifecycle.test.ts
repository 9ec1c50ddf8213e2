import { createClient } from '@supabase/supabase-js';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ANON_KEY } from '../../supabase/emulator/config.ts';
import { freePort, startTestEmulator, type TestEmulator } from './emulator.ts';

// Free ports, so neither a running `npm start` nor another test run beside this one collides with it.
const [API_PORT, INBOX_PORT] = [await freePort(), await freePort()];
const API = `http://127.0.0.1:${API_PORT}`;

function startProcess(dataDir: string): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/emulator/main.ts'], {
    env: { ...process.env, EMULATOR_DATA_DIR: dataDir, EMULATOR_PORT: String(API_PORT), INBOX_PORT: String(INBOX_PORT), DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`emulator did not start:\n${output}`)), 90_000);
    child.stdout!.on('data', () => {
      if (output.includes('ready in')) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    });
    child.once('exit', (code) => reject(new Error(`emulator exited early (${code}):\n${output}`)));
  });
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

const client = () =>
  createClient(API, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

describe('the emulator process (always PGlite under a data folder)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'manzil-lifecycle-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('keeps data written before SIGTERM and does not seed twice', async () => {
    const first = await startProcess(dataDir);
    const agent = client();
    const signIn = await agent.auth.signInWithPassword({ email: 'agent@manzil.ae', password: 'Manzil2025!' });
    expect(signIn.error).toBeNull();
    const before = await agent.from('properties').select('id', { count: 'exact', head: true });
    const inserted = await agent
      .from('properties')
      .insert({ title: 'Lifecycle test villa', address: '1 Test Street', location: 'Yas Island', price: 1000000, property_type: 'villa', permit_number: 'MDH-1' })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    expect(await stopProcess(first.child, 'SIGTERM')).toBe(0);
    expect(first.output()).toContain('stopped cleanly');

    const second = await startProcess(dataDir);
    expect(second.output()).not.toContain('applied seed.sql');
    const after = await client().from('properties').select('id', { count: 'exact', head: true });
    expect(after.count).toBe((before.count ?? 0) + 1);
    const row = await client().from('properties').select('title').eq('id', inserted.data!.id).single();
    expect(row.data?.title).toBe('Lifecycle test villa');
    expect(await stopProcess(second.child, 'SIGINT')).toBe(0);
  }, 180_000);
});

describe('concurrent requests', () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(async () => emu?.stop());

  it('serialises transactions: many parallel writes and reads all succeed', async () => {
    const owner = await emu.signedInUser();
    const writes = Array.from({ length: 20 }, (_, i) =>
      owner.client
        .from('properties')
        .insert({ title: `Parallel ${i}`, address: `${i} Corniche Road`, location: 'Al Reem Island', price: 500000 + i, property_type: 'apartment', permit_number: 'MDH-1' })
        .select('id')
        .single(),
    );
    const reads = Array.from({ length: 20 }, () => emu.client().from('properties').select('id, title').limit(5));
    const results = await Promise.all([...writes, ...reads]);
    for (const r of results) expect(r.error).toBeNull();
    const mine = await owner.client.from('properties').select('id', { count: 'exact', head: true }).eq('user_id', owner.id);
    expect(mine.count).toBe(20);
  });
});
