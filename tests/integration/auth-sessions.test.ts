import { isAuthSessionMissingError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingSignOuts, rememberSignOut, sendPendingSignOuts } from '@/features/auth/deferred-sign-out';
import { PASSWORD, rawAuth, signIn, uniqueEmail } from './auth-fixture.ts';
import { startTestEmulator, type TestEmulator } from './emulator.ts';

// Auth's sign-in and what follows it: passwords, sessions and their tokens, signing out (also
// once a lost connection returns), and the admin API. Sign-up and the emails auth sends:
// auth-emails.test.ts.

let emulator: TestEmulator;

beforeAll(async () => {
  emulator = await startTestEmulator({ seed: false });
}, 120_000);
afterAll(async () => emulator?.stop());

describe('password sign-in', { timeout: 30_000 }, () => {
  it('rejects a wrong password with invalid_credentials', async () => {
    const { email } = await emulator.signedInUser();
    const { error } = await emulator.client().auth.signInWithPassword({ email, password: 'Wr0ngPassword' });
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('accepts bcrypt hashes made by pgcrypto, as the seed writes them', async () => {
    const email = uniqueEmail('seeded');
    await emulator.db.query(
      `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data)
       values (gen_random_uuid(), $1, extensions.crypt($2, extensions.gen_salt('bf')), now(), '{"provider":"email"}')`,
      [email, PASSWORD],
    );
    const client = await signIn(emulator, email);
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(email);
  });

  it('answers a malformed body with bad_json', async () => {
    const res = await rawAuth(emulator, '/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toMatchObject({ code: 'bad_json', error_code: 'bad_json' });
  });
});

describe('sessions and tokens', { timeout: 30_000 }, () => {
  it('rotates refresh tokens, tolerates immediate reuse and rejects late reuse', async () => {
    const { client } = await emulator.signedInUser();
    const before = (await client.auth.getSession()).data.session!;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(before.refresh_token);

    // Another tab racing with the old token within the reuse interval still gets a session.
    const raced = await emulator.client().auth.refreshSession({ refresh_token: before.refresh_token });
    expect(raced.error).toBeNull();
    expect(raced.data.session?.access_token).toBeTruthy();

    await emulator.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
      [before.refresh_token],
    );
    const late = await emulator.client().auth.refreshSession({ refresh_token: before.refresh_token });
    expect(late.error?.code).toBe('refresh_token_already_used');

    const unknown = await emulator.client().auth.refreshSession({ refresh_token: 'no-such-refresh-token' });
    expect(unknown.error?.code).toBe('refresh_token_not_found');
    expect(unknown.error?.status).toBe(400);
  });

  it('signs access tokens with the claims RLS and the client read', async () => {
    const { client, id, email } = await emulator.signedInUser();
    const session = (await client.auth.getSession()).data.session!;
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ sub: id, role: 'authenticated', aud: 'authenticated', email, aal: 'aal1' });
    expect(typeof claims.session_id).toBe('string');
    expect(session.expires_in).toBeGreaterThan(120);
  });

  it('rejects a tampered token and the anon key on GET /user with bad_jwt', async () => {
    const { client } = await emulator.signedInUser();
    const token = (await client.auth.getSession()).data.session!.access_token;
    // Flip the top bit of the last base64url character, so the decoded signature really changes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet[alphabet.indexOf(token.at(-1)!) ^ 32];
    const tampered = await rawAuth(emulator, '/user', { token: token.slice(0, -1) + last });
    expect(tampered.status).toBe(403);
    expect(tampered.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await tampered.json()).toMatchObject({ code: 'bad_jwt' });

    const anon = await rawAuth(emulator, '/user');
    expect(anon.status).toBe(403);
    expect(await anon.json()).toMatchObject({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });

    const { data, error } = await client.auth.getUser(token.slice(0, -1) + last);
    expect(data.user).toBeNull();
    expect(error?.code).toBe('bad_jwt');
  });

  it('gets and updates the user: metadata merges and the password changes', async () => {
    const { client, email } = await emulator.signedInUser();
    expect((await client.auth.getUser()).data.user?.email).toBe(email);

    await client.auth.updateUser({ data: { a: 1, b: 2 } });
    const { data, error } = await client.auth.updateUser({ data: { b: null, c: 3 } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ a: 1, c: 3 });

    const weak = await client.auth.updateUser({ password: 'weak' });
    expect(weak.error?.code).toBe('weak_password');

    const changed = await client.auth.updateUser({ password: 'N3wPassword' });
    expect(changed.error).toBeNull();
    await expect(signIn(emulator, email, 'N3wPassword')).resolves.toBeDefined();
    const old = await emulator.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
  });

  it("signs out other sessions, then all of them ('others', 'global')", async () => {
    const { client: first, email } = await emulator.signedInUser();
    const second = await signIn(emulator, email);
    const third = await signIn(emulator, email);

    expect((await first.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await first.auth.getUser()).error).toBeNull();
    const ended = await second.auth.getUser();
    expect(ended.data.user).toBeNull();
    expect(ended.error).not.toBeNull();
    expect((await third.auth.getUser()).error).not.toBeNull();

    const fourth = await signIn(emulator, email);
    const firstToken = (await first.auth.getSession()).data.session!.access_token;
    expect((await first.auth.signOut({ scope: 'global' })).error).toBeNull();
    // supabase-js turns session_not_found into AuthSessionMissingError, which carries no code.
    expect(isAuthSessionMissingError((await first.auth.getUser(firstToken)).error)).toBe(true);
    const res = await rawAuth(emulator, '/user', { token: firstToken });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'session_not_found' });
    expect((await fourth.auth.getUser()).error).not.toBeNull();
  });

  it("signs out only the current session with scope 'local'", async () => {
    const { client: first, email } = await emulator.signedInUser();
    const second = await signIn(emulator, email);
    const refresh = (await first.auth.getSession()).data.session!.refresh_token;
    expect((await first.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await second.auth.getUser()).error).toBeNull();
    const revoked = await emulator.client().auth.refreshSession({ refresh_token: refresh });
    expect(revoked.error?.code).toBe('refresh_token_not_found');
  });
});

