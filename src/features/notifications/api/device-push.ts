import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { localeOf } from '@/i18n/locales';
import { AppError, appErrorFrom } from '@/lib/errors';
import { invokeFunction, supabase } from '@/lib/supabase';

// Push notifications on this device: alerts for saved searches and new enquiries, shown by the
// service worker (src/offline/sw-notifications.ts). The browser asks the person only when they
// press "Notify me", never on its own. A subscription is stored for the signed-in user
// (public.save_push_subscription); the server writes to it in the language of the page it was
// turned on from.

/** What this device can do about notifications. */
export type DevicePushState = 'unsupported' | 'blocked' | 'off' | 'on';

const notificationKeys = {
  device: (userId: string) => ['notifications', 'device', userId] as const,
};

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
 * "Notify me": asks the browser's permission (this must start in the click that asked for it),
 * subscribes this device and stores it for the user.
 */
async function turnOn(): Promise<void> {
  if (!supported()) throw new AppError(i18n._(UNSUPPORTED));
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new AppError(i18n._(BLOCKED));
  if (permission !== 'granted') throw new AppError(i18n._(NOT_ALLOWED));
  const reg = await registration();
  if (!reg) throw new AppError(i18n._(UNSUPPORTED));
  const key = await applicationServerKey();
  let subscription: PushSubscription;
  try {
    subscription = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  } catch {
    throw new AppError(i18n._(SUBSCRIBE_FAILED));
  }
  const { error, status } = await supabase.rpc('save_push_subscription', { subscription: subscription.toJSON() as never, locale: localeOf(i18n) });
  if (error) throw appErrorFrom(error, { status });
}

/** Stops notifications on this device: the browser's subscription and the stored one. */
async function turnOff(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return;
  const { error, status } = await supabase.from('push_subscriptions').delete().eq('endpoint', subscription.endpoint);
  if (error) throw appErrorFrom(error, { status });
  await subscription.unsubscribe();
}

/** Turns this device's notifications on or off; the outcome is told beside the control. */
export function useDevicePush(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? turnOn() : turnOff()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.device(userId) }),
    // Told beside the button rather than as a toast.
    meta: { outcomeWords: { confirmed: () => null, offline: () => null, failed: () => null } },
  });
}
