import { CommercialSearch } from './components/commercial-search';
import { PriceIndexChart } from './components/price-index-chart';
import { StampDutyCalculator } from './components/stamp-duty-calculator';
import { FindAgentForm, SoldPricesForm } from './components/static-search-forms';
import type { DocOf } from './content-schema';
import { SAMPLE_AGENTS } from './data/agents';
import { COMMERCIAL_FOR_SALE, COMMERCIAL_TO_RENT } from './data/commercial';
import { RECENT_SALES, TOP_AREAS } from './data/market';
import { OVERSEAS_HOMES } from './data/overseas';
import { CardGrid } from './templates/card-grid';
import { ContentSections, ContentShell } from './templates/content-shell';
import { DataTable } from './templates/data-table';

// The data pages: each page's text is its Markdown file (content/<lang>/pages/), its sample data
// typed here in ./data, shown in the section of the file that has the slot's id.

type Doc = DocOf<'data-page'>;

export function CommercialPropertyPage({ doc }: { doc: Doc }) {
  return (
    <ContentShell doc={doc} hero={<CommercialSearch />}>
      <ContentSections sections={doc.body.sections} slots={{ 'commercial-browse': <CardGrid items={[...COMMERCIAL_TO_RENT.slice(0, 3)]} /> }} />
    </ContentShell>
  );
}

export function CommercialForSalePage({ doc }: { doc: Doc }) {
  return (
    <ContentShell doc={doc}>
      <ContentSections sections={doc.body.sections} slots={{ [`${doc.meta.key}-cards`]: <CardGrid items={COMMERCIAL_FOR_SALE} /> }} />
    </ContentShell>
  );
}

export function CommercialToRentPage({ doc }: { doc: Doc }) {
  return (
    <ContentShell doc={doc}>
      <ContentSections sections={doc.body.sections} slots={{ [`${doc.meta.key}-cards`]: <CardGrid items={COMMERCIAL_TO_RENT} /> }} />
    </ContentShell>
  );
}

export function OverseasHomesPage({ doc }: { doc: Doc }) {
  return (
    <ContentShell doc={doc}>
      <ContentSections sections={doc.body.sections} slots={{ [`${doc.meta.key}-cards`]: <CardGrid items={OVERSEAS_HOMES} /> }} />
    </ContentShell>
  );
}

export function FindAgentPage({ doc }: { doc: Doc }) {
  return (
    <ContentShell doc={doc} hero={<FindAgentForm />}>
      <ContentSections sections={doc.body.sections} slots={{ [`${doc.meta.key}-cards`]: <CardGrid items={SAMPLE_AGENTS} /> }} />
    </ContentShell>
  );
}

export function SoldPricesPage({ doc }: { doc: Doc }) {
  return (
    <ContentShell doc={doc} hero={<SoldPricesForm />}>
      <ContentSections sections={doc.body.sections} slots={{ 'recent-sales': <DataTable table={RECENT_SALES} /> }} />
    </ContentShell>
  );
}

export function HousePriceIndexPage({ doc }: { doc: Doc }) {
  return (
    <ContentShell doc={doc}>
      <ContentSections sections={doc.body.sections} slots={{ 'price-trend': <PriceIndexChart />, 'top-areas': <DataTable table={TOP_AREAS} /> }} />
    </ContentShell>
  );
}

export function StampDutyCalculatorPage({ doc }: { doc: Doc }) {
  return (
    <ContentShell doc={doc} hero={<StampDutyCalculator />}>
      <ContentSections sections={doc.body.sections} />
    </ContentShell>
  );
}
