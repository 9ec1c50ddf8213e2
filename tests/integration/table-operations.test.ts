import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './emulator.ts';

// Every table operation the app makes, made with the real supabase-js client against
// the seeded emulator, checked against what plain SQL over the same data says.

const AGENT = { email: 'agent@manzil.ae', password: 'Manzil2025!' };
const LISTING_COLUMNS = '*, featured_now, property_images(image_url, is_primary, position)';

let emulator: TestEmulator;
let agent: SupabaseClient;
let agentId: string;

beforeAll(async () => {
  emulator = await startTestEmulator();
  agent = emulator.client();
  const { data, error } = await agent.auth.signInWithPassword(AGENT);
  if (error) throw error;
  agentId = data.user.id;
}, 60_000);
afterAll(() => emulator.stop());

async function sqlIds(where: string, params: unknown[] = []) {
  const { rows } = await emulator.db.query<{ id: string }>(
    `select id from public.properties p where ${where}
      order by (p.is_featured and coalesce(p.featured_until > now(), false)) desc, p.created_at desc, p.id`,
    params,
  );
  return rows.map((r) => r.id);
}

describe('listings', () => {
  it('/buy lists sale listings, currently featured first then newest, with images', async () => {
    const { data, error, count } = await emulator
      .client()
      .from('properties')
      .select(LISTING_COLUMNS, { count: 'exact' })
      .eq('listing_type', 'sale')
      .order('featured_now', { ascending: false })
      .order('created_at', { ascending: false })
      .order('id');
    expect(error).toBeNull();
    const expected = await sqlIds(`listing_type = 'sale'`);
    expect(data!.map((p) => p.id)).toEqual(expected);
    expect(count).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(30);
    for (const p of data!) expect(p.property_images.length).toBeGreaterThanOrEqual(1);
    // The listing whose feature expired sorts among the rest, not with the featured ones.
    const featured = data!.filter((p) => p.featured_now);
    expect(featured.length).toBeGreaterThan(0);
    expect(data!.slice(0, featured.length).every((p) => p.featured_now)).toBe(true);
    expect(data!.some((p) => p.is_featured && !p.featured_now) || (await sqlIds(`listing_type='sale' and is_featured and featured_until < now()`)).length === 0).toBe(true);
  });

  it('paged reads report the total in Content-Range', async () => {
    const { data, count, status } = await emulator
      .client()
      .from('properties')
      .select('id', { count: 'exact' })
      .order('created_at', { ascending: false })
      .range(0, 23);
    expect(data).toHaveLength(24);
    expect(count).toBe((await sqlIds('true')).length);
    expect(status).toBe(206);
  });

  it('search filters location by normalised name, type, price and bedroom ranges', async () => {
    const { data, error } = await emulator
      .client()
      .from('properties')
      .select(LISTING_COLUMNS)
      .ilike('location_key', '%dubaimarina%')
      .eq('listing_type', 'sale')
      .order('featured_now', { ascending: false })
      .order('created_at', { ascending: false })
      .order('id');
    expect(error).toBeNull();
    expect(data!.map((p) => p.id)).toEqual(await sqlIds(`location ilike 'Dubai Marina' and listing_type = 'sale'`));

    const ranged = await emulator
      .client()
      .from('properties')
      .select('id')
      .in('property_type', ['apartment', 'penthouse'])
      .gte('price', 1_000_000)
      .lte('price', 5_000_000)
      .gte('bedrooms', 2)
      .in('status', ['available', 'let_agreed'])
      .order('featured_now', { ascending: false })
      .order('created_at', { ascending: false })
      .order('id');
    expect(ranged.data!.map((p) => p.id)).toEqual(
      await sqlIds(
        `property_type in ('apartment','penthouse') and price between 1000000 and 5000000 and bedrooms >= 2 and status in ('available','let_agreed')`,
      ),
    );
    expect(ranged.data!.length).toBeGreaterThan(0);
  });

  it('the footer’s squashed area names find their listings', async () => {
    const { data } = await emulator.client().from('properties').select('location').ilike('location_key', '%businessbay%');
    expect(data!.length).toBeGreaterThan(0);
    expect(new Set(data!.map((p) => p.location))).toEqual(new Set(['Business Bay']));
  });

  it('property detail: the property, its images and its agent card', async () => {
    const [id] = await sqlIds('true');
    const property = await emulator.client().from('properties').select('*').eq('id', id).single();
    expect(property.data!.id).toBe(id);
    const images = await emulator.client().from('property_images').select('id, image_url, is_primary').eq('property_id', id).order('position');
    expect(images.data!.length).toBeGreaterThan(0);
    expect(images.data![0].is_primary).toBe(true);
    const agentCard = await emulator.client().rpc('listing_agent', { property_id: id }).single();
    expect(agentCard.error).toBeNull();
    expect(agentCard.data).toMatchObject({ company_name: expect.any(String), first_name: expect.any(String) });
  });
});

