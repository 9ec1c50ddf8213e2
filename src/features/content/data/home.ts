import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LinkProps } from '@tanstack/react-router';

// The home page's text: teasers, services and the short FAQ (2% transfer fee, about 2%
// agent commission, 5-8% rental yields), each text a message the page shows in its language.

type To = NonNullable<LinkProps['to']>;

export const HOME_HERO = {
  heading: msg`Find your home in Abu Dhabi`,
  intro: msg`Villas, apartments, townhouses and penthouses for sale and rent, from Saadiyat and Yas Island to Al Reem and Khalifa City.`,
};

export const HOME_TEASERS: readonly { title: MessageDescriptor; stat: MessageDescriptor; text: MessageDescriptor; to: To; linkLabel: MessageDescriptor }[] = [
  {
    title: msg`Abu Dhabi Marina`,
    stat: msg`500+ properties · average AED 2.5M · +12%`,
    text: msg`Waterfront apartments next to Marina Mall and the breakwater, minutes from the Corniche.`,
    to: '/abu-dhabi-marina',
    linkLabel: msg`Explore Abu Dhabi Marina`,
  },
  {
    title: msg`Downtown Abu Dhabi`,
    stat: msg`800+ properties · average AED 2.8M · +15%`,
    text: msg`City-centre towers on and behind the Corniche, walking distance to offices, parks and the beach.`,
    to: '/downtown-abu-dhabi',
    linkLabel: msg`Explore Downtown Abu Dhabi`,
  },
  {
    title: msg`Saadiyat Island`,
    stat: msg`Apartments AED 1.5M–8M · villas AED 8M–25M+`,
    text: msg`Beachfront villas and residences beside the Louvre Abu Dhabi and the Cultural District, a freehold zone open to all.`,
    to: '/saadiyat-island',
    linkLabel: msg`Explore Saadiyat Island`,
  },
];

export const HOME_SERVICES: readonly { title: MessageDescriptor; text: MessageDescriptor; to: To; linkLabel: MessageDescriptor }[] = [
  {
    title: msg`Buy with confidence`,
    text: msg`Check what homes really sold for, work out the 2% transfer fee and learn which areas foreigners can buy freehold.`,
    to: '/buyer-guides',
    linkLabel: msg`Read the buyer guide`,
  },
  {
    title: msg`Rent without surprises`,
    text: msg`Know the deposit, the agency fee and the cheque schedule before you view, and how Tawtheeq registration works.`,
    to: '/renter-guides',
    linkLabel: msg`Read the renter guide`,
  },
  {
    title: msg`Sell or let your property`,
    text: msg`List your home for free, reach buyers and tenants across the UAE, or compare licensed agents in your area.`,
    to: '/find-agent',
    linkLabel: msg`Find an agent`,
  },
];

export const HOME_FAQ: readonly { question: MessageDescriptor; answer: MessageDescriptor }[] = [
  {
    question: msg`What does it cost to buy a home in Abu Dhabi?`,
    answer: msg`On top of the price, buyers pay a 2% transfer fee to the Department of Municipalities and Transport when the sale is registered, and agent commission of about 2% of the price plus VAT. With a mortgage, add 0.1% of the loan for mortgage registration and a bank valuation fee.`,
  },
  {
    question: msg`What rental yields can investors expect?`,
    answer: msg`Gross rental yields in Abu Dhabi typically range from 5-8%. Apartments on Al Reem Island and Yas Island sit at the top of that range; large villas on Saadiyat Island earn less in yield but have seen stronger price growth.`,
  },
  {
    question: msg`Can foreigners buy property in Abu Dhabi?`,
    answer: msg`Yes, freehold, inside the designated investment zones: Al Reem Island, Saadiyat Island, Yas Island, Al Maryah Island, Al Raha Beach, Masdar City and others. Banks lend up to 80% of the price to residents buying a first home and up to 75% to non-residents.`,
  },
  {
    question: msg`Does buying property come with a visa?`,
    answer: msg`Property worth AED 2M or more qualifies for the 10-year Golden Visa. You may also see older thresholds of AED 5M and AED 10M quoted for investor visas; AED 2M is the current property route.`,
  },
];
