import { PostgrestClient } from '@supabase/postgrest-js';
import { applySearchFilters, searchArguments } from '../../../src/features/listings/api/search-conditions.ts';
import { parseSearchQuery, toFilters } from '../../../src/features/listings/search-params.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { Database } from '../_shared/database.types.ts';
import { emailConfigured, sendEmail } from '../_shared/email.ts';
import { pushConfigured, sendPush, type PushMessage, type PushTarget } from '../_shared/push.ts';
import { isServiceRoleRequest, RestError, secret, serviceRest, supabaseUrl, type FetchLike } from '../_shared/service-api.ts';
import { unsubscribeToken } from '../_shared/unsubscribe-token.ts';
import { alertEmail, alertPush, enquiryEmail, enquiryPush, siteLink, type ClaimedAlertEmail, type ClaimedEnquiry } from './alert-words.ts';

// Alerts: tells savers about listings that newly match their searches, and agents about new
// enquiries, by email and push. pg_cron calls it every minute on hosted Supabase; the local
// emulator on a timer and after listing and message writes. Service role only. Three steps, each
// safe to repeat or to die in (see 20261204090000_alerts.sql):
//  1. Match: claim the queued listing changes, run every alerting search over them with the app's
//     own search conditions, as a visitor would (the anon key: only what anyone may see is ever
//     sent), and record a match per (user, listing); a listing a user owns is never theirs to match.
//  2. Email: claim the planned alert emails (instant ones at once, daily ones once a day, no one
//     over an hourly limit), send each under its own id as the idempotency key, and push it to the
//     user's browsers; mark each sent as soon as it is.
//  3. Enquiries: claim the new-message notifications and send each as the agent chose.

/** Queued listing changes matched per claim (their ids go in one request per search). */
const CHANGE_BATCH = 100;
const EMAIL_BATCH = 50;
/** Alert emails one person gets at most in an hour; more wait for the next hour. */
export const HOURLY_EMAIL_LIMIT = 10;
/** No new batch is claimed after this: the rest waits for the next run, well within a function's time limit. */
const TIME_BUDGET_MS = 20_000;
/** The daily digest goes out at 08:00 in the UAE (UTC+4 all year): 04:00 UTC. */
const DIGEST_HOUR_UTC = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AlertsReport {
  /** Matches recorded (a listing already sent to that person is not one). */
  matched: number;
  /** Alert emails sent. */
  emails: number;
  /** Notifications delivered to push services. */
  pushes: number;
  /** Enquiry notifications handled. */
  enquiries: number;
  /** Steps that failed; they are tried again once their claim lapses. */
  failed: number;
}

export interface SendAlertsDeps {
  /** Reaches this project's APIs, the email provider and the push services. */
  fetch?: FetchLike;
  /** The clock the daily digest keeps; the database's own decides claims and rate limits. */
  now?: () => number;
}

/** The latest digest time at or before `now`: today's 08:00 in the UAE once it has passed, else yesterday's. */
export function digestTime(now: number): Date {
  const today = Math.floor(now / DAY_MS) * DAY_MS + DIGEST_HOUR_UTC * 60 * 60 * 1000;
  return new Date(today <= now ? today : today - DAY_MS);
}

interface AlertingSearch {
  id: string;
  user_id: string;
  query: string;
  alert_since: string;
}

