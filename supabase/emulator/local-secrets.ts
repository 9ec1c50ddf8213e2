import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import webpush from 'web-push';

// The secrets the alerts need that hosted Supabase gets from `supabase secrets set`: the key that
// signs unsubscribe links and the VAPID key pair of web push. The local stack makes them on its
// first start and keeps them with its data, so links in emails already sent and browsers already
// subscribed keep working across restarts; a test emulator makes fresh ones.

export interface LocalSecrets {
  ALERT_LINK_SECRET: string;
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
}

function freshSecrets(): LocalSecrets {
  const vapid = webpush.generateVAPIDKeys();
  return { ALERT_LINK_SECRET: randomBytes(32).toString('base64url'), VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };
}

const complete = (value: unknown): value is LocalSecrets =>
  typeof value === 'object' && value !== null && ['ALERT_LINK_SECRET', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'].every((k) => typeof (value as Record<string, unknown>)[k] === 'string');

/** The secrets kept in `file` (made and written there the first time), or fresh ones without a file. */
export async function localSecrets(file?: string): Promise<LocalSecrets> {
  if (!file) return freshSecrets();
  try {
    const kept: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (complete(kept)) return kept;
  } catch {
    // Not there yet (or unreadable): made afresh below.
  }
  const secrets = freshSecrets();
  await mkdir(dirname(file), { recursive: true });
  // Readable by this user only: the key signs unsubscribe links.
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
