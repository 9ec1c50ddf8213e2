import '@mantine/core/styles/Table.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { OfflineState } from '@/components/offline-state';
import { QueryState } from '@/components/query-state';
import { ACTION_LABELS, securityLogsQueryOptions, type SecurityLog } from '../api/security-logs';
import { numberLocale } from '@/lib/format';

/** Dashboard > Security: what this account did in the last hour. */
export function SecurityPanel({ userId }: { userId: string }) {
  const { t } = useLingui();
  const query = useQuery(securityLogsQueryOptions(userId));
  return (
    <QueryState query={query} offline={<OfflineState what={t`Your security activity`} />} loading={<Loader aria-label={t`Loading security activity`} />}>
      {(logs) => <SecurityTable logs={logs} />}
    </QueryState>
  );
}

function SecurityTable({ logs }: { logs: SecurityLog[] }) {
  const { i18n } = useLingui();
  // Arabic month names with Western digits, as everywhere on the site.
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(numberLocale(i18n.locale), { hour: '2-digit', minute: '2-digit', second: '2-digit', day: 'numeric', month: 'short' }),
    [i18n.locale],
  );
  if (logs.length === 0)
    return (
      <Text>
        <Trans>No security activity in the last hour.</Trans>
      </Text>
    );
  return (
    <Table striped>
      <Table.Caption>
        <Trans>Security activity in the last hour</Trans>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Activity</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>When</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {logs.map((log) => (
          <Table.Tr key={log.id}>
            <Table.Td>{Object.hasOwn(ACTION_LABELS, log.action) ? i18n._(ACTION_LABELS[log.action]) : log.action}</Table.Td>
            <Table.Td>{time.format(new Date(log.created_at))}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
