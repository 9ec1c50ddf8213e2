import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { randomUUID } from 'node:crypto';

export interface Email {
  id: string;
  to: string;
  subject: string;
  /** Plain-text body; links are written out in full. */
  text: string;
  /** The first link in the email (the confirmation or reset link), for tests and the inbox page. */
  link: string | null;
  sentAt: string;
  /** The HTML body, for emails sent with one (alerts). */
  html?: string;
  /** Headers the sender set, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** How many idempotency keys the inbox remembers (a provider such as Resend keeps them a day). */
const REMEMBERED_KEYS = 5000;

/** Captured emails: on a local machine nothing is sent, everything lands here. */
export class Mailbox {
  private emails: Email[] = [];
  /** Idempotency key -> the email first sent under it. */
  private keys = new Map<string, Email>();

  send(email: Omit<Email, 'id' | 'sentAt' | 'link'> & { link?: string | null }, idempotencyKey?: string): Email {
    const earlier = idempotencyKey ? this.keys.get(idempotencyKey) : undefined;
    if (earlier) return earlier;
    const stored: Email = {
      id: randomUUID(),
      sentAt: new Date().toISOString(),
      link: email.link ?? email.text.match(/https?:\/\/\S+/)?.[0] ?? null,
      ...email,
    };
    this.emails.push(stored);
    if (idempotencyKey) {
      this.keys.set(idempotencyKey, stored);
      if (this.keys.size > REMEMBERED_KEYS) this.keys.delete(this.keys.keys().next().value!);
    }
    // Keep memory bounded on a long-running local server.
    if (this.emails.length > 500) this.emails.shift();
    return stored;
  }

  /** Newest first, optionally only those sent to one address (case-insensitive). */
  list(to?: string): Email[] {
    const all = [...this.emails].reverse();
    return to ? all.filter((e) => e.to.toLowerCase() === to.toLowerCase()) : all;
  }

  clear() {
    this.emails = [];
    this.keys.clear();
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

interface SendRequest {
  from?: unknown;
  to?: unknown;
  subject?: unknown;
  html?: unknown;
  text?: unknown;
  headers?: unknown;
}

const stringRecord = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};

/**
 * The local inbox: an HTML page for people, `/api/messages?to=` as JSON for tests, and
 * `POST /api/emails`, which takes an email as an HTTP email provider does (Resend's JSON: from,
 * to, subject, html, text, headers; an Idempotency-Key sends an email twice once), so the edge
 * functions' emails land here on the local stack.
 */
export function createInboxApp(mailbox: Mailbox) {
  const app = new Hono();
  app.post('/api/emails', bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.json({ message: 'Email too large' }, 413) }), async (c) => {
    let body: SendRequest;
    try {
      body = (await c.req.json()) as SendRequest;
    } catch {
      return c.json({ message: 'The body must be JSON' }, 400);
    }
    const to = Array.isArray(body.to) ? body.to : [body.to];
    const html = typeof body.html === 'string' ? body.html : undefined;
    const text = typeof body.text === 'string' ? body.text : undefined;
    if (!to.length || !to.every((a): a is string => typeof a === 'string' && a.includes('@')) || typeof body.subject !== 'string' || (text ?? html) === undefined) {
      return c.json({ message: 'to, subject and text or html are required' }, 422);
    }
    const key = c.req.header('idempotency-key') || undefined;
    const sent = to.map((address) =>
      mailbox.send({ to: address, subject: body.subject as string, text: text ?? html ?? '', html, headers: stringRecord(body.headers) }, key && `${key}:${address}`),
    );
    return c.json({ id: sent[0].id });
  });
  app.get('/api/messages', (c) => {
    c.header('Access-Control-Allow-Origin', '*');
    return c.json(mailbox.list(c.req.query('to') ?? undefined));
  });
  app.delete('/api/messages', (c) => {
    mailbox.clear();
    return c.body(null, 204);
  });
  app.get('/', (c) => {
    const items = mailbox
      .list()
      .map(
        (e) => `<article><h2>${escapeHtml(e.subject)}</h2><p>To ${escapeHtml(e.to)} · ${escapeHtml(e.sentAt)}</p>
<pre dir="auto">${escapeHtml(e.text)}</pre>${e.link ? `<p><a href="${escapeHtml(e.link)}">Open link</a></p>` : ''}</article>`,
      )
      .join('\n');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Manzil local inbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Local inbox</h1><p>Emails the local Supabase emulator would have sent.</p>${items || '<p>No emails yet.</p>'}</body></html>`);
  });
  return app;
}
