import type { APIRequestContext } from '@playwright/test';

/**
 * The test run's local inbox. It listens away from `npm start`'s 54324, a port other local stacks
 * (a Supabase CLI's mail catcher, a developer's own `npm start`) often hold; playwright.config.ts
 * hands it to the emulator as INBOX_PORT.
 */
export const E2E_INBOX_PORT = 54334;
export const INBOX = `http://127.0.0.1:${E2E_INBOX_PORT}`;

export type InboxMessage = { subject: string; link: string };

/** The emails the inbox holds for one address, oldest first. */
export async function inboxMessages(request: APIRequestContext, email: string): Promise<InboxMessage[]> {
  return (await (await request.get(`${INBOX}/api/messages?to=${encodeURIComponent(email)}`)).json()) as InboxMessage[];
}
