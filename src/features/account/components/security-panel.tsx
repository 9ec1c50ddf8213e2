import '@mantine/core/styles/Table.css';
import { Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { OfflineState } from '@/components/offline-state';
import { QueryState } from '@/components/query-state';
import { ACTION_LABELS, securityLogsQueryOptions, type SecurityLog } from '../api/security-logs';

const time = new Intl.DateTimeFormat('en-AE', { hour: '2-digit', minute: '2-digit', second: '2-digit', day: 'numeric', month: 'short' });

/** Dashboard > Security: what this account did in the last hour. */
export function SecurityPanel({ userId }: { userId: string }) {
  const query = useQuery(securityLogsQueryOptions(userId));
  return (
    <QueryState query={query} offline={<OfflineState what="Your security activity" />} loading={<Loader aria-label="Loading security activity" />}>
      {(logs) => <SecurityTable logs={logs} />}
    </QueryState>
  );
}

function SecurityTable({ logs }: { logs: SecurityLog[] }) {
  if (logs.length === 0) return <Text>No security activity in the last hour.</Text>;
  return (
    <Table striped>
      <Table.Caption>Security activity in the last hour</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Activity</Table.Th>
          <Table.Th>When</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {logs.map((log) => (
          <Table.Tr key={log.id}>
            <Table.Td>{ACTION_LABELS[log.action] ?? log.action}</Table.Td>
            <Table.Td>{time.format(new Date(log.created_at))}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
