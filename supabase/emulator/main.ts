// Local Supabase stand-in: `npm run emulator`.
// Flags: --reset (rebuild the database from migrations and seed first), --reset-only (rebuild and exit).
import { runEmulator, stopOnSignals } from './run.ts';

const args = new Set(process.argv.slice(2));
const resetOnly = args.has('--reset-only');
const emulator = await runEmulator({ reset: resetOnly || args.has('--reset'), prepareOnly: resetOnly });
if (resetOnly) console.log('[emulator] database rebuilt from migrations and seed');
else stopOnSignals(emulator.stop);
