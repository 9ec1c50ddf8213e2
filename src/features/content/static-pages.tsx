import { useLingui } from '@lingui/react/macro';
import { CommercialSearch } from './components/commercial-search';
import { PriceIndexChart } from './components/price-index-chart';
import { StampDutyCalculator } from './components/stamp-duty-calculator';
import { FindAgentForm, SoldPricesForm } from './components/static-search-forms';
import type { DocOf } from './content-schema';
import { sampleAgents } from './data/agents';
import { commercialForSale, commercialToRent } from './data/commercial';
import { recentSales, topAreas } from './data/market';
import { overseasHomes } from './data/overseas';
import { CardGrid } from './templates/card-grid';
import { ContentSections, ContentShell } from './templates/content-shell';
import { DataTable } from './templates/data-table';

// The data pages: each page's text is its Markdown file (content/<lang>/pages/), its sample data
// typed here in ./data, shown in the section of the file that has the slot's id, in the page's
// language.

type Doc = DocOf<'data-page'>;

export function CommercialPropertyPage({ doc }: { doc: Doc }) {
  const { i18n } = useLingui();
  return (
    <ContentShell doc={doc} hero={<CommercialSearch />}>
      <ContentSections sections={doc.body.sections} slots={{ 'commercial-browse': <CardGrid items={commercialToRent(i18n).slice(0, 3)} /> }} />
    </ContentShell>
  );
}

export function CommercialForSalePage({ doc }: { doc: Doc }) {
  const { i18n } = useLingui();
  return (
    <ContentShell doc={doc}>
      <ContentSections sections={doc.body.sections} slots={{ [`${doc.meta.key}-cards`]: <CardGrid items={commercialForSale(i18n)} /> }} />
    </ContentShell>
  );
}

export function CommercialToRentPage({ doc }: { doc: Doc }) {
  const { i18n } = useLingui();
  return (
    <ContentShell doc={doc}>
      <ContentSections sections={doc.body.sections} slots={{ [`${doc.meta.key}-cards`]: <CardGrid items={commercialToRent(i18n)} /> }} />
    </ContentShell>
  );
}

export function OverseasHomesPage({ doc }: { doc: Doc }) {
  const { i18n } = useLingui();
  return (
    <ContentShell doc={doc}>
      <ContentSections sections={doc.body.sections} slots={{ [`${doc.meta.key}-cards`]: <CardGrid items={overseasHomes(i18n)} /> }} />
    </ContentShell>
  );
}

export function FindAgentPage({ doc }: { doc: Doc }) {
  const { i18n } = useLingui();
  return (
    <ContentShell doc={doc} hero={<FindAgentForm />}>
      <ContentSections sections={doc.body.sections} slots={{ [`${doc.meta.key}-cards`]: <CardGrid items={sampleAgents(i18n)} /> }} />
    </ContentShell>
  );
}

export function SoldPricesPage({ doc }: { doc: Doc }) {
  const { i18n } = useLingui();
  return (
    <ContentShell doc={doc} hero={<SoldPricesForm />}>
      <ContentSections sections={doc.body.sections} slots={{ 'recent-sales': <DataTable table={recentSales(i18n)} /> }} />
    </ContentShell>
  );
}

export function HousePriceIndexPage({ doc }: { doc: Doc }) {
  const { i18n } = useLingui();
  return (
    <ContentShell doc={doc}>
      <ContentSections sections={doc.body.sections} slots={{ 'price-trend': <PriceIndexChart />, 'top-areas': <DataTable table={topAreas(i18n)} /> }} />
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
