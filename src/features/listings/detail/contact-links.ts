import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { localeOf, localizedPath } from '@/i18n/locales';
import { telHref, whatsappHref } from '@/lib/phone';
import { absoluteUrl, SITE_NAME } from '@/lib/seo';
import type { ListingAgent } from '../api/get-property';
import { listingTitle, type ListingTitles } from '@/lib/listing-text';

export interface AgentContactLinks {
  /** Who the links reach, for their accessible names: the agent's name, else the company, else 'the agent'. */
  name: string;
  /** The phone as the agent wrote it, shown on the Call button. */
  phone: string | null;
  email: string | null;
  call: string | null;
  whatsapp: string | null;
  mail: string | null;
}

export function agentDisplayName(agent: ListingAgent | null): string {
  const name = agent ? [agent.first_name, agent.last_name].filter(Boolean).join(' ').trim() : '';
  return name || agent?.company_name?.trim() || '';
}

/** The listing's address on the site in the page's language (Arabic under /ar). */
export function listingUrl(id: string, i18n: I18n): string {
  return absoluteUrl(localizedPath(`/property/${id}`, localeOf(i18n)));
}

/**
 * The agent's call, WhatsApp and email links about one listing: plain links that need no network
 * to open, so they work from a page kept offline. WhatsApp only for a mobile number (lib/phone);
 * its message and the email name the listing with its address on the site, in the page's
 * language (`i18n`: the page's own, from useLingui, as this runs at the server too).
 */
export function agentContactLinks(agent: ListingAgent | null, listing: { id: string } & ListingTitles, i18n: I18n): AgentContactLinks {
  const url = listingUrl(listing.id, i18n);
  const phone = agent?.phone?.trim() || null;
  const email = agent?.agent_email?.trim() || null;
  const title = listingTitle(listing, i18n.locale).text;
  const site = SITE_NAME;
  const message = i18n._(msg`Hello, I'm interested in ${title} on ${site}: ${url}`);
  const subject = i18n._(msg`Enquiry: ${title} on ${site}`);
  const mail = email ? `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${message}\n\n`)}` : null;
  return {
    name: agentDisplayName(agent) || i18n._(msg`the agent`),
    phone,
    email,
    call: phone ? telHref(phone) : null,
    whatsapp: phone ? whatsappHref(phone, message) : null,
    mail,
  };
}
