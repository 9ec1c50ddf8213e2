import { useLingui } from '@lingui/react/macro';
import { Alert, List } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { readSearchParams } from '../search-params';
import { paramProblemText } from '../search-param-problems';

/**
 * What the page left out of its address's search (min_price=abc, sort=evil), each with why, so a
 * person who mistyped or followed a broken link sees what they are looking at. Nothing when the
 * address was all usable.
 */
export function IgnoredFilters() {
  const { i18n, t } = useLingui();
  // The address as it came, before the route dropped what it could not use.
  const raw = useLocation({ select: (location) => location.search });
  const { problems } = readSearchParams(raw);
  if (problems.length === 0) return null;
  return (
    <Alert color="yellow" title={t`Part of this address could not be used`} data-testid="ignored-filters">
      <List size="sm">
        {problems.map((problem) => (
          <List.Item key={problem.key}>{paramProblemText(i18n, problem)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
