import { describe, expect, it } from 'vitest';
import { agentContactLinks } from '@/features/listings/detail/contact-links';
import { internationalDigits, telHref, whatsappHref, whatsappNumber } from '@/lib/phone';
import { absoluteUrl } from '@/lib/seo';
import { i18nFor } from './i18n';

const en = await i18nFor('en');
const ar = await i18nFor('ar');

describe('internationalDigits', () => {
  it.each([
    ['+971 50 123 4567', '971501234567'],
    ['+971-50-123-4567', '971501234567'],
    ['050 123 4567', '971501234567'],
    ['00971 50 123 4567', '971501234567'],
    ['971501234567', '971501234567'],
    ['50 123 4567', '971501234567'],
    ['+971 (0)50 123 4567', '971501234567'],
    ['+971 050 123 4567', '971501234567'],
    ['+971 2 555 0101', '97125550101'],
    ['02 555 0101', '97125550101'],
    ['04 555 0303', '97145550303'],
    ['+44 7700 900123', '447700900123'],
    ['0044 7700 900123', '447700900123'],
    ['+44 (0)20 7946 0958', '442079460958'],
  ])('%s -> %s', (phone, digits) => {
    expect(internationalDigits(phone)).toBe(digits);
  });

  it.each(['', 'call me', '555 0101', '+12345', '050 123 45678 999', '+971 50 123 456 789 0'])('%s cannot be placed', (phone) => {
    expect(internationalDigits(phone)).toBeNull();
  });
});

describe('telHref', () => {
  it('dials the international number with its +', () => {
    expect(telHref('+971 50 123 4567')).toBe('tel:+971501234567');
    expect(telHref('050 123 4567')).toBe('tel:+971501234567');
    expect(telHref('+971 2 555 0101')).toBe('tel:+97125550101');
  });

  it('keeps a number it cannot place as written, and gives nothing without digits', () => {
    expect(telHref('555 0101')).toBe('tel:5550101');
    expect(telHref('n/a')).toBeNull();
  });
});

describe('whatsappNumber', () => {
  it.each(['+971 50 123 4567', '050 123 4567', '00971 55 555 0202', '+971 52 555 0303', '+971 58 000 0000', '50 123 4567'])(
    'UAE mobile %s is on WhatsApp',
    (phone) => {
      expect(whatsappNumber(phone)).toMatch(/^9715\d{8}$/);
    },
  );

  it.each(['+971 2 555 0101', '02 555 0101', '04 555 0303', '+971 4 555 0303', '800 4444', '+971 800 123'])('UAE landline or service number %s is not', (phone) => {
    expect(whatsappNumber(phone)).toBeNull();
  });

  it('offers foreign numbers only when written in international form', () => {
    expect(whatsappNumber('+44 7700 900123')).toBe('447700900123');
    expect(whatsappNumber('0044 7700 900123')).toBe('447700900123');
    expect(whatsappNumber('+1 212 555 0100')).toBe('12125550100');
    // A bare national number of an unknown country: no country code to send it to.
    expect(whatsappNumber('7700 900123')).toBeNull();
  });
});

describe('whatsappHref', () => {
  it('is a wa.me link with the digits only and the message encoded', () => {
    const href = whatsappHref('+971 50 123 4567', "Hello, I'm interested in Villa & pool on Manzil: http://x/property/1?a=b");
    expect(href).toBe('https://wa.me/971501234567?text=' + encodeURIComponent("Hello, I'm interested in Villa & pool on Manzil: http://x/property/1?a=b"));
    const url = new URL(href!);
    expect(url.searchParams.get('text')).toBe("Hello, I'm interested in Villa & pool on Manzil: http://x/property/1?a=b");
  });

  it('is plain without a message and null for a landline', () => {
    expect(whatsappHref('050 123 4567')).toBe('https://wa.me/971501234567');
    expect(whatsappHref('+971 2 555 0101', 'Hello')).toBeNull();
  });
});

describe('agentContactLinks', () => {
  const listing = { id: 'a0000000-0000-4000-8000-000000000001', title: '3BR Marina apartment' };
  const agent = { first_name: 'Sara', last_name: 'Ahmed', company_name: 'Manzil Realty', agent_email: 'sara@example.ae', phone: '050 123 4567', agent_address: null };

  it('builds call, WhatsApp and email links naming the listing and its address', () => {
    const links = agentContactLinks(agent, listing, en);
    const url = absoluteUrl(`/property/${listing.id}`);
    expect(links.name).toBe('Sara Ahmed');
    expect(links.call).toBe('tel:+971501234567');
    const text = new URL(links.whatsapp!).searchParams.get('text');
    expect(text).toBe(`Hello, I'm interested in 3BR Marina apartment on Manzil: ${url}`);
    expect(links.mail).toMatch(/^mailto:sara@example\.ae\?subject=/);
    const subject = decodeURIComponent(links.mail!.split('subject=')[1].split('&')[0]);
    expect(subject).toBe('Enquiry: 3BR Marina apartment on Manzil');
    expect(decodeURIComponent(links.mail!.split('body=')[1])).toContain(url);
  });

  it('offers no WhatsApp for a landline, no email without one, and names the company when the agent has no name', () => {
    const links = agentContactLinks({ ...agent, first_name: null, last_name: null, agent_email: ' ', phone: '+971 2 555 0101' }, listing, en);
    expect(links.name).toBe('Manzil Realty');
    expect(links.call).toBe('tel:+97125550101');
    expect(links.whatsapp).toBeNull();
    expect(links.mail).toBeNull();
  });

  it('has nothing but a name without an agent card', () => {
    expect(agentContactLinks(null, listing, en)).toMatchObject({ name: 'the agent', call: null, whatsapp: null, mail: null });
  });

  it("writes the message in the page's language, with the listing's address in that language", () => {
    const links = agentContactLinks(agent, listing, ar);
    const text = new URL(links.whatsapp!).searchParams.get('text');
    expect(text).toContain('3BR Marina apartment');
    expect(text).toContain(absoluteUrl(`/ar/property/${listing.id}`));
    expect(text).not.toContain("I'm interested");
    expect(agentContactLinks(null, listing, ar).name).not.toBe('the agent');
  });
});
