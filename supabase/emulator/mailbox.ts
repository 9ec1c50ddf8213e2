import { Hono } from 'hono';
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
}

/** Captured emails: on a local machine nothing is sent, everything lands here. */
export class Mailbox {
  private emails: Email[] = [];

  send(email: Omit<Email, 'id' | 'sentAt' | 'link'> & { link?: string | null }): Email {
    const stored: Email = {
      id: randomUUID(),
      sentAt: new Date().toISOString(),
      link: email.link ?? email.text.match(/https?:\/\/\S+/)?.[0] ?? null,
      ...email,
    };
    this.emails.push(stored);
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
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The local inbox: an HTML page for people and `/api/messages?to=` as JSON for tests. */
export function createInboxApp(mailbox: Mailbox) {
  const app = new Hono();
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
