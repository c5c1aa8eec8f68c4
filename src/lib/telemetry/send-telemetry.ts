import {
  batchBodies,
  normalizeEvent,
  TELEMETRY_MAX_EVENTS,
  TELEMETRY_PATH,
  uaChunks,
  type TelemetryEvent,
} from '@/domain/telemetry';

/**
 * The browser side of `POST /telemetry` (issue 26 item 5): events wait in a small queue and leave in batches with
 * `navigator.sendBeacon` (else `fetch` with `keepalive`) 5 s after the first one, when the page is hidden or left, or
 * at once when 20 are waiting. Never throws; does nothing on the server.
 */
export const FLUSH_DELAY_MS = 5000;

let queue: TelemetryEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function onVisibilityChange(): void {
  if (document.visibilityState === 'hidden') flushTelemetry();
}

/** Queues one event (trimmed to the limits, dropped if it has an empty required text); sent with the next batch. */
export function reportEvent(event: TelemetryEvent): void {
  if (typeof window === 'undefined') return;
  try {
    const normalized = normalizeEvent(event);
    if (!normalized) return;
    queue.push(normalized);
    if (!listening) {
      listening = true;
      document.addEventListener('visibilitychange', onVisibilityChange);
      window.addEventListener('pagehide', flushTelemetry);
    }
    // A hidden page may never run a timer again (metrics are reported as the page is hidden): those leave at once.
    if (queue.length >= TELEMETRY_MAX_EVENTS || document.visibilityState === 'hidden') flushTelemetry();
    else timer ??= setTimeout(flushTelemetry, FLUSH_DELAY_MS);
  } catch {
    // Telemetry never breaks the page.
  }
}

/** Sends every waiting event now. */
export function flushTelemetry(): void {
  try {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const events = queue;
    queue = [];
    for (const body of batchBodies(events, uaChunks(navigator.userAgent))) send(body);
  } catch {
    // Telemetry never breaks the page.
  }
}

function send(body: string): void {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(TELEMETRY_PATH, body)) return;
  } catch {
    // Refused (e.g. over the browser's beacon quota): try fetch.
  }
  try {
    fetch(TELEMETRY_PATH, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  } catch {
    // No fetch either: the events are lost.
  }
}
