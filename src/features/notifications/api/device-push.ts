import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { localeOf } from '@/i18n/locales';
import { AppError, appErrorFrom } from '@/lib/errors';
import { invokeFunction, supabase } from '@/lib/supabase';
import { defineOutboxMutation } from '@/offline/use-outbox-mutation';
import { write } from '@/offline/write-kind';
import { notificationKeys } from './notification-keys';

// Push notifications on this device: alerts for saved searches and new enquiries, shown by the
// service worker (src/offline/sw-notifications.ts). The browser asks the person only when they
// press "Notify me", never on its own. The browser's subscription is stored for the signed-in
// user through the outbox (push-subscription-kinds.ts); the server writes to it in the language
// of the page it was turned on from.

/** What this device can do about notifications. */
export type DevicePushState = 'unsupported' | 'blocked' | 'off' | 'on';

const BLOCKED = msg`Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.`;
const NOT_ALLOWED = msg`Notifications were not turned on. Press Notify me and choose Allow to get them.`;
const UNSUPPORTED = msg`This browser cannot show notifications from this site.`;
const NOT_SET_UP = msg`Notifications are not set up on this server yet.`;
const SUBSCRIBE_FAILED = msg`Your browser could not turn on notifications. Please try again.`;

const supported = () => typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;

/** The service worker's registration, if one controls this site (none on a dev server). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** Whether this device gets notifications for this user: its subscription is stored under them. */
export function devicePushQueryOptions(userId: string) {
  return queryOptions({
    queryKey: notificationKeys.device(userId),
    queryFn: async (): Promise<DevicePushState> => {
      const reg = await registration();
      if (!reg) return 'unsupported';
      if (Notification.permission === 'denied') return 'blocked';
      const subscription = await reg.pushManager.getSubscription();
      if (!subscription || Notification.permission !== 'granted') return 'off';
      // Stored for this user? (Another account may have turned it on in this browser.)
      const { data, error, status } = await supabase.from('push_subscriptions').select('id').eq('endpoint', subscription.endpoint).maybeSingle();
      if (error) throw appErrorFrom(error, { status });
      return data ? 'on' : 'off';
    },
    // The browser's own state: no point keeping it across reloads.
    meta: { persist: false },
  });
}

/** The server's public key for push (VAPID), as the browser wants it. */
async function applicationServerKey(): Promise<string> {
  const { data, error } = await invokeFunction<{ publicKey?: string }>('push-key', { method: 'GET' });
  if (error || !data?.publicKey) throw new AppError(i18n._(NOT_SET_UP));
  return data.publicKey;
}

/**
 * This browser's push subscription, made if there is none: asks the browser's permission first
 * (which must start in the click that asked for it).
 */
async function subscribeThisBrowser(): Promise<PushSubscription> {
  if (!supported()) throw new AppError(i18n._(UNSUPPORTED));
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new AppError(i18n._(BLOCKED));
  if (permission !== 'granted') throw new AppError(i18n._(NOT_ALLOWED));
  const reg = await registration();
  if (!reg) throw new AppError(i18n._(UNSUPPORTED));
  const key = await applicationServerKey();
  try {
    return (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  } catch {
    throw new AppError(i18n._(SUBSCRIBE_FAILED));
  }
}

const kinds = () => import('./push-subscription-kinds');

/** "Notify me": subscribes this browser (a connection is needed for that), then stores it for the user. */
export const turnOnNotificationsMutation = defineOutboxMutation<void>({
  writes: async () => {
    const subscription = (await subscribeThisBrowser()).toJSON();
    const endpoint = subscription.endpoint ?? '';
    const keys = { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' };
    return [write((await kinds()).savePushSubscriptionKind, { endpoint, keys, locale: localeOf(i18n) })];
  },
  waitMs: 8000,
  signInMessage: msg`Sign in to get notifications`,
  words: {
    confirmed: () => ({ title: t`Notifications on`, message: t`This device will show new listings for your saved searches and new enquiries.`, color: 'teal' }),
    offline: () => ({ title: t`Saved offline`, message: t`Notifications will start once your device is back online.`, color: 'blue' }),
    failed: (_, message) => ({ title: t`Notifications not turned on`, message: message ?? i18n._(SUBSCRIBE_FAILED), color: 'red' }),
  },
});

/** Turns this device's notifications off: the browser's subscription at once, the stored one through the outbox. */
export const turnOffNotificationsMutation = defineOutboxMutation<void>({
  writes: async () => {
    const subscription = await (await registration())?.pushManager.getSubscription();
    if (!subscription) throw new AppError(t`Notifications are already off on this device.`);
    const { endpoint } = subscription;
    await subscription.unsubscribe();
    return [write((await kinds()).removePushSubscriptionKind, { endpoint })];
  },
  waitMs: 8000,
  signInMessage: msg`Sign in to change your notifications`,
  words: {
    confirmed: () => ({ title: t`Notifications off`, message: t`This device will no longer show notifications from Manzil.`, color: 'teal' }),
    offline: () => ({ title: t`Saved offline`, message: t`This device shows no more notifications; your account is updated when you are back online.`, color: 'blue' }),
    failed: (_, message) => ({ title: t`Error`, message: message ?? t`Could not turn notifications off`, color: 'red' }),
  },
});
