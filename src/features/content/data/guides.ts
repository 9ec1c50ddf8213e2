import type { LinkProps } from '@tanstack/react-router';
import type { ContentPageKey } from './pages';
import type { TextSection } from './types';

// The four guide pages as data; `GuidePage` renders them. Figures follow spec.md section 9 and the
// site FAQ: 2% transfer fee, about 2% agent commission, mortgages up to 80% for residents and 75%
// for non-residents, 5-8% rental yields; renting: 5% deposit, 5% agency fee, rent in 1-4 cheques.

export interface GuideStep {
  title: string;
  text: string;
  checklist?: readonly string[];
}

export interface Guide {
  page: ContentPageKey;
  facts?: readonly { label: string; value: string }[];
  sections: readonly TextSection[];
  steps?: { title: string; intro?: string; items: readonly GuideStep[] };
  after?: readonly TextSection[];
  links?: { title: string; items: readonly { to: NonNullable<LinkProps['to']>; label: string; text: string }[] };
}

export const PROPERTY_GUIDES: Guide = {
  page: 'propertyGuides',
  facts: [
    { label: 'Transfer fee on a purchase', value: '2%' },
    { label: 'Typical agent commission (sale)', value: 'about 2%' },
    { label: 'Gross rental yields', value: '5-8%' },
    { label: 'Maximum mortgage, UAE residents', value: '80%' },
  ],
  sections: [
    {
      id: 'who-can-buy',
      title: 'Who can buy, and where',
      paragraphs: [
        'Abu Dhabi Law No. 19 of 2005, widened in 2019, lets foreign nationals own property freehold inside designated investment zones. Outside those zones, ownership of land is reserved for UAE nationals, and foreigners can hold long leases (up to 99 years) or musataha rights (the right to build on and use land for up to 50 years, renewable).',
        'The investment zones cover almost every community built for international buyers, so in practice the choice is wide.',
      ],
      bullets: [
        'Islands: Al Reem Island, Saadiyat Island, Yas Island, Al Maryah Island, Jubail Island, Nurai Island, Ramhan Island and Al Hudayriat Island.',
        'Mainland: Al Raha Beach, Al Raha Gardens, Masdar City, Al Reef, Al Ghadeer, Hydra Village and Al Shamkha (selected projects).',
        'GCC nationals can buy in more areas than other foreigners; UAE nationals can buy anywhere.',
      ],
    },
    {
      id: 'who-regulates',
      title: 'Who regulates property in Abu Dhabi',
      paragraphs: [
        'The Department of Municipalities and Transport (DMT) registers sales, mortgages and leases, licenses brokers and publishes market data through the Abu Dhabi Real Estate Centre (ADREC). A sale is only complete when the DMT has registered it and issued a new title deed in the buyer\'s name.',
        'Leases are registered in Tawtheeq, the DMT\'s tenancy registration system. A Tawtheeq-registered contract is what lets a tenant connect water and electricity, sponsor family visas and take a dispute to the Rental Dispute Settlement Committee.',
        'Businesses have a second option: Abu Dhabi Global Market (ADGM), the international financial centre on Al Maryah Island and, since 2023, Al Reem Island. ADGM applies English common law, has its own courts and registers its own companies and real-estate interests.',
      ],
    },
  ],
  after: [
    {
      id: 'money',
      title: 'The numbers worth knowing',
      paragraphs: [
        'A buyer pays a 2% transfer fee to the DMT, about 2% commission to the agent (plus 5% VAT on the commission) and, with a mortgage, a registration fee of 0.1% of the loan plus valuation and arrangement fees. Banks lend up to 80% of the price to UAE residents buying a first home under AED 5M and up to 75% to non-residents.',
        'Gross rental yields in Abu Dhabi typically run between 5% and 8%: higher for apartments in established areas such as Al Reem Island and Khalifa City, lower for large villas on Saadiyat. Service charges, usually AED 10 to 25 per square foot a year, come out of that yield.',
      ],
    },
  ],
  links: {
    title: 'Guides and tools',
    items: [
      { to: '/buyer-guides', label: 'Buyer Guides', text: 'Budgets, mortgages, fees and the transfer day, step by step.' },
      { to: '/seller-guides', label: 'Seller Guides', text: 'Seven steps from valuation to handing over the keys.' },
      { to: '/renter-guides', label: 'Renter Guides', text: 'Deposits, cheques, Tawtheeq and utilities in six steps.' },
      { to: '/stamp-duty-calculator', label: 'Transfer fee calculator', text: 'The 2% DMT transfer fee on any price.' },
      { to: '/house-price-index', label: 'House Price Index', text: 'Average prices by quarter and the fastest-moving areas.' },
      { to: '/faqs', label: 'FAQs', text: 'Ten quick answers on fees, visas and mortgages.' },
    ],
  },
};

