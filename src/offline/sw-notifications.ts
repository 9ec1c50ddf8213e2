/// <reference lib="webworker" />
// Push notifications in the service worker: alerts for saved searches and new enquiries, sent by
// the send-alerts edge function (supabase/functions/_shared/push.ts writes the message). A click
// opens the listing or the inbox in a tab of the site, the open one if there is one.

/** A push's message: the notification's words, the page a click opens, and its tag. */
export interface NotificationMessage {
  title: string;
  body: string;
  /** The page to open: a path on this site, whatever address the server wrote it with. */
  path: string;
  /** The same alert sent twice replaces its notification rather than showing twice. */
  tag: string;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * The message a push carries, or null for anything else. Its page is taken as a path on this
 * site, so a notification never opens another site (and the server's address for the site, which
 * may differ in development, does not matter).
 */
export function readNotificationMessage(data: unknown): NotificationMessage | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  const title = text(message.title, 200);
  if (!title || typeof message.url !== 'string') return null;
  let url: URL;
  try {
    url = new URL(message.url, 'https://site.invalid');
  } catch {
    return null;
  }
  return { title, body: text(message.body, 500), path: `${url.pathname}${url.search}${url.hash}`, tag: text(message.tag, 100) };
}

/**
 * Opens `path` for a notification click: focuses a tab of the site already showing it, or the
 * first tab of the site and takes it there, or opens a new one.
 */
export async function openNotificationPage(clients: Clients, origin: string, path: string): Promise<void> {
  const target = new URL(path, origin).href;
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter((w) => new URL(w.url).origin === origin);
  const open = windows.find((w) => w.url === target) ?? windows[0];
  if (!open) {
    await clients.openWindow(target);
    return;
  }
  // A real click allows focusing; the tab is taken to the page either way.
  await open.focus().catch(() => undefined);
  if (open.url === target) return;
  // A tab this worker does not control cannot be navigated from here: a new tab instead.
  const moved = await open.navigate(target).catch(() => null);
  if (!moved) await clients.openWindow(target);
}

/** Shows pushed notifications and opens their page on click. */
export function handleNotifications(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('push', (event) => {
    let data: unknown;
    try {
      data = event.data?.json();
    } catch {
      return;
    }
    const message = readNotificationMessage(data);
    if (!message) return;
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag || undefined,
        icon: '/icon-192.png',
        data: { path: message.path },
        dir: 'auto',
      }),
    );
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = (event.notification.data as { path?: unknown } | null)?.path;
    event.waitUntil(openNotificationPage(self.clients, self.location.origin, typeof path === 'string' ? path : '/'));
  });
}
