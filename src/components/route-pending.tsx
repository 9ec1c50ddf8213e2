import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';

/**
 * Shown while a route waits for its loader (after the router's pending delay), and in the app
 * shell's prerendered frame. The loader itself is the named status: a name on an element with no
 * role is not announced (and accessibility checkers flag it).
 */
export function RoutePending() {
  const { t } = useLingui();
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t`Loading page`} />
    </Center>
  );
}
