'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { usePageIdle } from './page-idle';
import type * as TelemetryClient from './telemetry-client';

// ADR 0009: only this forwarding shell is in the first-load JS. The queue, the page kinds and the Web Vitals library
// (~3.5 kB gzip) come in one chunk loaded once the page is idle (./page-idle), or at once when the page is hidden
// first. Errors and page views met before it arrives wait for it here, and a page hidden meanwhile sends them as soon
// as it arrives. A chunk that fails to load reports nothing.
// Decision (issue 29): the Web Vitals observers, registered late, still read what the browser buffered: LCP, CLS,
// FCP and TTFB come out as before. INP reads the buffered event timings too, but the browser buffers only those of
// 104 ms or more: an interaction before the chunk arrived counts only when it was that slow (the slow ones are
// those INP is about). A visit that leaves the site before the chunk arrived reports nothing.
let client: typeof TelemetryClient | null = null;
let loading: Promise<typeof TelemetryClient> | null = null;
let hiddenMeanwhile = false;
const waiting: ((client: typeof TelemetryClient) => void)[] = [];

function loadClient(): Promise<typeof TelemetryClient> {
  loading ??= import('./telemetry-client').then((loaded) => {
    client = loaded;
    for (const report of waiting.splice(0)) report(loaded);
    if (hiddenMeanwhile) loaded.flushTelemetry();
    return loaded;
  });
  loading.catch(() => {
    waiting.length = 0;
  });
  return loading;
}

function send(report: (client: typeof TelemetryClient) => void): void {
  if (client) report(client);
  else waiting.push(report);
}

function onHidden(): void {
  if (client || document.visibilityState !== 'hidden') return;
  hiddenMeanwhile = true;
  void loadClient().catch(() => undefined);
}

const VitalsReporter = lazy(() =>
  loadClient().then(
    (loaded) => ({ default: loaded.VitalsReporter }),
    () => ({ default: () => null }),
  ),
);

function onError(event: ErrorEvent): void {
  const { message, filename, lineno, colno } = event;
  const error: unknown = event.error;
  send((loaded) => loaded.reportUncaught(message, filename ? `${filename}:${lineno}:${colno}` : undefined, error));
}

function onRejection(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  send((loaded) => loaded.reportRejection(reason));
}

/**
 * Reports to `POST /telemetry` (issue 26 item 5): uncaught errors, Web Vitals (LCP, INP, CLS, FCP, TTFB) and one page
 * view per route change with its SPEC 2 page kind. Renders nothing visible; mounted once inside the providers.
 */
export function TelemetryReporter() {
  const pathname = usePathname();
  const idle = usePageIdle();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, []);

  useEffect(() => {
    if (!pathname || lastPath.current === pathname) return;
    lastPath.current = pathname;
    send((loaded) => loaded.reportPage(pathname));
  }, [pathname]);

  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <VitalsReporter />
    </Suspense>
  );
}
