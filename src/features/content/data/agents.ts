import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CardItem } from './types';

// /find-agent: the form's options and six sample agents, their words in the page's language.

export const AGENT_SPECIALIZATIONS = [
  { value: 'residential', label: msg`Residential` },
  { value: 'commercial', label: msg`Commercial` },
  { value: 'luxury', label: msg`Luxury` },
  { value: 'investment', label: msg`Investment` },
  { value: 'offplan', label: msg`Off-plan` },
] as const;

export const AGENT_LANGUAGES = [
  { value: 'arabic', label: msg`Arabic` },
  { value: 'english', label: msg`English` },
  { value: 'russian', label: msg`Russian` },
  { value: 'chinese', label: msg`Chinese` },
  { value: 'hindi', label: msg`Hindi` },
] as const;

interface AgentSample {
  id: string;
  name: MessageDescriptor;
  company: MessageDescriptor;
  areas: MessageDescriptor;
  specialization: MessageDescriptor;
  languages: readonly MessageDescriptor[];
  years: number;
  bio: MessageDescriptor;
}

/** An option's label, so a sample agent's specialization and languages read as the form's options do. */
const label = (options: readonly { value: string; label: MessageDescriptor }[], value: string) => options.find((option) => option.value === value)!.label;

const AGENTS: readonly AgentSample[] = [
  {
    id: 'agent-mariam',
    name: msg`Mariam Al Hosani`,
    company: msg`Corniche Property Partners`,
    areas: msg`Saadiyat Island, Al Bateen`,
    specialization: label(AGENT_SPECIALIZATIONS, 'luxury'),
    languages: [label(AGENT_LANGUAGES, 'arabic'), label(AGENT_LANGUAGES, 'english')],
    years: 12,
    bio: msg`Sells beachfront villas and branded residences on Saadiyat, and advises buyers applying for the Golden Visa through property.`,
  },
  {
    id: 'agent-daniel',
    name: msg`Daniel Okafor`,
    company: msg`Reem Realty`,
    areas: msg`Al Reem Island, Al Maryah Island`,
    specialization: label(AGENT_SPECIALIZATIONS, 'residential'),
    languages: [label(AGENT_LANGUAGES, 'english')],
    years: 7,
    bio: msg`Rents and sells apartments on Al Reem Island; knows which towers have the best service charges and views.`,
  },
  {
    id: 'agent-elena',
    name: msg`Elena Sokolova`,
    company: msg`Yas Homes`,
    areas: msg`Yas Island, Al Raha Beach`,
    specialization: label(AGENT_SPECIALIZATIONS, 'investment'),
    languages: [label(AGENT_LANGUAGES, 'russian'), label(AGENT_LANGUAGES, 'english')],
    years: 9,
    bio: msg`Builds rental portfolios for overseas investors, targeting 6-8% yields on Yas Island townhouses and apartments.`,
  },
  {
    id: 'agent-wei',
    name: msg`Li Wei`,
    company: msg`Gulf Capital Estates`,
    areas: msg`Al Maryah Island, Masdar City`,
    specialization: label(AGENT_SPECIALIZATIONS, 'commercial'),
    languages: [label(AGENT_LANGUAGES, 'chinese'), label(AGENT_LANGUAGES, 'english')],
    years: 11,
    bio: msg`Leases and sells offices in ADGM and Masdar City to companies setting up in Abu Dhabi.`,
  },
  {
    id: 'agent-priya',
    name: msg`Priya Nair`,
    company: msg`Khalifa City Properties`,
    areas: msg`Khalifa City, Mohammed Bin Zayed City`,
    specialization: label(AGENT_SPECIALIZATIONS, 'residential'),
    languages: [label(AGENT_LANGUAGES, 'hindi'), label(AGENT_LANGUAGES, 'english')],
    years: 6,
    bio: msg`Helps families find villas near schools on the mainland, from first viewings to Tawtheeq registration.`,
  },
  {
    id: 'agent-khalid',
    name: msg`Khalid Al Mazrouei`,
    company: msg`Capital Off-Plan`,
    areas: msg`Jubail Island, Al Reem Island, Yas Island`,
    specialization: label(AGENT_SPECIALIZATIONS, 'offplan'),
    languages: [label(AGENT_LANGUAGES, 'arabic'), label(AGENT_LANGUAGES, 'english')],
    years: 8,
    bio: msg`Guides buyers through developer launches, payment plans and escrow protections for off-plan homes.`,
  },
];

/** The sample agents as cards, in the page's language. */
export const sampleAgents = (i18n: I18n): readonly CardItem[] =>
  AGENTS.map((a) => {
    const name = i18n._(a.name);
    const years = a.years;
    return {
      id: a.id,
      badge: i18n._(a.specialization),
      title: name,
      subtitle: i18n._(a.company),
      description: i18n._(a.bio),
      facts: [i18n._(a.areas), i18n._(msg`${years} years' experience`), a.languages.map((language) => i18n._(language)).join(i18n._(msg`, `))],
      action: { label: i18n._(msg`Contact`), to: '/contact-us', ariaLabel: i18n._(msg`Contact ${name}`) },
    };
  });
