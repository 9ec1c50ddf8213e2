import { localizedHref, type Locale } from '../../../src/i18n/locales.ts';
import { formatAed } from '../../../src/lib/figures.ts';
import { arabicAreaName } from '../../../src/lib/areas.ts';
import { listingTitle } from '../../../src/lib/listing-text.ts';
import type { PushMessage } from '../_shared/push.ts';

// The words of alert and enquiry emails and notifications, in the recipient's language (the one
// they signed up in: English or Arabic). A listing is named as the site names it: its Arabic
// title and area on Arabic pages where there are ones, its price as the site writes it.

export interface AlertListing {
  id: string;
  title: string;
  title_ar: string | null;
  price: number | string | null;
  location: string;
  listing_type: string;
  photo: string | null;
}

/** An email planned by public.claim_alert_emails. */
export interface ClaimedAlertEmail {
  id: string;
  kind: 'instant' | 'daily';
  user_id: string;
  email: string;
  locale: Locale;
  search: { id: string; name: string; query: string; alert: 'off' | 'instant' | 'daily'; token: number } | null;
  listings: AlertListing[];
}

/** A notification claimed by public.claim_enquiry_notifications. */
export interface ClaimedEnquiry {
  id: string;
  user_id: string;
  email: string;
  locale: Locale;
  emails: boolean;
  push: boolean;
  sender_name: string;
  listing: { id: string | null; title: string | null; title_ar: string | null };
}

/** Addresses the words link to. */
export interface AlertLinks {
  /** The site's address (SITE_URL), without a trailing slash. */
  site: string;
  /** The page that unsubscribes from the search (needs no sign-in). */
  unsubscribePage: string;
  /** The API address a mail client POSTs to for a one-click unsubscribe (List-Unsubscribe). */
  oneClick: string;
}

export interface WrittenEmail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** A site address in the recipient's language. */
export const siteLink = (site: string, href: string, locale: Locale) => `${site}${localizedHref(href, locale)}`;

const WORDS = {
  en: {
    instantSubject: (n: number, name: string) => (n === 1 ? `New listing for “${name}”` : `${n} new listings for “${name}”`),
    dailySubject: (n: number, name: string) => (n === 1 ? `1 new listing today for “${name}”` : `${n} new listings today for “${name}”`),
    intro: (name: string) => `These listings match your saved search “${name}”.`,
    view: 'View listing',
    priceOnRequest: 'Price on request',
    yearly: (amount: string) => `${amount}/year`,
    why: (kind: 'instant' | 'daily') =>
      kind === 'daily' ? 'You get this daily email because you turned on alerts for this search on Manzil.' : 'You get these emails because you turned on instant alerts for this search on Manzil.',
    stop: 'Stop alerts for this search',
    manage: 'Manage your alerts',
    pushMore: (first: string, more: number) => (more > 0 ? `${first} and ${more} more` : first),
    enquirySubject: (sender: string, title: string) => `New enquiry from ${sender} about “${title}”`,
    enquiryBody: (sender: string, title: string) => `${sender} sent you a message about “${title}”.`,
    enquiryOpen: 'Read and reply in your inbox',
    enquiryWhy: 'You can turn these emails off in your dashboard, under Profile.',
    enquiryPushBody: 'Open your inbox to reply.',
    aListing: 'your listing',
  },
  ar: {
    instantSubject: (n: number, name: string) => (n === 1 ? `عقار جديد يطابق بحثك «${name}»` : `${n} من العقارات الجديدة تطابق بحثك «${name}»`),
    dailySubject: (n: number, name: string) => (n === 1 ? `عقار جديد اليوم لبحثك «${name}»` : `${n} من العقارات الجديدة اليوم لبحثك «${name}»`),
    intro: (name: string) => `هذه العقارات تطابق بحثك المحفوظ «${name}».`,
    view: 'عرض العقار',
    priceOnRequest: 'السعر عند الطلب',
    yearly: (amount: string) => `${amount} سنويًا`,
    why: (kind: 'instant' | 'daily') =>
      kind === 'daily' ? 'تصلك هذه الرسالة اليومية لأنك فعّلت التنبيهات لهذا البحث على منزل.' : 'تصلك هذه الرسائل لأنك فعّلت التنبيهات الفورية لهذا البحث على منزل.',
    stop: 'إيقاف التنبيهات لهذا البحث',
    manage: 'إدارة التنبيهات',
    pushMore: (first: string, more: number) => (more > 0 ? `${first} و${more} غيره` : first),
    enquirySubject: (sender: string, title: string) => `رسالة جديدة من ${sender} بخصوص «${title}»`,
    enquiryBody: (sender: string, title: string) => `أرسل إليك ${sender} رسالة بخصوص «${title}».`,
    enquiryOpen: 'اقرأ الرسالة ورد عليها في صندوق الوارد',
    enquiryWhy: 'يمكنك إيقاف هذه الرسائل من لوحة التحكم، في الملف الشخصي.',
    enquiryPushBody: 'افتح صندوق الوارد للرد.',
    aListing: 'عقارك',
  },
} as const;

/** A listing's price as the site writes it: a sale as a total, a rent per year. */
function listingPrice(listing: AlertListing, locale: Locale): string {
  const words = WORDS[locale];
  const value = listing.price === null || listing.price === '' ? Number.NaN : Number(listing.price);
  if (!Number.isFinite(value)) return words.priceOnRequest;
  const amount = formatAed(locale, value);
  return listing.listing_type === 'rent' ? words.yearly(amount) : amount;
}

