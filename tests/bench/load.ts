// Load figures: 50 concurrent clients for 30 s against the emulator over real HTTP, mixing
// anonymous reads (search page, property page), contact messages and listing writes with a
// photo. Prints requests/s, p50, p95 and errors per kind, then checks that every acknowledged
// write is in the database exactly once (and each photo in storage).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types.ts';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { ANON_KEY } from '../../supabase/emulator/config.ts';
import { signJwt } from '../../supabase/emulator/jwt.ts';
import { createEmulator, listen } from '../../supabase/emulator/server.ts';
import { freePort } from '../integration/emulator.ts';
import { createBlankDatabase } from '../integration/test-database.ts';

const CLIENTS = 50;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
/** Senders and listing owners: enough that the database's per-user limits never trip. */
const USERS = 1000;
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

type Kind = 'search' | 'property page' | 'message' | 'listing + photo';

/** Runs on PGlite, or on a fresh PostgreSQL database when DATABASE_URL is set. */
export async function benchLoad(label: string) {
  const storageDir = await mkdtemp(join(tmpdir(), 'manzil-load-'));
  const database = await createBlankDatabase();
  const [apiPort, inboxPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const emulator = await createEmulator({ databaseUrl: database.databaseUrl, storageDir, apiUrl, seed: true });
  const servers = await listen(emulator, { api: apiPort, inbox: inboxPort });

  const { rows: users } = await emulator.db.query<{ id: string }>(
    `insert into auth.users (id, email, email_confirmed_at)
     select gen_random_uuid(), 'load' || g || '-' || extract(epoch from now())::bigint || '@example.com', now()
       from generate_series(1, $1::int) g returning id::text as id`,
    [USERS],
  );
  const userClients = await Promise.all(
    users.map(async ({ id }) => {
      const token = await signJwt({ sub: id, role: 'authenticated', aud: 'authenticated' }, 3600);
      return client(apiUrl, token);
    }),
  );
  const { rows: listings } = await emulator.db.query<{ id: string }>(`select id::text as id from public.properties limit 50`);
  const anon = client(apiUrl);

  const samples = new Map<Kind, { ms: number[]; errors: number }>();
  const record = (kind: Kind, ms: number, ok: boolean) => {
    const entry = samples.get(kind) ?? { ms: [], errors: 0 };
    if (ok) entry.ms.push(ms);
    else entry.errors++;
    samples.set(kind, entry);
  };
  const acknowledged = { messages: [] as string[], listings: [] as string[], photos: [] as string[] };
  let userTurn = 0;
  const nextUser = () => userClients[userTurn++ % userClients.length];

  const operations: Record<Kind, () => Promise<boolean>> = {
    search: async () => {
      const { error } = await anon
        .from('properties')
        .select('*, featured_now, property_images(image_url, is_primary, position)', { count: 'exact' })
        .eq('listing_type', 'sale')
        .order('featured_now', { ascending: false })
        .order('created_at', { ascending: false })
        .range(0, 11);
      return !error;
    },
    'property page': async () => {
      const id = listings[Math.floor(Math.random() * listings.length)].id;
      const [detail, agent] = await Promise.all([
        anon.from('properties').select('*, property_images(*)').eq('id', id).single(),
        anon.rpc('listing_agent', { property_id: id }),
      ]);
      return !detail.error && !agent.error;
    },
    message: async () => {
      const id = randomUUID();
      const { error } = await nextUser()
        .from('messages')
        .insert({ id, property_id: listings[Math.floor(Math.random() * listings.length)].id, name: 'Load Test', email: 'load@example.com', message: 'Is this still available?' });
      if (!error) acknowledged.messages.push(id);
      return !error;
    },
    'listing + photo': async () => {
      const user = nextUser();
      const id = randomUUID();
      const created = await user.from('properties').insert({ id, title: 'Load listing', address: '1 Load Street', location: 'Yas Island', price: 1_500_000, permit_number: 'MDH-1' });
      if (created.error) return false;
      acknowledged.listings.push(id);
      const path = `${id}/${id}_0_${Date.now()}.jpg`;
      const upload = await user.storage.from('property-images').upload(path, new Blob([JPEG], { type: 'image/jpeg' }), { upsert: true });
      if (upload.error) return false;
      const imageUrl = user.storage.from('property-images').getPublicUrl(path).data.publicUrl;
      const image = await user.from('property_images').insert({ property_id: id, image_url: imageUrl, storage_path: path, is_primary: true, position: 0 });
      if (image.error) return false;
      acknowledged.photos.push(path);
      return true;
    },
  };
  const pick = (): Kind => {
    const r = Math.random();
    return r < 0.6 ? 'search' : r < 0.8 ? 'property page' : r < 0.9 ? 'message' : 'listing + photo';
  };

  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const kind = pick();
        const t = performance.now();
        const ok = await operations[kind]().catch(() => false);
        record(kind, performance.now() - t, ok);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;

  console.log(`\n${label} load: ${CLIENTS} clients, ${elapsed.toFixed(0)} s, over HTTP`);
  let total = 0;
  for (const [kind, { ms, errors }] of samples) {
    ms.sort((a, b) => a - b);
    total += ms.length + errors;
    console.log(
      `  ${kind.padEnd(16)} ${String(ms.length + errors).padStart(6)} ops ${((ms.length + errors) / elapsed).toFixed(0).padStart(5)}/s  p50 ${percentile(ms, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(ms, 95).toFixed(1).padStart(7)} ms  errors ${errors}`,
    );
  }
  console.log(`  ${'all'.padEnd(16)} ${String(total).padStart(6)} ops ${(total / elapsed).toFixed(0).padStart(5)}/s`);

  const once = async (sql: string, ids: string[]) => {
    const { rows } = await emulator.db.query<{ n: number }>(sql, [ids]);
    return Number(rows[0].n);
  };
  const messages = await once(`select count(*)::int as n from public.messages where id = any($1::uuid[])`, acknowledged.messages);
  const props = await once(`select count(*)::int as n from public.properties where id = any($1::uuid[])`, acknowledged.listings);
  const objects = await once(`select count(*)::int as n from storage.objects where bucket_id = 'property-images' and name = any($1::text[])`, acknowledged.photos);
  const ok = messages === acknowledged.messages.length && props === acknowledged.listings.length && objects === acknowledged.photos.length;
  console.log(
    `  acknowledged writes present once: messages ${messages}/${acknowledged.messages.length}, listings ${props}/${acknowledged.listings.length}, photos ${objects}/${acknowledged.photos.length} ${ok ? 'OK' : 'MISMATCH'}`,
  );

  await servers.close();
  await emulator.close();
  await database.drop();
  await rm(storageDir, { recursive: true, force: true });
}

function client(apiUrl: string, accessToken?: string): SupabaseClient<Database> {
  return createClient<Database>(apiUrl, ANON_KEY, {
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false },
    ...(accessToken ? { accessToken: async () => accessToken } : {}),
  });
}