export const BUYER_GUIDES: Guide = {
  page: 'buyerGuides',
  facts: [
    { label: 'Minimum deposit, residents (first home)', value: '20%' },
    { label: 'Minimum deposit, non-residents', value: '25%' },
    { label: 'Transfer fee paid to the DMT', value: '2%' },
    { label: 'Golden Visa property threshold', value: 'AED 2M' },
  ],
  sections: [
    {
      id: 'budget',
      title: 'Set a budget that includes the fees',
      paragraphs: [
        'On top of the price, plan for roughly 4% to 5% in buying costs if you pay cash, and closer to 6% with a mortgage. On a AED 2,000,000 apartment that is the 2% transfer fee (AED 40,000), agent commission of about 2% (AED 40,000 plus VAT), and with a mortgage the 0.1% mortgage registration fee and a bank valuation of around AED 2,500 to 3,500.',
        'Off-plan purchases from a developer usually carry no agent commission, and some developers pay part of the transfer fee as a launch incentive. Check the payment plan: many spread 40% to 60% of the price over construction and the rest on handover.',
      ],
    },
    {
      id: 'mortgages',
      title: 'Mortgages for residents and non-residents',
      paragraphs: [
        'UAE Central Bank rules cap the loan at up to 80% of the value for resident expatriates buying a first home worth up to AED 5M (70% above that), and banks lend up to 75% to non-residents. UAE nationals can borrow up to 85%. Loans run to a maximum of 25 years and must end by age 65 for employees or 70 for the self-employed.',
        'Get a pre-approval before you make offers: it fixes your budget and sellers take your offer more seriously. Off-plan homes are normally financed only at or near completion, and at lower loan-to-value ratios.',
      ],
    },
    {
      id: 'golden-visa',
      title: 'Property and residence visas',
      paragraphs: [
        'Owning property worth AED 2M or more qualifies you for the 10-year Golden Visa, including mortgaged homes when the bank issues a no-objection letter. Older rules set thresholds of AED 5M (a 5-year investor visa) and AED 10M (a 10-year investor visa); you will still see them quoted, but AED 2M is the current property route. A smaller investment of at least AED 750,000 can support a 2-year investor visa.',
      ],
    },
  ],
  steps: {
    title: 'How a purchase works, step by step',
    intro: 'A resale purchase usually takes four to eight weeks from accepted offer to title deed.',
    items: [
      {
        title: 'Choose an area inside an investment zone',
        text: 'Compare Al Reem Island and Al Raha Beach for city and waterfront apartments, Yas Island and Saadiyat for villas and townhouses, Masdar City and Al Ghadeer for lower entry prices.',
      },
      {
        title: 'Arrange finance',
        text: 'Collect salary certificates, six months of bank statements and your Emirates ID, then ask two or three banks for a mortgage pre-approval.',
      },
      {
        title: 'View with a licensed agent and make an offer',
        text: 'Ask for the agent\'s DMT broker licence. Check the sold prices for the building before you offer: asking prices are often 5% to 10% above what sells.',
      },
      {
        title: 'Sign the memorandum of understanding',
        text: 'The MOU records price, dates and who pays which fees. The buyer normally pays a 10% deposit, held by the agent or a trustee until transfer.',
      },
      {
        title: 'Developer NOC and bank valuation',
        text: 'The seller obtains a no-objection certificate from the master developer confirming service charges are paid; your bank values the property and issues the final offer letter.',
      },
      {
        title: 'Transfer at the DMT',
        text: 'Buyer, seller (or their attorneys) and any banks complete the transfer. You pay the 2% transfer fee, the balance is released to the seller and the new title deed is issued in your name.',
        checklist: ['Passport and Emirates ID', 'Signed MOU', 'Manager\'s cheques for the balance and fees', 'Developer NOC', 'Bank liability or release letters if either side has a mortgage'],
      },
    ],
  },
  links: {
    title: 'Next steps',
    items: [
      { to: '/stamp-duty-calculator', label: 'Work out the transfer fee', text: 'See the 2% fee on the price you have in mind.' },
      { to: '/sold-prices', label: 'Check sold prices', text: 'Recent transactions by area, type and size.' },
      { to: '/find-agent', label: 'Find an agent', text: 'Licensed agents by area, specialism and language.' },
    ],
  },
};