describe('dashboard', () => {
  it('lists the signed-in user’s listings, newest first, with images', async () => {
    const { data } = await agent
      .from('properties')
      .select('*, property_images(image_url, is_primary)')
      .eq('user_id', agentId)
      .order('created_at', { ascending: false });
    const { rows } = await emulator.db.query<{ id: string }>(
      'select id from public.properties where user_id = $1 order by created_at desc',
      [agentId],
    );
    expect(data!.map((p) => p.id)).toEqual(rows.map((r) => r.id));
  });

  it('reads the profile and reads and upserts the agent profile', async () => {
    const profile = await agent.from('profiles').select('*').eq('id', agentId).single();
    expect(profile.data).toMatchObject({ email: AGENT.email, first_name: 'Sara' });
    const card = await agent.from('agent_profiles').select('company_name, agent_address, agent_email, phone').eq('user_id', agentId).single();
    expect(card.data?.company_name).toBe('Manzil Realty');
    const saved = await agent
      .from('agent_profiles')
      .upsert(
        { user_id: agentId, company_name: 'Manzil Realty LLC', agent_address: 'Al Maryah Island, Abu Dhabi', agent_email: 'sara@manzil.ae', phone: '+971 2 555 0101' },
        { onConflict: 'user_id' },
      )
      .eq('user_id', agentId)
      .select()
      .single();
    expect(saved.error).toBeNull();
    expect(saved.data.company_name).toBe('Manzil Realty LLC');
    const tooLong = await agent.from('agent_profiles').upsert({ user_id: agentId, company_name: 'x'.repeat(101) }, { onConflict: 'user_id' });
    expect(tooLong.error?.code).toBe('23514');
    const edited = await agent.from('profiles').update({ first_name: 'Sarah', phone: '+971 50 123 4567' }).eq('id', agentId).select('first_name').single();
    expect(edited.data?.first_name).toBe('Sarah');
  });

  it('lists messages sent or received with the property title, address and location; marks one read', async () => {
    const { data } = await agent
      .from('messages')
      .select('*, properties(title, address, location)')
      .or(`sender_id.eq.${agentId},recipient_id.eq.${agentId}`)
      .order('created_at', { ascending: false });
    expect(data!.length).toBeGreaterThan(0);
    for (const m of data!) {
      expect(m.properties).toMatchObject({ title: expect.any(String), address: expect.any(String), location: expect.any(String) });
      expect([m.sender_id, m.recipient_id]).toContain(agentId);
    }
    const unread = data!.find((m) => m.recipient_id === agentId && !m.is_read);
    expect(unread).toBeDefined();
    const check = await agent.from('messages').select('recipient_id, is_read').eq('id', unread!.id).single();
    expect(check.data).toEqual({ recipient_id: agentId, is_read: false });
    const marked = await agent.from('messages').update({ is_read: true }).eq('id', unread!.id).eq('recipient_id', agentId).select('is_read');
    expect(marked.data).toEqual([{ is_read: true }]);
  });

  it('writes a listing, its images, and shows them in the security log of the last hour', async () => {
    const created = await agent
      .from('properties')
      .insert({ title: 'Canal-view townhouse', address: 'Al Raha Gardens, Abu Dhabi', location: 'Al Raha Beach', price: 3_200_000, bedrooms: 3, bathrooms: 3, size_sqft: 2400, property_type: 'townhouse', listing_type: 'sale', permit_number: 'MDH-2025-1' })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const id = created.data!.id as string;
    const updated = await agent.from('properties').update({ price: 3_100_000, status: 'under_offer' }).eq('id', id).select('price, status').single();
    expect(updated.data).toEqual({ price: 3_100_000, status: 'under_offer' });

    const file = new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });
    const path = `${id}/${id}_0_${Date.now()}.png`;
    const upload = await agent.storage.from('property-images').upload(path, file);
    expect(upload.error).toBeNull();
    const { publicUrl } = agent.storage.from('property-images').getPublicUrl(path).data;
    expect(publicUrl).toBe(`http://127.0.0.1:54321/storage/v1/object/public/property-images/${path}`);
    expect((await emulator.fetch(new Request(publicUrl))).status).toBe(200);

    const images = await agent.from('property_images').insert([{ property_id: id, image_url: publicUrl, storage_path: path, is_primary: true }]).select('id');
    expect(images.error).toBeNull();
    const removed = await agent.from('property_images').delete().eq('id', images.data![0].id).select('id');
    expect(removed.data).toHaveLength(1);

    const since = new Date(Date.now() - 3_600_000).toISOString();
    const logs = await agent.from('security_logs').select('action, details, created_at').gte('created_at', since).order('created_at', { ascending: false });
    const actions = logs.data!.map((l) => l.action);
    expect(actions).toContain('property_insert');
    expect(actions).toContain('image_upload');
  });

  it('features a listing only through the service role', async () => {
    const [id] = (await emulator.db.query<{ id: string }>('select id from public.properties where user_id = $1 and not is_featured limit 1', [agentId])).rows.map((r) => r.id);
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const denied = await agent.from('properties').update({ is_featured: true, featured_until: until }).eq('id', id);
    expect(denied.error?.code).toBe('42501');
    const done = await emulator.admin.from('properties').update({ is_featured: true, featured_until: until }).eq('id', id).select('featured_now').single();
    expect(done.data).toEqual({ featured_now: true });
  });
});
