import { CommercialSearch } from './components/commercial-search';
import { PriceIndexChart } from './components/price-index-chart';
import { FEE_NOTES, StampDutyCalculator } from './components/stamp-duty-calculator';
import { FindAgentForm, SoldPricesForm } from './components/static-search-forms';
import { FIND_AGENT_SECTIONS, SAMPLE_AGENTS } from './data/agents';
import {
  COMMERCIAL_FOR_SALE,
  COMMERCIAL_PROPERTY_SECTIONS,
  COMMERCIAL_RENT_NOTES,
  COMMERCIAL_SALE_NOTES,
  COMMERCIAL_TO_RENT,
} from './data/commercial';
import { BUYER_GUIDES, PROPERTY_GUIDES, RENTER_GUIDES, SELLER_GUIDES } from './data/guides';
import { INDEX_ANALYSIS, RECENT_SALES, SOLD_PRICES_SECTIONS, TOP_AREAS } from './data/market';
import { OVERSEAS_HOMES, OVERSEAS_SECTIONS } from './data/overseas';
import { CardGrid, CardGridPage } from './templates/card-grid-page';
import { ContentSection, ContentShell, Prose } from './templates/content-shell';
import { GuidePage } from './templates/guide-page';
import { TablePage } from './templates/table-page';

// The static pages of the site shell: each is a template fed with data from ./data.

export function CommercialPropertyPage() {
  return (
    <ContentShell page="commercialProperty" hero={<CommercialSearch />}>
      <ContentSection id="commercial-browse" title="Browse commercial listings">
        <CardGrid items={[...COMMERCIAL_TO_RENT.slice(0, 3)]} />
      </ContentSection>
      {COMMERCIAL_PROPERTY_SECTIONS.map((section) => (
        <ContentSection key={section.id} id={section.id} title={section.title}>
          <Prose paragraphs={section.paragraphs} bullets={section.bullets} />
        </ContentSection>
      ))}
    </ContentShell>
  );
}

export function CommercialForSalePage() {
  return <CardGridPage page="commercialForSale" gridTitle="Commercial property for sale" items={COMMERCIAL_FOR_SALE} sections={COMMERCIAL_SALE_NOTES} />;
}

export function CommercialToRentPage() {
  return <CardGridPage page="commercialToRent" gridTitle="Commercial property to rent" items={COMMERCIAL_TO_RENT} sections={COMMERCIAL_RENT_NOTES} />;
}

export function OverseasHomesPage() {
  return <CardGridPage page="overseasHomes" gridTitle="Homes abroad" items={OVERSEAS_HOMES} sections={OVERSEAS_SECTIONS} />;
}

export function FindAgentPage() {
  return (
    <CardGridPage
      page="findAgent"
      before={<FindAgentForm />}
      gridTitle="Agents in Abu Dhabi"
      items={SAMPLE_AGENTS}
      sections={FIND_AGENT_SECTIONS}
    />
  );
}

export function SoldPricesPage() {
  return (
    <TablePage
      page="soldPrices"
      before={<SoldPricesForm />}
      tables={[{ id: 'recent-sales', title: 'Recent sales', table: RECENT_SALES }]}
      sections={SOLD_PRICES_SECTIONS}
    />
  );
}

export function HousePriceIndexPage() {
  return (
    <TablePage
      page="housePriceIndex"
      before={
        <ContentSection id="price-trend" title="Average price by quarter">
          <PriceIndexChart />
        </ContentSection>
      }
      tables={[
        {
          id: 'top-areas',
          title: 'Top areas',
          intro: 'The communities with the strongest price growth over the last twelve months.',
          table: TOP_AREAS,
        },
      ]}
      sections={INDEX_ANALYSIS}
    />
  );
}

export function StampDutyCalculatorPage() {
  return (
    <ContentShell page="stampDutyCalculator" hero={<StampDutyCalculator />}>
      {FEE_NOTES.map((section) => (
        <ContentSection key={section.id} id={section.id} title={section.title}>
          <Prose paragraphs={section.paragraphs} />
        </ContentSection>
      ))}
    </ContentShell>
  );
}

export const PropertyGuidesPage = () => <GuidePage guide={PROPERTY_GUIDES} />;
export const BuyerGuidesPage = () => <GuidePage guide={BUYER_GUIDES} />;
export const SellerGuidesPage = () => <GuidePage guide={SELLER_GUIDES} />;
export const RenterGuidesPage = () => <GuidePage guide={RENTER_GUIDES} />;
