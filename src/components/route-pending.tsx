import { Center, Loader } from '@mantine/core';

/** Shown while a route waits for its loader (after the router's pending delay). */
export function RoutePending() {
  return (
    <Center py="xl" role="status">
      <Loader aria-label="Loading page" />
    </Center>
  );
}
