import { breadcrumbLd, faqPageLd, type Crumb } from '@/lib/json-ld';
import { pageHead } from '@/lib/seo';

// The ten questions of /faqs. The accordion and the FAQPage JSON-LD both read this one list.

export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQS: FaqItem[] = [
  {
    question: 'Can foreigners buy property in Abu Dhabi?',
    answer:
      'Yes, in the designated investment zones. Since Law No. 13 of 2019, buyers of any nationality can own freehold property in areas such as Al Reem Island, Al Maryah Island, Saadiyat Island, Yas Island, Al Raha Beach, Masdar City, Al Reef, Al Ghadeer and Hydra Village. Outside those zones, non-UAE nationals can hold long leases (musataha or usufruct) of up to 99 years.',
  },
  {
    question: 'What fees do I pay when I buy a property?',
    answer:
      'Plan for about 4% to 5% on top of the price. The Department of Municipalities and Transport (DMT) charges a 2% transfer fee on the sale value, agents usually charge a commission of about 2% plus 5% VAT, and a mortgage adds a registration fee of 0.1% of the loan plus bank valuation and processing fees. Off-plan purchases from a developer often carry no agent commission.',
  },
  {
    question: 'How much can I borrow with a mortgage?',
    answer:
      'UAE residents can usually borrow up to 80% of the property value on a first home (less above AED 5M), so a 20% deposit plus fees is needed. Non-residents can borrow up to 75% with some lenders, though many banks cap them lower. Loans usually run up to 25 years and must be repaid before age 65 for employees or 70 for self-employed borrowers.',
  },
  {
    question: 'Does buying property give me a UAE residence visa?',
    answer:
      'Owning property worth at least AED 2M (alone or across several properties, including mortgaged or approved off-plan units) qualifies you for the 10-year Golden Visa, which can cover your family. You may also see AED 5M and AED 10M quoted: these were the thresholds of the earlier 5-year property visa and 10-year investor visa. Check the current rules with ICP before you buy.',
  },
  {
    question: 'What rental yields can I expect in Abu Dhabi?',
    answer:
      'Gross rental yields in Abu Dhabi generally range from 5% to 8%. Apartments on Yas Island, Al Reem Island and in Downtown sit at the higher end (6% to 8%), while large villas on Saadiyat Island yield less but have seen stronger capital growth. Net yields are typically 1 to 1.5 points lower after service charges, maintenance and vacancy.',
  },
  {
    question: 'What is Tawtheeq and do I need it?',
    answer:
      'Tawtheeq is Abu Dhabi’s official system for registering tenancy contracts, run by the municipality. Every lease in the emirate must be registered: landlords need it to enforce the contract, and tenants need it to connect water and electricity, sponsor family visas and bring a case before the Rental Disputes Settlement Committee.',
  },
  {
    question: 'What does renting cost up front?',
    answer:
      'Besides the first rent payment, expect a refundable security deposit of about 5% of the annual rent, an agency fee of about 5% of the annual rent when an agent is involved, and utility connection deposits. Rent is usually paid by post-dated cheques, commonly one to four per year; more cheques often means a slightly higher rent.',
  },
  {
    question: 'Is it safe to buy off-plan?',
    answer:
      'Off-plan sales in Abu Dhabi are regulated: developers must register projects with the DMT and pay buyers’ instalments into an escrow account released only as construction progresses. Check the project’s registration, the developer’s track record, the payment plan and the handover date, and register your sale on the interim real estate register.',
  },
  {
    question: 'How long does it take to complete a purchase?',
    answer:
      'A cash purchase of a ready property usually completes in two to four weeks: you agree terms, sign a memorandum of understanding with a deposit (often 10%), the seller obtains a no-objection certificate from the developer, and ownership transfers at the DMT. With a mortgage, allow four to eight weeks for approval and valuation.',
  },
  {
    question: 'How do I list my property on Manzil?',
    answer:
      'Create a free account, choose List Property and add the details, price and up to five photos. Listings are free. To reach more buyers you can feature a listing for AED 99 per month: it is highlighted in search results and on the home page for one month.',
  },
];

export const FAQS_PATH = '/faqs';
export const FAQS_CRUMBS: Crumb[] = [{ label: 'Home', to: '/' }, { label: 'FAQs' }];

export function faqsHead() {
  return pageHead({
    title: 'Abu Dhabi property FAQs: fees, mortgages, visas and renting',
    description:
      'Answers to the ten questions buyers and renters ask most in Abu Dhabi: freehold areas, the 2% transfer fee, mortgages, the Golden Visa, yields and Tawtheeq.',
    path: FAQS_PATH,
    jsonLd: [faqPageLd(FAQS), breadcrumbLd(FAQS_CRUMBS, FAQS_PATH)],
  });
}
