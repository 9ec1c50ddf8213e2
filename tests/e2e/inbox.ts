import type { APIRequestContext } from '@playwright/test';
import { myStack } from './stacks.ts';

/** This worker's stack's inbox. */
export const INBOX = myStack.inboxUrl;

export type InboxMessage = { subject: string; link: string };

/** The emails the inbox holds for one address, oldest first. */
export async function inboxMessages(request: APIRequestContext, email: string): Promise<InboxMessage[]> {
  return (await (await request.get(`${INBOX}/api/messages?to=${encodeURIComponent(email)}`)).json()) as InboxMessage[];
}
