import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ContentPageKey } from '../data/pages';
import type { TableData, TextSection } from '../data/types';
import { ContentSection, ContentShell, Prose } from './content-shell';

/** A captioned, horizontally scrollable data table. */
export function DataTable({ table }: { table: TableData }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover withTableBorder captionSide="top" verticalSpacing="sm">
        <Table.Caption
          style={{ textAlign: 'left', color: 'var(--mantine-color-gray-8)', position: 'sticky', left: 0, maxWidth: 'calc(100vw - 32px)' }}
        >
          {table.caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column) => (
              <Table.Th key={column.key} scope="col" ta={column.numeric ? 'right' : undefined}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, index) => (
            <Table.Tr key={`${row[table.columns[0].key]}-${index}`}>
              {table.columns.map((column, columnIndex) =>
                columnIndex === 0 ? (
                  <Table.Th key={column.key} scope="row" fw={500}>
                    {row[column.key]}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
                    {row[column.key]}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A content page built around data: an optional form or chart, titled tables, then text. */
export function TablePage({
  page,
  before,
  tables,
  sections = [],
}: {
  page: ContentPageKey;
  before?: ReactNode;
  tables: readonly { id: string; title: string; intro?: string; table: TableData }[];
  sections?: readonly TextSection[];
}) {
  return (
    <ContentShell page={page}>
      {before}
      {tables.map((t) => (
        <ContentSection key={t.id} id={t.id} title={t.title} intro={t.intro}>
          <DataTable table={t.table} />
        </ContentSection>
      ))}
      {sections.map((section) => (
        <ContentSection key={section.id} id={section.id} title={section.title}>
          <Prose paragraphs={section.paragraphs} bullets={section.bullets} />
        </ContentSection>
      ))}
    </ContentShell>
  );
}