const areaIn = (location: string, locale: Locale) => (locale === 'ar' ? (arabicAreaName(location) ?? location) : location);

/** The email telling a saver about their search's new listings, with its one-click unsubscribe. */
export function alertEmail(email: ClaimedAlertEmail & { search: NonNullable<ClaimedAlertEmail['search']> }, links: AlertLinks): WrittenEmail {
  const { locale } = email;
  const words = WORDS[locale];
  const n = email.listings.length;
  const name = email.search.name;
  const subject = email.kind === 'daily' ? words.dailySubject(n, name) : words.instantSubject(n, name);
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const manage = siteLink(links.site, '/dashboard?tab=saved', locale);
  const items = email.listings.map((listing) => ({
    title: listingTitle(listing, locale).text,
    price: listingPrice(listing, locale),
    area: areaIn(listing.location, locale),
    url: siteLink(links.site, `/property/${listing.id}`, locale),
    photo: listing.photo && /^https?:\/\//.test(listing.photo) ? listing.photo : null,
  }));
  const text = [
    words.intro(name),
    '',
    ...items.flatMap((item) => [item.title, `${item.price} · ${item.area}`, item.url, '']),
    words.why(email.kind),
    `${words.stop}: ${links.unsubscribePage}`,
    `${words.manage}: ${manage}`,
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1a1b1e;max-width:560px;margin:0 auto;padding:16px">
<p>${escapeHtml(words.intro(name))}</p>
${items
  .map(
    (item) => `<div style="border:1px solid #dee2e6;border-radius:8px;margin:0 0 16px;overflow:hidden">
${item.photo ? `<img src="${escapeHtml(item.photo)}" alt="" width="560" style="display:block;width:100%;height:auto">` : ''}
<div style="padding:12px"><p style="margin:0 0 4px;font-weight:600">${escapeHtml(item.title)}</p>
<p style="margin:0 0 8px">${escapeHtml(item.price)} · ${escapeHtml(item.area)}</p>
<a href="${escapeHtml(item.url)}" style="color:#0b7285">${escapeHtml(words.view)}</a></div></div>`,
  )
  .join('\n')}
<p style="font-size:13px;color:#495057">${escapeHtml(words.why(email.kind))}<br>
<a href="${escapeHtml(links.unsubscribePage)}" style="color:#495057">${escapeHtml(words.stop)}</a> · <a href="${escapeHtml(manage)}" style="color:#495057">${escapeHtml(words.manage)}</a></p>
</body></html>`;
  return { subject, html, text };
}

/** The same alert as a notification: it opens the listing, or the search when there are several. */
export function alertPush(email: ClaimedAlertEmail & { search: NonNullable<ClaimedAlertEmail['search']> }, site: string): PushMessage {
  const { locale } = email;
  const words = WORDS[locale];
  const [first] = email.listings;
  const single = email.listings.length === 1;
  const firstLine = `${listingTitle(first, locale).text} · ${listingPrice(first, locale)}`;
  return {
    title: email.kind === 'daily' ? words.dailySubject(email.listings.length, email.search.name) : words.instantSubject(email.listings.length, email.search.name),
    body: words.pushMore(firstLine, email.listings.length - 1),
    url: single ? siteLink(site, `/property/${first.id}`, locale) : siteLink(site, `/search-results?${email.search.query}`, locale),
    tag: `alert-${email.id}`,
  };
}

const enquiryTitle = (enquiry: ClaimedEnquiry) => {
  const { title, title_ar } = enquiry.listing;
  return title ? listingTitle({ title, title_ar }, enquiry.locale).text : WORDS[enquiry.locale].aListing;
};

/** The email telling an agent about a new enquiry. */
export function enquiryEmail(enquiry: ClaimedEnquiry, site: string): WrittenEmail {
  const { locale } = enquiry;
  const words = WORDS[locale];
  const title = enquiryTitle(enquiry);
  const inbox = siteLink(site, '/dashboard?tab=messages', locale);
  const subject = words.enquirySubject(enquiry.sender_name, title);
  const text = [words.enquiryBody(enquiry.sender_name, title), '', `${words.enquiryOpen}: ${inbox}`, '', words.enquiryWhy].join('\n');
  const html = `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1a1b1e;max-width:560px;margin:0 auto;padding:16px">
<p>${escapeHtml(words.enquiryBody(enquiry.sender_name, title))}</p>
<p><a href="${escapeHtml(inbox)}" style="color:#0b7285">${escapeHtml(words.enquiryOpen)}</a></p>
<p style="font-size:13px;color:#495057">${escapeHtml(words.enquiryWhy)}</p>
</body></html>`;
  return { subject, html, text };
}

/** A new enquiry as a notification: it opens the inbox. */
export function enquiryPush(enquiry: ClaimedEnquiry, site: string): PushMessage {
  const words = WORDS[enquiry.locale];
  return {
    title: words.enquirySubject(enquiry.sender_name, enquiryTitle(enquiry)),
    body: words.enquiryPushBody,
    url: siteLink(site, '/dashboard?tab=messages', enquiry.locale),
    tag: `enquiry-${enquiry.id}`,
  };
}
