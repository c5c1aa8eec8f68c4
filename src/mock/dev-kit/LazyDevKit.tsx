'use client';

import dynamic from 'next/dynamic';
import { usePageIdle } from '@/ui/shell/page-idle';

const DevKit = dynamic(() => import('./DevKit').then((m) => m.DevKit), { ssr: false });

/**
 * What the root layout renders in mock mode: the dev kit's code is fetched by this on-demand import only where it is
 * rendered (never for a real backend), and only once the page is idle (ui/shell/page-idle), so a page measured
 * against the mock loads what it would load in production first.
 */
export function LazyDevKit() {
  return usePageIdle() ? <DevKit /> : null;
}
