import { Suspense, type ReactNode } from 'react';
import { useHydrating } from '@/lib/hydration';

/**
 * A lazily loaded control: `fallback` while its code loads, and also on the server's page and
 * while the app hydrates it, so nothing the server drew looks usable before its code has arrived.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrating = useHydrating();
  if (hydrating) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
