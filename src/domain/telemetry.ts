import { USER_AGENT_CHUNK_LENGTH } from './constants';
import type { PageKind } from './page-kind';

/**
 * What the browser reports to `POST /telemetry` (issue 26 item 5): uncaught errors, Web Vitals, page views with SPEC 2's
 * page kind, and SPEC 4's add-to-cart events, in batches. The browser trims every event to these limits
 * (`normalizeEvent`); the server's schema (src/server/telemetry.ts) refuses anything beyond them.
 */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/** SPEC 4 "Add-to-cart flow" step 2: "Record an event (editItem when editing, addToCartFromItem otherwise)". */
export const ITEM_EVENT_NAMES = ['editItem', 'addToCartFromItem'] as const;
export type ItemEventName = (typeof ITEM_EVENT_NAMES)[number];

export interface ErrorTelemetry {
  type: 'error';
  message: string;
  /** Where it was thrown: script address (no query) with line and column. */
  source?: string;
  /** Truncated to TELEMETRY_TEXT_LIMITS.stack. */
  stack?: string;
}

export interface VitalTelemetry {
  type: 'vital';
  name: VitalName;
  /** Milliseconds, or the unitless layout-shift score for CLS. */
  value: number;
  rating?: VitalRating;
  /** The metric's id (one per page load and metric). */
  id: string;
}

export interface PageTelemetry {
  type: 'page';
  kind: PageKind;
  /** The pathname, never with its query or hash. */
  path: string;
}

export interface ItemTelemetry {
  type: 'event';
  name: ItemEventName;
  restaurantId: string;
  menuId: string;
  itemId: string;
  quantity: number;
}

export type TelemetryEvent = ErrorTelemetry | VitalTelemetry | PageTelemetry | ItemTelemetry;
export type TelemetryEventType = TelemetryEvent['type'];

export const TELEMETRY_VERSION = 1;

/** One request body: the events and the user agent in SPEC 9's 90-character chunks. */
export interface TelemetryBatch {
  v: typeof TELEMETRY_VERSION;
  events: readonly TelemetryEvent[];
  ua: readonly string[];
}

/** The endpoint, same origin. */
export const TELEMETRY_PATH = '/telemetry';
/** Largest request body the endpoint reads (UTF-8 bytes); the browser splits its batches below it. */
export const TELEMETRY_MAX_BODY_BYTES = 8 * 1024;
/** Most events in one batch. */
export const TELEMETRY_MAX_EVENTS = 20;
// Decision: at most 6 chunks (540 characters) of the user agent are sent; the rest is cut (the longest in-app browser
// agents seen are near 400 characters).
/** Most user-agent chunks in one batch. */
export const TELEMETRY_MAX_UA_CHUNKS = 6;
/** Longest text of each field (characters). */
export const TELEMETRY_TEXT_LIMITS = { message: 300, source: 300, stack: 1500, id: 100, path: 300 } as const;
/** Largest vital value (one hour in ms) and item quantity accepted. */
export const TELEMETRY_MAX_VITAL_VALUE = 3_600_000;
export const TELEMETRY_MAX_QUANTITY = 9999;

/** SPEC 9 "The user agent is split into 90-character chunks for analytics" (at most TELEMETRY_MAX_UA_CHUNKS). */
export function uaChunks(ua: string, size: number = USER_AGENT_CHUNK_LENGTH): string[] {
  const chunks: string[] = [];
  for (let at = 0; at < ua.length && chunks.length < TELEMETRY_MAX_UA_CHUNKS; at += size) {
    chunks.push(ua.slice(at, at + size));
  }
  return chunks;
}

/** Errors and SPEC 4 events are always kept; vitals and page views with probability `rate` (random in [0, 1)). */
export function shouldSample(type: TelemetryEventType, rate: number, random: number): boolean {
  if (type === 'error' || type === 'event') return true;
  return random < rate;
}

