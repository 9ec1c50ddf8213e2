import { telHref, whatsappHref } from '@/lib/phone';
import { absoluteUrl, SITE_NAME } from '@/lib/seo';
import type { ListingAgent } from '../api/get-property';

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

/**
 * The agent's call, WhatsApp and email links about one listing: plain links that need no network
 * to open, so they work from a page kept offline. WhatsApp only for a mobile number (lib/phone);
 * its message and the email name the listing with its address on the site.
 */
export function agentContactLinks(agent: ListingAgent | null, listing: { id: string; title: string }): AgentContactLinks {
  const url = absoluteUrl(`/property/${listing.id}`);
  const phone = agent?.phone?.trim() || null;
  const email = agent?.agent_email?.trim() || null;
  const message = `Hello, I'm interested in ${listing.title} on ${SITE_NAME}: ${url}`;
  const mail = email
    ? `mailto:${email}?subject=${encodeURIComponent(`Enquiry: ${listing.title} on ${SITE_NAME}`)}&body=${encodeURIComponent(`${message}\n\n`)}`
    : null;
  return {
    name: agentDisplayName(agent) || 'the agent',
    phone,
    email,
    call: phone ? telHref(phone) : null,
    whatsapp: phone ? whatsappHref(phone, message) : null,
    mail,
  };
}
