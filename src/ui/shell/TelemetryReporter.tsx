'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { useHydrated } from '@/lib/use-hydrated';
import type * as TelemetryClient from './telemetry-client';

// ADR 0009: only this forwarding shell is in the first-load JS. The queue, the page kinds and the Web Vitals library
// (~3.5 kB gzip) come in one chunk loaded after hydration; errors and page views met before it arrives wait for it,
// and the vitals observers read the entries the browser buffered. A chunk that fails to load reports nothing.
const loadClient = () => import('./telemetry-client');

function send(report: (client: typeof TelemetryClient) => void): void {
  loadClient().then(report, () => undefined);
}

const VitalsReporter = lazy(() =>
  loadClient().then(
    (client) => ({ default: client.VitalsReporter }),
    () => ({ default: () => null }),
  ),
);

function onError(event: ErrorEvent): void {
  const { message, filename, lineno, colno } = event;
  const error: unknown = event.error;
  send((client) => client.reportUncaught(message, filename ? `${filename}:${lineno}:${colno}` : undefined, error));
}

function onRejection(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  send((client) => client.reportRejection(reason));
}

/**
 * Reports to `POST /telemetry` (issue 26 item 5): uncaught errors, Web Vitals (LCP, INP, CLS, FCP, TTFB) and one page
 * view per route change with its SPEC 2 page kind. Renders nothing visible; mounted once inside the providers.
 */
export function TelemetryReporter() {
  const pathname = usePathname();
  const hydrated = useHydrated();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  useEffect(() => {
    if (!pathname || lastPath.current === pathname) return;
    lastPath.current = pathname;
    send((client) => client.reportPage(pathname));
  }, [pathname]);

  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <VitalsReporter />
    </Suspense>
  );
}