/** The text cut to `max` characters (a surrogate pair is never split). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** A path or address without its query and hash (no personal data in logs). */
export function withoutQuery(path: string): string {
  return path.replace(/[?#][\s\S]*$/, '');
}

/** A text (error message, stack) with the query and hash of every http(s) address in it removed. */
export function stripUrlQueries(text: string): string {
  return text.replace(/(https?:\/\/[^\s?#'"()<>]*)[?#][^\s'"()<>]*/g, '$1');
}

/**
 * The event trimmed to the limits: texts cut, queries removed from paths and addresses, quantity a whole number, no
 * other properties. Null when a required text is empty (the server would refuse the whole batch for it).
 */
export function normalizeEvent(event: TelemetryEvent): TelemetryEvent | null {
  const out = trimmed(event);
  const required =
    out.type === 'error'
      ? [out.message]
      : out.type === 'vital'
        ? [out.id]
        : out.type === 'page'
          ? [out.path]
          : [out.restaurantId, out.menuId, out.itemId];
  return required.every((text) => text.length > 0) ? out : null;
}

function trimmed(event: TelemetryEvent): TelemetryEvent {
  const L = TELEMETRY_TEXT_LIMITS;
  switch (event.type) {
    case 'error': {
      const out: ErrorTelemetry = { type: 'error', message: truncate(stripUrlQueries(event.message), L.message) };
      if (event.source) out.source = truncate(withoutQuery(event.source), L.source);
      if (event.stack) out.stack = truncate(stripUrlQueries(event.stack), L.stack);
      return out;
    }
    case 'vital': {
      const out: VitalTelemetry = { type: 'vital', name: event.name, value: event.value, id: truncate(event.id, L.id) };
      if (event.rating) out.rating = event.rating;
      return out;
    }
    case 'page':
      return { type: 'page', kind: event.kind, path: truncate(withoutQuery(event.path), L.path) };
    case 'event':
      return {
        type: 'event',
        name: event.name,
        restaurantId: truncate(event.restaurantId, L.id),
        menuId: truncate(event.menuId, L.id),
        itemId: truncate(event.itemId, L.id),
        quantity: Number.isFinite(event.quantity)
          ? Math.min(TELEMETRY_MAX_QUANTITY, Math.max(0, Math.trunc(event.quantity)))
          : 0,
      };
  }
}

/** What `useReportWebVitals` hands over, as far as it is used. */
export interface VitalMetric {
  name: string;
  value: number;
  rating?: string;
  id: string;
}

/** A vital event for one of the five tracked metrics with a usable value, else null. */
export function toVitalEvent(metric: VitalMetric): VitalTelemetry | null {
  const name = VITAL_NAMES.find((known) => known === metric.name);
  const { value } = metric;
  if (!name || !Number.isFinite(value) || value < 0 || value > TELEMETRY_MAX_VITAL_VALUE) return null;
  const rating = VITAL_RATINGS.find((known) => known === metric.rating);
  return { type: 'vital', name, value, id: metric.id, ...(rating ? { rating } : {}) };
}

/** Length of a text in UTF-8 bytes. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * The request bodies for a list of events, in order: each at most `maxBytes` UTF-8 bytes and `maxEvents` events. An
 * event that cannot fit even alone is dropped.
 */
export function batchBodies(
  events: readonly TelemetryEvent[],
  ua: readonly string[],
  { maxBytes = TELEMETRY_MAX_BODY_BYTES, maxEvents = TELEMETRY_MAX_EVENTS } = {},
): string[] {
  const body = (list: TelemetryEvent[]) =>
    JSON.stringify({ v: TELEMETRY_VERSION, events: list, ua } satisfies TelemetryBatch);
  const empty = utf8Length(body([]));
  const bodies: string[] = [];
  let current: TelemetryEvent[] = [];
  let size = empty;
  for (const event of events) {
    const bytes = utf8Length(JSON.stringify(event));
    if (empty + bytes > maxBytes) continue;
    const added = bytes + (current.length > 0 ? 1 : 0);
    if (current.length > 0 && (current.length >= maxEvents || size + added > maxBytes)) {
      bodies.push(body(current));
      current = [];
      size = empty + bytes;
    } else size += added;
    current.push(event);
  }
  if (current.length > 0) bodies.push(body(current));
  return bodies;
}
