'use client';

import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useLineStore } from './line-store';

const LineMiniAppHost = lazy(() => import('./LineMiniAppHost'));

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