interface ClaimedChange {
  claim_id: string;
  property_id: string;
  changed_at: string;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
const siteUrl = () => (secret('SITE_URL') ?? 'http://localhost:4173').replace(/\/+$/, '');

/** Every search with alerts on, a page of 1,000 (PostgREST's max_rows) at a time. */
async function alertingSearches(fetchImpl: FetchLike): Promise<AlertingSearch[]> {
  const searches: AlertingSearch[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await serviceRest<AlertingSearch[]>(fetchImpl, `saved_searches?select=id,user_id,query,alert_since&alert=neq.off&order=id&limit=1000&offset=${offset}`);
    searches.push(...page);
    if (page.length < 1000) return searches;
  }
}

/** Which of `ids` a search finds for its saver: the search as anyone may run it, less the saver's own listings. */
async function searchMatches(visitor: PostgrestClient<Database>, search: AlertingSearch, ids: string[], now: number): Promise<string[]> {
  const filters = toFilters(parseSearchQuery(search.query));
  const read = visitor.rpc('search_properties', searchArguments(filters), { get: true }).select('id');
  const { data, error } = await applySearchFilters(read, filters, now).in('id', ids).neq('user_id', search.user_id);
  if (error) {
    // A saved search the database no longer accepts (22023) can match nothing; any other failure
    // leaves the batch claimed, to be matched again.
    if (error.code === '22023') return [];
    throw new Error(`Matching saved search ${search.id} failed: ${error.message}`);
  }
  return (data as { id: string }[]).map((row) => row.id);
}

async function matchListingChanges(fetchImpl: FetchLike, report: AlertsReport, now: number, started: number) {
  const anonKey = secret('SUPABASE_ANON_KEY') ?? '';
  const visitor = new PostgrestClient<Database>(`${supabaseUrl()}/rest/v1`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    fetch: (input, init) => fetchImpl(String(input), init),
  });
  let searches: AlertingSearch[] | null = null;
  while (Date.now() - started < TIME_BUDGET_MS) {
    const claimed = await serviceRest<ClaimedChange[]>(fetchImpl, 'rpc/claim_alert_listing_changes', { method: 'POST', body: { max_items: CHANGE_BATCH } });
    if (claimed.length === 0) return;
    searches ??= await alertingSearches(fetchImpl);
    const matches: { user_id: string; property_id: string; saved_search_id: string }[] = [];
    for (const search of searches) {
      // Only changes after the search's alerts began are news to it.
      const since = Date.parse(search.alert_since);
      const ids = claimed.filter((change) => Date.parse(change.changed_at) > since).map((change) => change.property_id);
      if (ids.length === 0) continue;
      for (const id of await searchMatches(visitor, search, ids, now)) matches.push({ user_id: search.user_id, property_id: id, saved_search_id: search.id });
    }
    if (matches.length > 0) {
      // One row per user and listing: a listing already matched for someone (this run or before) is left as it was.
      const inserted = await serviceRest<unknown[]>(fetchImpl, 'alert_deliveries?on_conflict=user_id,property_id&select=property_id', {
        method: 'POST',
        body: matches,
        prefer: 'resolution=ignore-duplicates,return=representation',
      });
      report.matched += inserted.length;
    }
    await serviceRest(fetchImpl, 'rpc/finish_alert_listing_changes', { method: 'POST', body: { claim: claimed[0].claim_id } });
    if (claimed.length < CHANGE_BATCH) return;
  }
}

/** Sends a notification to each of a user's browsers; removes the ones the push service no longer knows. */
async function pushToUser(fetchImpl: FetchLike, report: AlertsReport, userId: string, message: (locale: Locale) => PushMessage, topic: string) {
  if (!pushConfigured()) return;
  const targets = await serviceRest<(PushTarget & { locale: Locale })[]>(fetchImpl, `push_subscriptions?select=id,endpoint,p256dh,auth,locale&user_id=eq.${userId}`);
  for (const target of targets) {
    try {
      const outcome = await sendPush(fetchImpl, target, message(target.locale), topic);
      if (outcome === 'gone') await serviceRest(fetchImpl, `push_subscriptions?id=eq.${target.id}`, { method: 'DELETE' });
      else report.pushes++;
    } catch (error) {
      // One browser's push service failing does not hold up the email or the others.
      console.error(`[send-alerts] push to subscription ${target.id}:`, error);
    }
  }
}

/** A push topic (at most 32 URL-safe characters): the same alert sent twice replaces its undelivered copy. */
const topicOf = (id: string) => id.replace(/-/g, '');

async function sendAlertEmail(fetchImpl: FetchLike, report: AlertsReport, email: ClaimedAlertEmail & { search: NonNullable<ClaimedAlertEmail['search']> }) {
  const site = siteUrl();
  const token = encodeURIComponent(await unsubscribeToken({ search: email.search.id, token: email.search.token }));
  const oneClick = `${supabaseUrl()}/functions/v1/unsubscribe?token=${token}`;
  const written = alertEmail(email, { site, unsubscribePage: siteLink(site, `/unsubscribe?token=${token}`, email.locale), oneClick });
  await sendEmail(fetchImpl, {
    to: email.email,
    ...written,
    // One-click unsubscribe (RFC 8058): mail clients POST List-Unsubscribe=One-Click to the address.
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    idempotencyKey: `alert-email-${email.id}`,
  });
  report.emails++;
  await pushToUser(fetchImpl, report, email.user_id, (locale) => alertPush({ ...email, locale }, site), topicOf(email.id));
}

