import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './emulator.ts';

// Aggregate functions in `select` (avg, count, max, min, sum), as PostgREST answers them: off
// unless the database turns them on (`pgrst.db_aggregates_enabled` on the authenticator role, then
// `notify pgrst, 'reload config'`, as Supabase's docs have it), and then grouped by the other
// columns and embeds selected beside them.

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator({ seed: false });
  await emulator.db.exec(`
    create table public.agg_agents (id int primary key, name text not null);
    create table public.agg_sales (id int primary key, agent_id int references public.agg_agents (id), city text not null,
      price numeric not null, commission numeric, details jsonb not null default '{}');
    insert into public.agg_agents values (1, 'Noor'), (2, 'Khalid'), (3, 'Noor');
    insert into public.agg_sales values
      (1, 1, 'Abu Dhabi', 1000000, 20000, '{"fee": "150"}'),
      (2, 1, 'Dubai', 3000000, null, '{"fee": "50"}'),
      (3, 2, 'Abu Dhabi', 2000000, 40000, '{"fee": "100"}'),
      (4, 3, 'Dubai', 500000, 10000, '{"fee": "25"}');
    grant select on public.agg_agents, public.agg_sales to anon;
  `);
}, 180_000);
afterAll(() => emulator.stop());

const sales = () => emulator.client().from('agg_sales' as never);

describe('aggregate functions', () => {
  it('are refused with 400 PGRST123 while pgrst.db_aggregates_enabled is off, as hosted Supabase starts', async () => {
    const refused = await sales().select('price.sum()');
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed' });
  });

  it('once turned on, aggregate over the matching rows, grouped by the columns and embeds beside them', async () => {
    await emulator.db.exec(`do $$ begin execute format('alter role authenticator in database %I set pgrst.db_aggregates_enabled = %L', current_database(), 'true'); end $$;
      notify pgrst, 'reload config';`);
    await expect.poll(async () => (await sales().select('price.sum()')).data, { timeout: 10_000 }).toEqual([{ sum: 6500000 }]);

    const byCity = await sales().select('city, total:price.sum(), price.avg()::int, count(), commissions:commission.count(), price.max(), price.min()').order('city');
    expect(byCity.error).toBeNull();
    expect(byCity.data).toEqual([
      { city: 'Abu Dhabi', total: 3000000, avg: 1500000, count: 2, commissions: 2, max: 2000000, min: 1000000 },
      { city: 'Dubai', total: 3500000, avg: 1750000, count: 2, commissions: 1, max: 3000000, min: 500000 },
    ]);
    // Filters choose the rows first; a JSON field cast before it is summed.
    const fees = await sales().select('fees:details->>fee::numeric.sum()').gte('price', 1000000);
    expect(fees.data).toEqual([{ fees: 300 }]);
    // Grouped by an embed's JSON: the two agents named Noor are one group.
    const byAgent = await sales().select('price.sum(), agg_agents(name)');
    expect(byAgent.error).toBeNull();
    expect(byAgent.data).toEqual(
      expect.arrayContaining([
        { sum: 4500000, agg_agents: { name: 'Noor' } },
        { sum: 2000000, agg_agents: { name: 'Khalid' } },
      ]),
    );
    expect(byAgent.data).toHaveLength(2);
    const csv = await sales().select('city, price.sum()').order('city').csv();
    expect(csv.data).toBe('city,sum\n"Abu Dhabi",3000000\nDubai,3500000');
    // Inside an embed, aggregated per parent row.
    const agents = await emulator.client().from('agg_agents' as never).select('id, agg_sales(count(), price.sum())').order('id');
    expect(agents.data).toEqual([
      { id: 1, agg_sales: [{ count: 2, sum: 4000000 }] },
      { id: 2, agg_sales: [{ count: 1, sum: 2000000 }] },
      { id: 3, agg_sales: [{ count: 1, sum: 500000 }] },
    ]);
  });

  it('an aggregate other than count() needs a column (400 PGRST100)', async () => {
    const wrong = await sales().select('sum()');
    expect(wrong.status).toBe(400);
    expect(wrong.error?.code).toBe('PGRST100');
  });
});
