import type { CardItem } from './types';

// /find-agent: the form's options and six sample agents.

export const AGENT_SPECIALIZATIONS = [
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'luxury', label: 'Luxury' },
  { value: 'investment', label: 'Investment' },
  { value: 'offplan', label: 'Off-plan' },
] as const;

export const AGENT_LANGUAGES = [
  { value: 'arabic', label: 'Arabic' },
  { value: 'english', label: 'English' },
  { value: 'russian', label: 'Russian' },
  { value: 'chinese', label: 'Chinese' },
  { value: 'hindi', label: 'Hindi' },
] as const;

interface AgentSample {
  id: string;
  name: string;
  company: string;
  areas: string;
  specialization: string;
  languages: readonly string[];
  years: number;
  bio: string;
}

const AGENTS: readonly AgentSample[] = [
  {
    id: 'agent-mariam',
    name: 'Mariam Al Hosani',
    company: 'Corniche Property Partners',
    areas: 'Saadiyat Island, Al Bateen',
    specialization: 'Luxury',
    languages: ['Arabic', 'English'],
    years: 12,
    bio: 'Sells beachfront villas and branded residences on Saadiyat, and advises buyers applying for the Golden Visa through property.',
  },
  {
    id: 'agent-daniel',
    name: 'Daniel Okafor',
    company: 'Reem Realty',
    areas: 'Al Reem Island, Al Maryah Island',
    specialization: 'Residential',
    languages: ['English'],
    years: 7,
    bio: 'Rents and sells apartments on Al Reem Island; knows which towers have the best service charges and views.',
  },
  {
    id: 'agent-elena',
    name: 'Elena Sokolova',
    company: 'Yas Homes',
    areas: 'Yas Island, Al Raha Beach',
    specialization: 'Investment',
    languages: ['Russian', 'English'],
    years: 9,
    bio: 'Builds rental portfolios for overseas investors, targeting 6-8% yields on Yas Island townhouses and apartments.',
  },
  {
    id: 'agent-wei',
    name: 'Li Wei',
    company: 'Gulf Capital Estates',
    areas: 'Al Maryah Island, Masdar City',
    specialization: 'Commercial',
    languages: ['Chinese', 'English'],
    years: 11,
    bio: 'Leases and sells offices in ADGM and Masdar City to companies setting up in Abu Dhabi.',
  },
  {
    id: 'agent-priya',
    name: 'Priya Nair',
    company: 'Khalifa City Properties',
    areas: 'Khalifa City, Mohammed Bin Zayed City',
    specialization: 'Residential',
    languages: ['Hindi', 'English'],
    years: 6,
    bio: 'Helps families find villas near schools on the mainland, from first viewings to Tawtheeq registration.',
  },
  {
    id: 'agent-khalid',
    name: 'Khalid Al Mazrouei',
    company: 'Capital Off-Plan',
    areas: 'Jubail Island, Al Reem Island, Yas Island',
    specialization: 'Off-plan',
    languages: ['Arabic', 'English'],
    years: 8,
    bio: 'Guides buyers through developer launches, payment plans and escrow protections for off-plan homes.',
  },
];

export const SAMPLE_AGENTS: readonly CardItem[] = AGENTS.map((a) => ({
  id: a.id,
  badge: a.specialization,
  title: a.name,
  subtitle: a.company,
  description: a.bio,
  facts: [a.areas, `${a.years} years' experience`, a.languages.join(', ')],
  action: { label: 'Contact', to: '/contact-us', ariaLabel: `Contact ${a.name}` },
}));