async function sendAlertEmails(fetchImpl: FetchLike, report: AlertsReport, now: number, started: number) {
  // Without a provider nothing is planned: matches wait until one is configured.
  if (!emailConfigured()) return;
  while (Date.now() - started < TIME_BUDGET_MS) {
    const claimed = await serviceRest<ClaimedAlertEmail[]>(fetchImpl, 'rpc/claim_alert_emails', {
      method: 'POST',
      body: { digest_from: digestTime(now).toISOString(), max_emails: EMAIL_BATCH, hourly_limit: HOURLY_EMAIL_LIMIT },
    });
    if (claimed.length === 0) return;
    for (const email of claimed) {
      try {
        // A search deleted or turned off since, or listings all gone since: nothing to send.
        const { search } = email;
        if (search && search.alert !== 'off' && email.listings.length > 0) await sendAlertEmail(fetchImpl, report, { ...email, search });
        await serviceRest(fetchImpl, 'rpc/finish_alert_emails', { method: 'POST', body: { email_ids: [email.id] } });
      } catch (error) {
        report.failed++;
        console.error(`[send-alerts] alert email ${email.id}:`, error);
      }
    }
    if (claimed.length < EMAIL_BATCH) return;
  }
}

async function sendEnquiryNotifications(fetchImpl: FetchLike, report: AlertsReport, started: number) {
  const site = siteUrl();
  while (Date.now() - started < TIME_BUDGET_MS) {
    const claimed = await serviceRest<ClaimedEnquiry[]>(fetchImpl, 'rpc/claim_enquiry_notifications', { method: 'POST', body: { max_items: EMAIL_BATCH } });
    if (claimed.length === 0) return;
    for (const enquiry of claimed) {
      try {
        if (enquiry.emails && emailConfigured()) {
          await sendEmail(fetchImpl, { to: enquiry.email, ...enquiryEmail(enquiry, site), idempotencyKey: `enquiry-${enquiry.id}` });
        }
        if (enquiry.push) await pushToUser(fetchImpl, report, enquiry.user_id, (locale) => enquiryPush({ ...enquiry, locale }, site), topicOf(enquiry.id));
        await serviceRest(fetchImpl, 'rpc/finish_enquiry_notifications', { method: 'POST', body: { message_ids: [enquiry.id] } });
        report.enquiries++;
      } catch (error) {
        report.failed++;
        console.error(`[send-alerts] enquiry ${enquiry.id}:`, error);
      }
    }
    if (claimed.length < EMAIL_BATCH) return;
  }
}

/** One run: match, then email, then enquiries. */
export async function sendAlerts(fetchImpl: FetchLike, now: number = Date.now()): Promise<AlertsReport> {
  const report: AlertsReport = { matched: 0, emails: 0, pushes: 0, enquiries: 0, failed: 0 };
  const started = Date.now();
  await matchListingChanges(fetchImpl, report, now, started);
  await sendAlertEmails(fetchImpl, report, now, started);
  await sendEnquiryNotifications(fetchImpl, report, started);
  return report;
}

/** POST /functions/v1/send-alerts with the service role key: answers an AlertsReport. */
export function createHandler(deps: SendAlertsDeps = {}) {
  const fetchImpl: FetchLike = deps.fetch ?? ((input, init) => fetch(input, init));
  const clock = deps.now ?? Date.now;
  return async function handler(request: Request): Promise<Response> {
    if (request.method !== 'POST') return new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } });
    // The gateway accepts any valid key (the anon key too); only the service role may run this.
    if (!isServiceRoleRequest(request)) {
      return json({ error: 'Only the service role may send alerts' }, request.headers.has('authorization') ? 403 : 401);
    }
    try {
      const report = await sendAlerts(fetchImpl, clock());
      return json(report, report.failed > 0 ? 500 : 200);
    } catch (error) {
      console.error('[send-alerts]', error);
      const detail = error instanceof RestError ? ` (${error.status})` : '';
      return json({ error: `Sending alerts failed${detail}` }, 500);
    }
  };
}

export const handler = createHandler();