describe('a sign-out made without a connection, sent when it returns', { timeout: 30_000 }, () => {
  const memoryStore = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
  };
  const toEmulator: typeof fetch = (input, init) => emulator.fetchFrom(new Request(input, init));

  it('revokes only that session once the server answers, then forgets the token, which signs no one in', async () => {
    const { client, email } = await emulator.signedInUser();
    const elsewhere = await signIn(emulator, email);
    const { refresh_token: refreshToken, access_token: accessToken } = (await client.auth.getSession()).data.session!;
    const sessionId = (JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as { session_id: string }).session_id;
    const store = memoryStore();
    rememberSignOut(refreshToken, store);
    rememberSignOut(refreshToken, store);
    expect(pendingSignOuts(store)).toEqual([refreshToken]);

    // A server that asks to wait (its refresh rate limit) has not revoked anything: the token stays.
    const limited: typeof fetch = async () =>
      new Response(JSON.stringify({ code: 'over_request_rate_limit', message: 'Request rate limit reached' }), { status: 429, headers: { 'Retry-After': '5' } });
    expect(await sendPendingSignOuts({ store, fetch: limited })).toBe(1);
    expect(pendingSignOuts(store)).toEqual([refreshToken]);

    expect(await sendPendingSignOuts({ store, fetch: toEmulator })).toBe(0);
    expect(pendingSignOuts(store)).toEqual([]);
    expect(store.getItem('manzil:sign-outs-to-send')).toBeNull();
    const { rows } = await emulator.db.query('select 1 from auth.sessions where id = $1', [sessionId]);
    expect(rows).toHaveLength(0);
    expect((await emulator.client().auth.refreshSession({ refresh_token: refreshToken })).error).not.toBeNull();
    // The user's other session is left alone.
    expect((await elsewhere.auth.getUser()).error).toBeNull();
  });

  it('drops a token the server no longer knows (already revoked or expired)', async () => {
    const { client } = await emulator.signedInUser();
    const { refresh_token: refreshToken } = (await client.auth.getSession()).data.session!;
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    const store = memoryStore();
    rememberSignOut(refreshToken, store);
    expect(await sendPendingSignOuts({ store, fetch: toEmulator })).toBe(0);
    expect(pendingSignOuts(store)).toEqual([]);
  });
});

describe('admin API', { timeout: 30_000 }, () => {
  it('creates, lists, reads, updates and deletes users with the service role', async () => {
    const email = uniqueEmail('admin');
    const created = await emulator.admin.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { first_name: 'Omar' },
      app_metadata: { plan: 'agent' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    expect(created.data.user?.app_metadata).toMatchObject({ provider: 'email', plan: 'agent' });

    const taken = await emulator.admin.auth.admin.createUser({ email, password: PASSWORD });
    expect(taken.error?.code).toBe('email_exists');
    expect(taken.error?.status).toBe(422);

    const listed = await emulator.admin.auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((u) => u.id)).toContain(id);

    const fetched = await emulator.admin.auth.admin.getUserById(id);
    expect(fetched.data.user?.user_metadata).toEqual({ first_name: 'Omar' });

    const updated = await emulator.admin.auth.admin.updateUserById(id, { user_metadata: { last_name: 'Haddad' } });
    expect(updated.data.user?.user_metadata).toEqual({ first_name: 'Omar', last_name: 'Haddad' });

    await expect(signIn(emulator, email)).resolves.toBeDefined();

    expect((await emulator.admin.auth.admin.deleteUser(id)).error).toBeNull();
    expect((await emulator.admin.auth.admin.getUserById(id)).error?.status).toBe(404);
    const profile = await emulator.db.query('select * from public.profiles where id = $1', [id]);
    expect(profile.rows).toHaveLength(0);
  });

  it('refuses the admin API to the anon key and to users', async () => {
    const anon = await emulator.client().auth.admin.listUsers();
    expect(anon.error?.status).toBe(403);
    expect(anon.error?.code).toBe('not_admin');

    const { client } = await emulator.signedInUser();
    const token = (await client.auth.getSession()).data.session!.access_token;
    const res = await rawAuth(emulator, '/admin/users', { token });
    expect(res.status).toBe(403);
  });

  it('keeps banned users out', async () => {
    const { id, email } = await emulator.signedInUser();
    await emulator.admin.auth.admin.updateUserById(id, { ban_duration: '24h' });
    const { error } = await emulator.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error?.code).toBe('user_banned');
  });
});
