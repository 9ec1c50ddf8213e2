import { startTestEmulator, type TestEmulator } from '../emulator.ts';

/**
 * An emulator with database functions only these tests install: a statement that runs as long as
 * it is asked to, standing for any slow query the REST API cannot see coming, and what the
 * database takes for the caller's address (private.client_address(), which its per-address limits
 * key on). The REST API reads the schema once, on its first request, so they are installed before
 * any (the app's background jobs are off in tests; their first run would be such a request).
 */
export async function startEmulatorWithTestFunctions(options: Omit<Parameters<typeof startTestEmulator>[0], 'backgroundJobs'> = {}): Promise<TestEmulator> {
  const emulator = await startTestEmulator(options);
  await emulator.db.exec(`
    create function public.slow_statement(seconds double precision) returns integer
      language sql volatile as $$ select pg_sleep(seconds); select 1 $$;
    create function public.seen_client_address() returns text
      language sql stable security definer set search_path = '' as $$ select private.client_address() $$;
    grant execute on function public.slow_statement(double precision), public.seen_client_address() to anon, authenticated;
  `);
  return emulator;
}
