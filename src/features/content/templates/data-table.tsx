import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { TableData } from '../data/types';

/**
 * A captioned, horizontally scrollable data table. On a phone the table scrolls sideways: its
 * scrolling box takes the keyboard's focus (arrow keys scroll it) and is named by the caption.
 */
export function DataTable({ table }: { table: TableData }) {
  return (
    <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': table.caption } }}>
      <Table striped highlightOnHover withTableBorder captionSide="top" verticalSpacing="sm">
        <Table.Caption
          style={{ textAlign: 'start', color: 'var(--mantine-color-gray-8)', position: 'sticky', insetInlineStart: 0, maxWidth: 'calc(100vw - 32px)' }}
        >
          {table.caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column) => (
              <Table.Th key={column.key} scope="col" ta={column.numeric ? 'end' : undefined}>
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
                  <Table.Td key={column.key} ta={column.numeric ? 'end' : undefined} style={{ whiteSpace: 'nowrap' }}>
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
