import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSavedSearchAlert } from '@/features/search-alerts/api/saved-search-kinds';
import { formatAed } from '@/lib/figures';
import { createHandler, digestTime, HOURLY_EMAIL_LIMIT, type AlertsReport } from '../../supabase/functions/send-alerts/handler.ts';
import { createHandler as createUnsubscriber } from '../../supabase/functions/unsubscribe/handler.ts';
import { callFunction, publish, savedSearch, sendAlertsRequest, type User } from './alerts-fixture.ts';
import { startTestEmulator, type TestEmulator } from './emulator.ts';

// Saved-search alerts and enquiry notifications, end to end through the send-alerts edge function
// as the emulator runs it (by hand here: its timers are off), with emails landing in the local
// inbox as they would at an HTTP email provider.

let emu: TestEmulator;
let agent: User;

beforeAll(async () => {
  emu = await startTestEmulator({ seed: false });
  agent = await emu.signedInUser();
}, 120_000);
afterAll(async () => {
  await emu?.stop();
});

const inbox = (user: User) => emu.mailbox.list(user.email);

const run = (now?: number): Promise<AlertsReport> => emu.appHooks.sendAlerts(now);

describe('saved-search alerts', () => {
  it('email a new matching listing once, to the saver only: not to a search it does not match, nor to its lister', async () => {
    const saver = await emu.signedInUser();
    const renter = await emu.signedInUser();
    await savedSearch(saver, { location: 'Yas Island', type: 'sale' }, 'instant', 'Yas for sale');
    await savedSearch(renter, { location: 'Yas Island', type: 'rent' }, 'instant');
    // The lister's own search matches too, but their own listing is never news to them.
    await savedSearch(agent, { location: 'Yas Island' }, 'instant');
    // Listed before the search: not new.
    expect(inbox(saver)).toHaveLength(0);

    const listing = await publish(agent, { title: 'Marina view flat', price: 2_150_000 });
    const report = await run();
    expect(report.failed).toBe(0);

    const [email, ...more] = inbox(saver);
    expect(more).toHaveLength(0);
    expect(email.subject).toBe('New listing for “Yas for sale”');
    expect(email.text).toContain('Marina view flat');
    expect(email.text).toContain(`${formatAed('en', 2_150_000)} · Yas Island`);
    expect(email.link).toBe(`http://localhost:4173/property/${listing}`);
    expect(email.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(email.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:54321\/functions\/v1\/unsubscribe\?token=[\w.%-]+>$/);
    expect(email.html).toContain(`href="http://localhost:4173/property/${listing}"`);
    expect(inbox(renter)).toHaveLength(0);
    expect(inbox(agent)).toHaveLength(0);

    // Run again, and change the listing (a new price up): nothing more.
    await agent.client.from('properties').update({ price: 2_200_000 }).eq('id', listing);
    await run();
    expect(inbox(saver)).toHaveLength(1);
  });

  it('saving a search saved before keeps one search, with the alerts chosen the second time', async () => {
    const saver = await emu.signedInUser();
    await savedSearch(saver, { location: 'Al Maryah Island' }, 'off', 'Maryah');
    await savedSearch(saver, { location: 'Al Maryah Island' }, 'instant', 'Maryah again');
    const rows = await saver.client.from('saved_searches').select('name, alert');
    expect(rows.data).toEqual([{ name: 'Maryah', alert: 'instant' }]);
  });

  it('alerts a price drop into range and a return to available, once per listing and person', async () => {
    const saver = await emu.signedInUser();
    await savedSearch(saver, { location: 'Saadiyat Island', max_price: 3_000_000 }, 'instant', 'Saadiyat under 3M');
    const pricey = await publish(agent, { location: 'Saadiyat Island', title: 'Beach villa', price: 3_500_000 });
    const underOffer = await publish(agent, { location: 'Saadiyat Island', title: 'Garden villa', price: 2_000_000 });
    await agent.client.from('properties').update({ status: 'under_offer' }).eq('id', underOffer);
    await run();
    expect(inbox(saver)).toHaveLength(0);

    // The price drops into range; the other is available again.
    await agent.client.from('properties').update({ price: 2_900_000 }).eq('id', pricey);
    await agent.client.from('properties').update({ status: 'available' }).eq('id', underOffer);
    await run();
    const [both] = inbox(saver);
    expect(both.subject).toBe('2 new listings for “Saadiyat under 3M”');
    expect(both.text).toContain('Beach villa');
    expect(both.text).toContain('Garden villa');

    // Sent already: another drop is not news to this person.
    await agent.client.from('properties').update({ price: 2_400_000 }).eq('id', pricey);
    await run();
    expect(inbox(saver)).toHaveLength(1);
    // A newcomer whose search only the latest drop brings the listing into hears of it alone.
    const newcomer = await emu.signedInUser();
    await savedSearch(newcomer, { location: 'Saadiyat Island', max_price: 2_300_000 }, 'instant', 'Saadiyat under 2.3M');
    await agent.client.from('properties').update({ price: 2_250_000 }).eq('id', pricey);
    await run();
    const [drop, ...more] = inbox(newcomer);
    expect(more).toHaveLength(0);
    expect(drop.subject).toBe('New listing for “Saadiyat under 2.3M”');
    expect(drop.text).toContain('Beach villa');
    expect(drop.text).not.toContain('Garden villa');
  });

  it('groups a daily search’s matches into one digest a day', async () => {
    const saver = await emu.signedInUser();
    await savedSearch(saver, { location: 'Al Reem Island' }, 'daily', 'Reem daily');
    await publish(agent, { location: 'Al Reem Island', title: 'Reem one' });
    await publish(agent, { location: 'Al Reem Island', title: 'Reem two' });
    const now = Date.now();
    // Matched, but today's digest went out before they arrived: they wait for tomorrow's.
    const waiting = await run(now);
    expect(waiting.matched).toBeGreaterThanOrEqual(2);
    expect(inbox(saver)).toHaveLength(0);

    const tomorrow = digestTime(now).getTime() + 24 * 60 * 60 * 1000 + 60_000;
    await run(tomorrow);
    const [digest, ...more] = inbox(saver);
    expect(more).toHaveLength(0);
    expect(digest.subject).toBe('2 new listings today for “Reem daily”');
    expect(digest.text).toContain('Reem one');
    expect(digest.text).toContain('Reem two');

    // Another arrives the same day: it waits for the next digest, however often the job runs.
    await publish(agent, { location: 'Al Reem Island', title: 'Reem three' });
    await run(tomorrow + 60_000);
    await run(tomorrow + 2 * 60 * 60 * 1000);
    expect(inbox(saver)).toHaveLength(1);
    await run(tomorrow + 24 * 60 * 60 * 1000);
    expect(inbox(saver)).toHaveLength(2);
    expect(inbox(saver)[0].subject).toBe('1 new listing today for “Reem daily”');
  });

  it('writes to an Arabic-speaking saver in Arabic, naming the listing as the Arabic site does', async () => {
    const saver = await emu.signedInUser();
    await emu.admin.auth.admin.updateUserById(saver.id, { user_metadata: { locale: 'ar' } });
    await savedSearch(saver, { location: 'Yas Island', type: 'rent' }, 'instant', 'ياس للإيجار');
    const listing = await publish(agent, { listing_type: 'rent', price: 95_000, title: 'Yas flat', title_ar: 'شقة في ياس' });
    await run();
    const [email] = inbox(saver);
    expect(email.subject).toBe('عقار جديد يطابق بحثك «ياس للإيجار»');
    expect(email.text).toContain('شقة في ياس');
    expect(email.text).toContain('95,000\u00A0درهم سنويًا');
    expect(email.text).toContain('جزيرة ياس');
    expect(email.link).toBe(`http://localhost:4173/ar/property/${listing}`);
    expect(email.html).toContain('dir="rtl"');
  });

  it('keeps to an hourly limit per person; the rest waits', async () => {
    const saver = await emu.signedInUser();
    const searches = HOURLY_EMAIL_LIMIT + 2;
    for (let i = 0; i < searches; i++) await savedSearch(saver, { location: 'Khalifa City', min_bedrooms: i, max_bedrooms: i }, 'instant', `Khalifa ${i}`);
    // One listing is one match per person, so each search needs its own.
    for (let i = 0; i < searches; i++) await publish(agent, { location: 'Khalifa City', bedrooms: i, title: `Khalifa home ${i}` });
    await run();
    expect(inbox(saver)).toHaveLength(HOURLY_EMAIL_LIMIT);
    const waiting = await emu.admin.from('alert_deliveries').select('property_id').eq('user_id', saver.id).is('email_id', null);
    expect(waiting.data!.length).toBeGreaterThan(0);
  });
});

describe('unsubscribing from an alert email', () => {
  const tokenOf = (email: { headers?: Record<string, string> }) => decodeURIComponent(/token=([^>]+)>/.exec(email.headers!['List-Unsubscribe'])![1]);
  const unsubscribe = (body: string, contentType = 'application/json', query = '') =>
    callFunction(emu, createUnsubscriber, new Request(`http://127.0.0.1:54321/functions/v1/unsubscribe${query}`, { method: 'POST', headers: { 'content-type': contentType }, body }));
  const alertOf = async (id: string) => (await emu.admin.from('saved_searches').select('alert').eq('id', id).single()).data!.alert;

  it('stops that search’s emails only, from the link alone; a used or forged link changes nothing', async () => {
    const saver = await emu.signedInUser();
    const villas = await savedSearch(saver, { location: 'Al Raha Beach', property_type: 'villa' }, 'instant', 'Raha villas');
    const flats = await savedSearch(saver, { location: 'Al Raha Beach', property_type: 'apartment' }, 'instant', 'Raha flats');
    await publish(agent, { location: 'Al Raha Beach', property_type: 'villa', title: 'Raha villa one' });
    await run();
    const [villaEmail] = inbox(saver);
    expect(villaEmail.subject).toBe('New listing for “Raha villas”');
    const token = tokenOf(villaEmail);

    // A mail client's one-click POST, with no sign-in.
    const res = await unsubscribe('List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded', `?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true, name: 'Raha villas' });
    expect(await alertOf(villas)).toBe('off');
    expect(await alertOf(flats)).toBe('instant');

    await publish(agent, { location: 'Al Raha Beach', property_type: 'villa', title: 'Raha villa two' });
    await publish(agent, { location: 'Al Raha Beach', property_type: 'apartment', title: 'Raha flat one' });
    await run();
    const after = inbox(saver);
    expect(after.map((e) => e.subject)).toEqual(['New listing for “Raha flats”', 'New listing for “Raha villas”']);

    // Used: nothing, even after the saver turns the alerts back on.
    await setSavedSearchAlert(saver.client, { id: villas, alert: 'daily' });
    const reused = await unsubscribe(JSON.stringify({ token }));
    expect(await reused.json()).toEqual({ unsubscribed: false });
    expect(await alertOf(villas)).toBe('daily');

    // Forged: another search's id under this signature, a signature of its own, or no token.
    const [payload, signature] = token.split('.');
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { s: string; t: number };
    const otherPayload = Buffer.from(JSON.stringify({ ...claim, s: flats, t: 0 })).toString('base64url');
    for (const forged of [`${otherPayload}.${signature}`, `${payload}.${Buffer.from('x'.repeat(32)).toString('base64url')}`, 'not-a-token', '']) {
      const answer = await unsubscribe(JSON.stringify({ token: forged }));
      expect(answer.status).toBe(400);
    }
    expect(await alertOf(flats)).toBe('instant');
    expect(await alertOf(villas)).toBe('daily');
  });

  it('sends a GET (a link scanner’s) on to the site’s page, changing nothing', async () => {
    const res = await callFunction(emu, createUnsubscriber, new Request('http://127.0.0.1:54321/functions/v1/unsubscribe?token=abc.def'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost:4173/unsubscribe?token=abc.def');
  });
});

describe('a run that dies half way', () => {
  /**
   * The function's handler with a fetch that fails from the moment `crashAt` says so: the process
   * dead mid-batch, nothing it asks for afterwards is done.
   */
  function crashingRun(crashAt: (url: string, emailsSent: number) => boolean) {
    let emailsSent = 0;
    let dead = false;
    const die = () => {
      dead = true;
      throw new Error('killed');
    };
    const reach = async (input: string, init?: RequestInit) => {
      if (dead) die();
      if (new URL(input).port === '54324') {
        const res = await emu.inboxFetch(new Request(input, init));
        emailsSent++;
        // The provider has the email; the process dies before it hears back.
        if (crashAt(input, emailsSent)) die();
        return res;
      }
      if (crashAt(input, emailsSent)) die();
      return emu.fetch(new Request(input, init));
    };
    return callFunction(emu, createHandler, sendAlertsRequest(), reach);
  }
  /** Time passes: what the dead run had claimed is free again. */
  const claimsLapse = async () => {
    await emu.db.query(`update public.alert_emails set claimed_until = now() - interval '1 second' where sent_at is null`);
    await emu.db.query(`update private.alert_listing_changes set claimed_until = now() - interval '1 second'`);
  };

  it('sends each alert once after a restart, whether it died matching or sending', async () => {
    const savers = await Promise.all([1, 2, 3].map(() => emu.signedInUser()));
    for (const saver of savers) await savedSearch(saver, { location: 'Masdar City' }, 'instant', 'Masdar');
    await publish(agent, { location: 'Masdar City', title: 'Masdar flat' });

    // Dies after recording the matches, before finishing the claim on the listing.
    const diedMatching = await crashingRun((url) => url.includes('finish_alert_listing_changes'));
    expect(diedMatching.status).toBe(500);
    for (const saver of savers) expect(inbox(saver)).toHaveLength(0);
    await claimsLapse();

    // Dies right after the provider took the second email, before it was recorded as sent.
    const diedSending = await crashingRun((url, sent) => url.includes('/api/emails') && sent === 2);
    expect(diedSending.status).toBe(500);
    const delivered = savers.map((s) => inbox(s).length);
    expect(delivered.reduce((a, b) => a + b)).toBe(2);
    await claimsLapse();

    // The restart sends the rest, and the email in flight again under the same key: the provider
    // (here the local inbox) sends it once.
    await run();
    for (const saver of savers) {
      expect(inbox(saver)).toHaveLength(1);
      expect(inbox(saver)[0].text).toContain('Masdar flat');
    }
    await run();
    for (const saver of savers) expect(inbox(saver)).toHaveLength(1);
  });
});

describe('enquiry notifications', () => {
  it('emails the agent the enquirer’s name and the listing, unless they turned it off', async () => {
    const listing = await publish(agent, { title: 'Corniche penthouse' });
    const visitor = emu.client();
    expect((await visitor.from('messages').insert({ property_id: listing, name: 'Layla', email: 'layla@example.com', message: 'Is it still available?' })).error).toBeNull();
    await run();
    const [email] = inbox(agent).filter((e) => e.subject.startsWith('New enquiry'));
    expect(email.subject).toBe('New enquiry from Layla about “Corniche penthouse”');
    expect(email.link).toBe('http://localhost:4173/dashboard?tab=messages');

    expect((await agent.client.from('profiles').update({ enquiry_emails: false }).eq('id', agent.id)).error).toBeNull();
    expect((await visitor.from('messages').insert({ property_id: listing, name: 'Omar', email: 'omar@example.com', message: 'Can I view it on Friday?' })).error).toBeNull();
    await run();
    expect(inbox(agent).filter((e) => e.subject.includes('Omar'))).toHaveLength(0);
    await agent.client.from('profiles').update({ enquiry_emails: true }).eq('id', agent.id);
  });
});
