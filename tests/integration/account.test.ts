import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveProfile } from '@/features/account/api/profile';
import { fetchAgentProfile, saveAgentProfile } from '@/features/agents/api/agent-profile';
import { startTestEmulator, type TestEmulator } from './emulator.ts';

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
});
