import { breadcrumbLd, type Crumb } from '@/lib/json-ld';
import { pageHead } from '@/lib/seo';

// Terms and Privacy: data for the one legal-page template (legal-page.tsx).

export type LegalSlug = 'terms-conditions' | 'privacy-policy';

export const LEGAL_LAST_UPDATED = 'Last updated: 15 July 2025';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalDocument {
  slug: LegalSlug;
  path: `/${LegalSlug}`;
  label: string;
  title: string;
  metaTitle: string;
  description: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

export const TERMS_STATEMENTS = {
  connects: 'Manzil is an online platform that connects buyers, sellers, renters and agents.',
  fees: 'Some services may carry fees. Fees are non-refundable unless a refund policy says otherwise.',
  suspension: 'We may suspend or terminate accounts for violations of these terms.',
} as const;

export const PRIVACY_AGE_STATEMENT = 'You must be 18 or over to create an account or use our services.';

const CONTACT_PARAGRAPH =
  'Manzil, Al Maryah Tower, Al Maryah Island, Abu Dhabi, United Arab Emirates. Email legal@manzil.ae or call +971 2 555 0100 (daily 9:00 AM - 6:00 PM).';

export const LEGAL_DOCUMENTS: Record<LegalSlug, LegalDocument> = {
  'terms-conditions': {
    slug: 'terms-conditions',
    path: '/terms-conditions',
    label: 'Terms & Conditions',
    title: 'Terms and conditions',
    metaTitle: 'Terms and conditions of use',
    description:
      'The terms for using Manzil: what the platform does, your account, listing rules, fees and refunds, suspension of accounts, liability and UAE governing law.',
    lastUpdated: LEGAL_LAST_UPDATED,
    intro:
      'These terms govern your use of the Manzil website and app. By browsing, creating an account or listing a property you accept them. Please read them carefully.',
    sections: [
      {
        heading: '1. What Manzil does',
        paragraphs: [
          TERMS_STATEMENTS.connects,
          'We publish listings and pass enquiries between users. We are not a party to any sale, purchase or tenancy agreed through the platform, we do not hold deposits, and we do not act as a broker unless we say so in writing. Transactions in Abu Dhabi must be completed and registered with the Department of Municipalities and Transport (DMT), and tenancy contracts with Tawtheeq.',
        ],
      },
      {
        heading: '2. Your account',
        paragraphs: [
          'You must be 18 or over to register. Keep your password secret and tell us at once if you think someone else has used your account; you are responsible for what happens under it. The details you give us must be accurate and kept up to date.',
        ],
      },
      {
        heading: '3. Listing rules',
        paragraphs: ['If you list a property you confirm that you own it or are authorised to market it, and that the listing is accurate. In particular you must not:'],
        bullets: [
          'advertise a property without the owner’s consent or, where required, a valid DMT advertising permit;',
          'publish misleading prices, sizes, photos or availability, or keep advertising a property that is sold or let;',
          'upload content you do not have the rights to, or that is unlawful, discriminatory or offensive;',
          'use the platform to send spam, collect other users’ data or get around our security.',
        ],
      },
      {
        heading: '4. Fees and payments',
        paragraphs: [
          'Browsing and standard listings are free. ' + TERMS_STATEMENTS.fees,
          'Featured listings cost AED 99 for one month unless a different price is shown at checkout. Payments are processed by our payment provider; a listing is featured only once the payment is confirmed. Prices include VAT where applicable.',
        ],
      },
      {
        heading: '5. Suspension and termination',
        paragraphs: [
          TERMS_STATEMENTS.suspension + ' We may also remove listings or content that breaks these terms or the law, without notice where necessary to protect users. You may close your account at any time by contacting us.',
        ],
      },
      {
        heading: '6. Information on the site',
        paragraphs: [
          'Guides, price figures, yields and market data are general information, not legal, financial or tax advice. Listings are provided by users; we do not verify every detail. Check any property, its title and its price independently before you commit.',
        ],
      },
      {
        heading: '7. Liability',
        paragraphs: [
          'To the extent permitted by UAE law, we are not liable for losses arising from dealings between users, from inaccurate listings, or from interruptions to the service. Nothing in these terms limits liability that cannot be limited by law.',
        ],
      },
      {
        heading: '8. Governing law',
        paragraphs: [
          'These terms are governed by the laws of the Emirate of Abu Dhabi and the federal laws of the UAE. The courts of Abu Dhabi have jurisdiction over any dispute. We may update these terms; the date above shows the latest version.',
        ],
      },
      { heading: '9. Contact', paragraphs: [CONTACT_PARAGRAPH] },
    ],
  },
  'privacy-policy': {
    slug: 'privacy-policy',
    path: '/privacy-policy',
    label: 'Privacy Policy',
    title: 'Privacy policy',
    metaTitle: 'Privacy policy: how Manzil uses your data',
    description:
      'How Manzil collects, uses and protects your personal data, our use of cookies and local storage, and your rights under the UAE Personal Data Protection Law.',
    lastUpdated: LEGAL_LAST_UPDATED,
    intro:
      'This policy explains what personal data Manzil collects, why, how long we keep it and the rights you have under the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021, the PDPL).',
    sections: [
      {
        heading: '1. Who can use Manzil',
        paragraphs: [PRIVACY_AGE_STATEMENT + ' We do not knowingly collect data from anyone under 18; if you believe we have, contact us and we will delete it.'],
      },
      {
        heading: '2. Data we collect',
        paragraphs: ['We collect only what we need to run the service:'],
        bullets: [
          'Account data: your email address, password (stored only as a secure hash), name and phone number.',
          'Agent details you choose to publish: company name, office address, agent email and phone.',
          'Listings: property details, prices, addresses and photos (we remove location metadata from photos before upload).',
          'Messages you send to or receive from other users through the platform.',
          'Payment records for featured listings (amount, date, status); card details are handled by our payment provider, never stored by us.',
          'Technical data: security logs of actions such as creating a listing or sending a message, and basic device and browser information.',
        ],
      },
      {
        heading: '3. How we use your data',
        paragraphs: ['We use personal data to:'],
        bullets: [
          'create and secure your account and let you sign in;',
          'publish your listings and deliver messages between buyers, renters and listing owners;',
          'process payments for featured listings;',
          'detect and prevent fraud, spam and abuse, including limits on sign-in attempts;',
          'answer your questions and send service emails such as account verification and password resets;',
          'meet our legal obligations in the UAE.',
        ],
      },
      {
        heading: '4. Cookies and local storage',
        paragraphs: [
          'Manzil is an installable app that works offline. To do that it stores data on your device: your sign-in session, cached pages and listings, listings you are drafting with their photos, saved properties and searches, and changes (messages, listings, saved properties) waiting to be sent when you are back online. Everything the app runs, including photo resizing, comes from Manzil itself; we do not use advertising cookies or third-party tracking. Signing out clears your private cached data from the screen and the device; changes you chose to keep for later stay on the device, tied to your account, until you sign in again or discard them. You can also clear all of it in your browser settings.',
        ],
      },
      {
        heading: '5. Sharing and storage',
        paragraphs: [
          'Your name, email and phone are shared with a listing owner only when you contact them. We use service providers for hosting, email and payments under contracts that protect your data. We do not sell personal data. Where data is processed outside the UAE, we make sure it receives the protection the PDPL requires.',
          'We keep account data while your account is open and for up to 12 months after it is closed, and payment records for as long as UAE tax law requires.',
        ],
      },
      {
        heading: '6. Your rights under the UAE PDPL',
        paragraphs: ['Subject to the conditions of the law, you have the right to:'],
        bullets: [
          'obtain information about the data we hold and a copy of it;',
          'have inaccurate data corrected and incomplete data completed;',
          'have your data erased when it is no longer needed;',
          'restrict or object to processing, including for direct marketing;',
          'receive your data in a structured, machine-readable format (data portability);',
          'withdraw your consent at any time, and complain to the UAE Data Office.',
        ],
      },
      { heading: '7. Contact', paragraphs: ['To exercise your rights or ask about this policy, write to privacy@manzil.ae. ' + CONTACT_PARAGRAPH] },
    ],
  },
};

export function legalCrumbs(doc: LegalDocument): Crumb[] {
  return [{ label: 'Home', to: '/' }, { label: doc.label }];
}

export function legalHead(slug: LegalSlug) {
  const doc = LEGAL_DOCUMENTS[slug];
  return pageHead({
    title: doc.metaTitle,
    description: doc.description,
    path: doc.path,
    jsonLd: [breadcrumbLd(legalCrumbs(doc), doc.path)],
  });
}

/** All visible text of a legal document (for tests and search). */
export function legalText(doc: LegalDocument): string {
  return [doc.title, doc.lastUpdated, doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])])].join('\n');
}
