import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchInbox, markMessageRead } from '@/features/messages/api/inbox';
import { startTestEmulator, type TestEmulator } from './emulator.ts';
import { activateShared } from '../unit/i18n.ts';

// A refusal to mark a message read is worded with Lingui's shared I18n, as the browser has it for the page.
await activateShared('en');

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
}, 60_000);
afterAll(() => emulator.stop());

describe('dashboard messages', () => {
  it('lists sent and received messages with the listing, and marks a received one read only by its recipient', async () => {
    const agent = emulator.client();
    const { data } = await agent.auth.signInWithPassword({ email: 'agent@manzil.ae', password: 'Manzil2025!' });
    const agentId = data.user!.id;
    const inbox = await fetchInbox(agent, agentId);
    const { rows } = await emulator.db.query<{ id: string }>(
      'select id from public.messages where sender_id = $1 or recipient_id = $1 order by created_at desc',
      [agentId],
    );
    expect(inbox.map((m) => m.id)).toEqual(rows.map((r) => r.id));
    expect(inbox.every((m) => m.properties?.title)).toBe(true);
    // Each listing's Arabic title comes with it, for the Arabic dashboard.
    const { rows: titles } = await emulator.db.query<{ id: string; title_ar: string | null }>(
      'select m.id, p.title_ar from public.messages m join public.properties p on p.id = m.property_id where m.sender_id = $1 or m.recipient_id = $1',
      [agentId],
    );
    expect(titles.some((t) => t.title_ar)).toBe(true);
    for (const { id, title_ar } of titles) expect(inbox.find((m) => m.id === id)?.properties?.title_ar).toBe(title_ar);

    const unread = inbox.find((m) => m.recipient_id === agentId && !m.is_read)!;
    await expect(markMessageRead(agent, 'not-a-uuid', agentId)).rejects.toThrow('Invalid message ID format');
    await expect(markMessageRead(agent, crypto.randomUUID(), agentId)).rejects.toThrow('Message not found');
    const sent = inbox.find((m) => m.sender_id === agentId);
    if (sent) await expect(markMessageRead(agent, sent.id, agentId)).rejects.toThrow('Unauthorized: User is not the recipient');
    expect(await markMessageRead(agent, unread.id, agentId)).toBe('marked');
    expect(await markMessageRead(agent, unread.id, agentId)).toBe('already-read');
  });
});