export const SELLER_GUIDES: Guide = {
  page: 'sellerGuides',
  facts: [
    { label: 'Typical time to sell', value: '6-12 weeks' },
    { label: 'Agent commission', value: 'about 2%' },
    { label: 'Usual buyer deposit at MOU', value: '10%' },
    { label: 'Transfer fee (normally the buyer\'s)', value: '2%' },
  ],
  sections: [
    {
      id: 'seller-costs',
      title: 'What selling costs',
      paragraphs: [
        'In Abu Dhabi the 2% transfer fee is normally paid by the buyer, though the MOU can split it. A seller usually pays the agent commission, about 2% of the price plus VAT, any outstanding service charges, the developer\'s NOC fee (typically AED 500 to 5,000 depending on the developer) and, with a mortgage, the bank\'s early settlement fee of up to 1% of the outstanding loan.',
      ],
    },
  ],
  steps: {
    title: 'Selling in seven steps',
    items: [
      {
        title: 'Value your property',
        text: 'Start from the sold prices in your building or community over the last six months, not from other listings. A bank valuation or an agent\'s comparable-sales report gives a realistic range.',
      },
      {
        title: 'Choose a licensed agent',
        text: 'Pick an agent registered with the DMT who sells your kind of property. Agree the commission and whether the mandate is exclusive, and for how long, in writing.',
      },
      {
        title: 'Prepare your documents',
        text: 'Buyers and their banks will ask for these early, so gather them before you list.',
        checklist: ['Title deed (or the developer\'s sale and purchase agreement for off-plan)', 'Passport and Emirates ID', 'Service charge statement', 'Mortgage liability letter if the home is financed', 'Tawtheeq contract if it is let'],
      },
      {
        title: 'Market and show the property',
        text: 'Good photographs, a floor plan and accurate size in square feet matter most. If tenants live there, agree viewing times with them: a tenant\'s lease survives the sale.',
      },
      {
        title: 'Agree the offer and sign the MOU',
        text: 'The memorandum of understanding sets the price, the deposit (usually 10%), who pays which fee and the transfer date. It is binding once both sides sign.',
      },
      {
        title: 'Clear the mortgage and get the developer NOC',
        text: 'Your bank issues a final liability letter and releases the title deed on settlement; the master developer issues a no-objection certificate once service charges are paid.',
      },
      {
        title: 'Transfer and hand over',
        text: 'At the DMT transfer the buyer\'s cheques are exchanged, the new title deed is issued and you hand over keys, access cards and the final utility bills.',
      },
    ],
  },
  links: {
    title: 'Useful for sellers',
    items: [
      { to: '/sold-prices', label: 'Sold prices', text: 'What comparable homes actually sold for.' },
      { to: '/house-price-index', label: 'House Price Index', text: 'Whether prices in your area are rising.' },
      { to: '/find-agent', label: 'Find an agent', text: 'Compare licensed agents near you.' },
    ],
  },
};

export const RENTER_GUIDES: Guide = {
  page: 'renterGuides',
  facts: [
    { label: 'Security deposit', value: '5%' },
    { label: 'Agency fee (of annual rent)', value: '5%' },
    { label: 'Rent paid in', value: '1-4 cheques' },
    { label: 'Municipality fee for expatriate tenants', value: '3% a year' },
  ],
  sections: [
    {
      id: 'before-you-search',
      title: 'Before you start',
      paragraphs: [
        'Most Abu Dhabi leases run for one year and are paid in advance in post-dated cheques: 1 cheque gets the best price, 4 quarterly cheques are the most a landlord normally accepts. Fewer cheques often buy a discount of a few per cent.',
        'Budget for the first rent cheque, a 5% security deposit, the 5% agency fee on the annual rent (plus VAT), utility deposits and moving costs. On an apartment at AED 90,000 a year in 4 cheques, that is about AED 22,500 + AED 4,500 + AED 4,725 before utilities.',
      ],
    },
  ],
  steps: {
    title: 'Renting in six steps',
    items: [
      {
        title: 'Set your budget and area',
        text: 'Decide on the annual rent and the number of cheques you can write (1 to 4). Check commute times: Al Reem Island and the Corniche suit city jobs, Khalifa City and Yas Island suit families and the airport side.',
      },
      {
        title: 'View with a licensed agent',
        text: 'Ask for the agent\'s broker licence and the landlord\'s title deed or authorisation. Check the air conditioning, water pressure and parking before you commit.',
      },
      {
        title: 'Pay the deposit and agency fee',
        text: 'Expect a security deposit of 5% of the annual rent (often more for furnished homes), refundable at the end of the lease less any damage, and an agency fee of 5% of the annual rent.',
      },
      {
        title: 'Sign the tenancy contract',
        text: 'The contract should state the rent, the cheque schedule, who pays maintenance, and the notice period for renewal or leaving (commonly 60 to 90 days).',
      },
      {
        title: 'Register the lease in Tawtheeq',
        text: 'The landlord or agent registers the contract with the DMT\'s Tawtheeq system. You need the Tawtheeq certificate to connect utilities, sponsor family visas and bring a rental dispute.',
      },
      {
        title: 'Connect utilities and move in',
        text: 'Open a water and electricity account with the distribution company using the Tawtheeq certificate and your Emirates ID. The 3% municipality housing fee for expatriates is added to the utility bill. Record the home\'s condition with dated photos on move-in day.',
      },
    ],
  },
  links: {
    title: 'Keep reading',
    items: [
      { to: '/property-guides', label: 'All property guides', text: 'Buying, selling and the rules on who can own where.' },
      { to: '/yas-island', label: 'Yas Island guide', text: 'Family communities with 6-8% rental yields for owners.' },
      { to: '/faqs', label: 'FAQs', text: 'Quick answers on fees and contracts.' },
    ],
  },
};
