'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/hydration-gate';
import { continueWithoutLiff, useLineStore } from './line-store';

/** The host chunk did not load: the page goes on as an ordinary web visit (and stops holding the address). */
function HostUnavailable(_props: { liffMock: boolean }): ReactNode {
  useEffect(continueWithoutLiff, []);
  return null;
}

// ADR 0009: a host chunk that fails to load (offline, a deploy in between) must not reach the root error boundary:
// the visit goes on as an ordinary web visit instead.
const LineMiniAppHost = lazy((): Promise<{ default: (props: { liffMock: boolean }) => ReactNode }> =>
  import('./LineMiniAppHost').catch(() => ({ default: HostUnavailable })),
);

/**
 * The only part of the LINE mini app in the first-load JS: when this page load is a LINE launch or runs inside the
 * LINE client (domain needsLiff), it loads the host chunk, which loads the LIFF SDK. An ordinary web visit loads
 * neither. `liffMock`: the server runs against the mock (liff-mock plays LINE).
 */
export function LineMiniAppGate({ liffMock }: { liffMock: boolean }) {
  const hydrated = useHydrated();
  // Decided once per page load: a retry or a "continue in the browser" keeps the host mounted.
  const [needed] = useState(() => useLineStore.getState().status === 'starting');
  if (!hydrated || !needed) return null;
  return (
    <Suspense fallback={null}>
      <LineMiniAppHost liffMock={liffMock} />
    </Suspense>
  );
}
