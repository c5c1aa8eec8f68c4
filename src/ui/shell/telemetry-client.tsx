'use client';

import { useReportWebVitals } from 'next/web-vitals';
import { pageKindOf } from '@/domain/page-kind';
import { toVitalEvent, type VitalMetric } from '@/domain/telemetry';
import { reportEvent } from '@/lib/telemetry/send-telemetry';

export { flushTelemetry } from '@/lib/telemetry/send-telemetry';

/**
 * The part of the telemetry that waits for its own chunk (TelemetryReporter loads it after hydration): page kinds,
 * the queue and batching, and the Web Vitals library, none of them in the first-load JS.
 */

// Decision: at most 10 uncaught errors are reported per page load (an error thrown in a loop sends no flood), and the
// browser's "Script error." (a cross-origin script that hides its details) is left out: it says nothing to act on.
const MAX_ERRORS = 10;
let errorsReported = 0;

function reportError(message: string, source?: string, stack?: string): void {
  if (!message || errorsReported >= MAX_ERRORS) return;
  errorsReported += 1;
  reportEvent({ type: 'error', message, source, stack });
}

/** A `window` `error` event: its message, where it was thrown (`file:line:column`) and the error's stack. */
export function reportUncaught(message: string, source: string | undefined, error: unknown): void {
  if (!source && message === 'Script error.') return;
  reportError(message, source, error instanceof Error ? error.stack : undefined);
}

/** An `unhandledrejection`: the reason's name and message (a string reason as it is, anything else by its type). */
export function reportRejection(reason: unknown): void {
  if (reason instanceof Error) {
    reportError(`Unhandled rejection: ${reason.name}: ${reason.message}`, undefined, reason.stack);
  } else {
    reportError(`Unhandled rejection: ${typeof reason === 'string' ? reason : typeof reason}`);
  }
}

/** One page view with its SPEC 2 page kind. */
export function reportPage(pathname: string): void {
  reportEvent({ type: 'page', kind: pageKindOf(pathname), path: pathname });
}

function reportVital(metric: VitalMetric): void {
  const event = toVitalEvent(metric);
  if (event) reportEvent(event);
}

/** Hands LCP, INP, CLS, FCP and TTFB to the queue (the observers read the entries buffered before it loaded). */
export function VitalsReporter(): null {
  useReportWebVitals(reportVital);
  return null;
}
