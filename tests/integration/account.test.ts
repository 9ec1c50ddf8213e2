import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveProfile } from '@/features/account/api/profile';
import { ACTION_LABELS, fetchSecurityLogs } from '@/features/account/api/security-logs';
import { fetchAgentProfile, saveAgentProfile } from '@/features/agents/api/agent-profile';
import { startTestEmulator, type TestEmulator } from './emulator.ts';
import { en } from '../unit/i18n.ts';

// The dashboard's account writes, through the same functions the UI calls.

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator({ seed: false });
}, 60_000);
afterAll(() => emulator.stop());

describe('account', () => {
  it('creates, reads and updates the agent profile of the signed-in user only', async () => {
    const { client, id } = await emulator.signedInUser();
    expect(await fetchAgentProfile(client, id)).toBeNull();
    await saveAgentProfile(client, id, { company_name: '<b>Haddad</b> Properties', agent_address: '', agent_email: 'layla@haddad.ae', phone: '+971 2 555 0102' });
    expect(await fetchAgentProfile(client, id)).toEqual({ company_name: 'Haddad Properties', agent_address: '', agent_email: 'layla@haddad.ae', phone: '+971 2 555 0102' });
    await saveAgentProfile(client, id, { company_name: 'Haddad Real Estate', agent_address: 'Al Reem Island', agent_email: '', phone: '' });
    expect((await fetchAgentProfile(client, id))?.company_name).toBe('Haddad Real Estate');

    const other = await emulator.signedInUser();
    expect(await fetchAgentProfile(other.client, id)).toBeNull();
    await expect(saveAgentProfile(other.client, id, { company_name: 'Hijack', agent_address: '', agent_email: '', phone: '' })).rejects.toThrow();
  });

  it('edits the profile name and phone as plain text', async () => {
    const { client, id } = await emulator.signedInUser();
    await saveProfile(client, id, { first_name: 'Omar<script>x</script>', last_name: 'Rashid', phone: '+971 50 000 1111' });
    const { rows } = await emulator.db.query<{ first_name: string; phone: string }>('select first_name, phone from public.profiles where id = $1', [id]);
    expect(rows[0]).toEqual({ first_name: 'Omar', phone: '+971 50 000 1111' });
  });

  it('logs each sign-in and sign-out in the security log, which only its user reads', async () => {
    const { client, id, email, password } = await emulator.signedInUser();
    const first = await fetchSecurityLogs(client, id);
    expect(first.map((log) => log.action)).toEqual(['sign_in']);
    expect(en._(ACTION_LABELS[first[0].action])).toBe('Sign-in');

    // A token refresh is not a sign-in; signing out and in again is one of each.
    expect((await client.auth.refreshSession()).error).toBeNull();
    expect((await client.auth.signOut()).error).toBeNull();
    const again = emulator.client();
    expect((await again.auth.signInWithPassword({ email, password })).error).toBeNull();
    const logs = await fetchSecurityLogs(again, id);
    expect(logs.map((log) => log.action)).toEqual(['sign_in', 'sign_out', 'sign_in']);

    // Another user reads none of it, and nobody can write it through the API.
    const other = await emulator.signedInUser();
    expect(await fetchSecurityLogs(other.client, id)).toEqual([]);
    expect((await fetchSecurityLogs(other.client, other.id)).map((log) => log.action)).toEqual(['sign_in']);
    expect((await again.from('security_logs').insert({ user_id: id, action: 'sign_in' })).error).not.toBeNull();

    // Deleting a user ends its sessions without logging a sign-out for a user who is gone.
    expect((await emulator.admin.auth.admin.deleteUser(other.id)).error).toBeNull();
    const { rows } = await emulator.db.query<{ n: number }>('select count(*)::int as n from public.security_logs where user_id = $1', [other.id]);
    expect(rows[0].n).toBe(0);
  });
});
