import { t } from '@lingui/core/macro';
import { appErrorFrom } from '@/lib/errors';
import type { RestClient } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { defineWriteKind } from '@/offline/write-kind';
import { notificationKeys } from './notification-keys';

// The server's copy of this browser's push subscription: stored for the signed-in user when
// notifications are turned on (public.save_push_subscription, which moves a browser's endpoint to
// whoever turned it on last), removed when they are turned off. Both are keyed by the endpoint:
// storing it twice stores it once, and removing one already gone removes nothing.

const subscriptionSchema = z.object({
  endpoint: z.string(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
  /** The language its notifications are written in: the page's when they were turned on. */
  locale: z.enum(['en', 'ar']),
});
export type StoredPushSubscription = z.infer<typeof subscriptionSchema>;

const devicePushReads = (_: unknown, userKey: string) => [notificationKeys.device(userKey)];

export const savePushSubscriptionKind = defineWriteKind({
  name: 'push.subscribe',
  version: 1,
  schema: subscriptionSchema,
  key: ({ endpoint }) => `push.subscribe:${endpoint}`,
  group: ({ endpoint }) => `push:${endpoint}`,
  label: () => t`Turn on notifications on this device`,
  send: async (client: RestClient, { endpoint, keys, locale }) => {
    const { error, status } = await client.rpc('save_push_subscription', { subscription: { endpoint, keys }, locale });
    if (error) throw appErrorFrom(error, { status });
  },
  changedReads: devicePushReads,
});

export const removePushSubscriptionKind = defineWriteKind({
  name: 'push.unsubscribe',
  version: 1,
  schema: z.object({ endpoint: z.string() }),
  key: ({ endpoint }) => `push.unsubscribe:${endpoint}`,
  group: ({ endpoint }) => `push:${endpoint}`,
  label: () => t`Turn off notifications on this device`,
  send: async (client: RestClient, { endpoint }) => {
    const { error, status } = await client.from('push_subscriptions').delete().eq('endpoint', endpoint);
    if (error) throw appErrorFrom(error, { status });
  },
  changedReads: devicePushReads,
});
