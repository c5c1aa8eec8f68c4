import { z } from 'zod';
import { PAGE_KINDS } from '@/domain/page-kind';
import {
  ITEM_EVENT_NAMES,
  shouldSample,
  stripUrlQueries,
  TELEMETRY_MAX_BODY_BYTES,
  TELEMETRY_MAX_EVENTS,
  TELEMETRY_MAX_QUANTITY,
  TELEMETRY_MAX_UA_CHUNKS,
  TELEMETRY_MAX_VITAL_VALUE,
  TELEMETRY_TEXT_LIMITS as L,
  TELEMETRY_VERSION,
  VITAL_NAMES,
  VITAL_RATINGS,
  withoutQuery,
  type TelemetryBatch,
  type TelemetryEvent,
} from '@/domain/telemetry';
import { USER_AGENT_CHUNK_LENGTH } from '@/domain/constants';
import { serverConfig, type ServerConfig } from './config';
import { logEvent, REQUEST_ID_HEADER, requestIdFrom, type LogFields } from './log';
import { BRAND_ID_HEADER } from './request-headers';

/**
 * `POST /telemetry` (issue 26 item 5): the browser's errors, Web Vitals, page views and SPEC 4 events
 * (src/domain/telemetry.ts), checked, capped, sampled and written as one structured log line per event.
 */
const text = (max: number) => z.string().min(1).max(max);

const eventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('error'),
    message: text(L.message),
    source: text(L.source).optional(),
    stack: text(L.stack).optional(),
  }),
  z.strictObject({
    type: z.literal('vital'),
    name: z.enum(VITAL_NAMES),
    value: z.number().min(0).max(TELEMETRY_MAX_VITAL_VALUE),
    rating: z.enum(VITAL_RATINGS).optional(),
    id: text(L.id),
  }),
  z.strictObject({ type: z.literal('page'), kind: z.enum(PAGE_KINDS), path: text(L.path) }),
  z.strictObject({
    type: z.literal('event'),
    name: z.enum(ITEM_EVENT_NAMES),
    restaurantId: text(L.id),
    menuId: text(L.id),
    itemId: text(L.id),
    quantity: z.number().int().min(0).max(TELEMETRY_MAX_QUANTITY),
  }),
]);

/** The request body: `{ v: 1, events, ua }`, every string capped. */
export const telemetryBatchSchema = z.strictObject({
  v: z.literal(TELEMETRY_VERSION),
  events: z.array(eventSchema).min(1).max(TELEMETRY_MAX_EVENTS),
  ua: z.array(z.string().max(USER_AGENT_CHUNK_LENGTH)).max(TELEMETRY_MAX_UA_CHUNKS),
}) satisfies z.ZodType<TelemetryBatch>;

/** A token bucket per client key, in memory, with a bounded number of keys. */
export interface RateLimiter {
  /** Takes one token for the key; false when the key has none left. */
  take(key: string): boolean;
  size(): number;
}

export interface RateLimiterOptions {
  /** Tokens a full bucket holds (the burst). */
  capacity: number;
  /** Tokens added per second. */
  refillPerSecond: number;
  /** Most keys held; the least recently seen key gives way first. */
  maxKeys: number;
  now?: () => number;
}

export function createRateLimiter({
  capacity,
  refillPerSecond,
  maxKeys,
  now = () => Date.now(),
}: RateLimiterOptions): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key) {
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: capacity, at: time };
      buckets.delete(key);
      bucket.tokens = Math.min(capacity, bucket.tokens + (Math.max(0, time - bucket.at) / 1000) * refillPerSecond);
      bucket.at = time;
      const allowed = bucket.tokens >= 1;
      if (allowed) bucket.tokens -= 1;
      // Re-inserted last: the first key of the map is the least recently seen.
      if (buckets.size >= maxKeys) buckets.delete(buckets.keys().next().value as string);
      buckets.set(key, bucket);
      return allowed;
    },
    size: () => buckets.size,
  };
}

// Decision: a client may send a burst of 10 batches, then one every 2 s (the browser sends one per 5 s at most, plus
// one when the page is hidden). Without a trustworthy client address, one global bucket (burst 600, 100 batches/s)
// caps what the whole site can write to the log. At most 10000 client keys are held.
const PER_CLIENT = { capacity: 10, refillPerSecond: 0.5 } as const;
const GLOBAL = { capacity: 600, refillPerSecond: 100 } as const;
const MAX_CLIENT_KEYS = 10_000;
const GLOBAL_KEY = 'global';

const defaultClientLimiter = createRateLimiter({ ...PER_CLIENT, maxKeys: MAX_CLIENT_KEYS });
const defaultGlobalLimiter = createRateLimiter({ ...GLOBAL, maxKeys: 1 });

// Decision: Next's route handlers do not expose the socket address, and the first X-Forwarded-For hop is whatever the
// client wrote. Only with TRUST_PROXY=1 is a client told apart: by X-Real-IP, else the last X-Forwarded-For hop (the
// one our own proxy appended). Otherwise every request shares the global bucket.
/** The rate-limit key of a request: a client address the proxy vouches for, else null. */
export function clientKey(headers: Headers, trustProxy: boolean): string | null {
  if (!trustProxy) return null;
  const realIp = headers.get('x-real-ip')?.trim();
  if (realIp) return realIp.slice(0, 64);
  const last = headers.get('x-forwarded-for')?.split(',').pop()?.trim();
  return last ? last.slice(0, 64) : null;
}

export interface TelemetryDeps {
  config: Pick<ServerConfig, 'TELEMETRY_SAMPLE_RATE' | 'TRUST_PROXY'>;
  clientLimiter: RateLimiter;
  globalLimiter: RateLimiter;
  random: () => number;
}

type Outcome = { ok: true; body: string } | { ok: false; status: 400 | 413; reason: string };

/** Reads the body as UTF-8 text, stopping as soon as it passes `maxBytes`. */
async function readCapped(request: Request, maxBytes: number): Promise<Outcome> {
  if (!request.body) return { ok: false, status: 400, reason: 'empty' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, status: 413, reason: 'body size' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400, reason: 'aborted' };
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  try {
    return { ok: true, body: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, status: 400, reason: 'encoding' };
  }
}

/** The flat log fields of one event (texts already capped by the schema; queries removed again here). */
function eventFields(event: TelemetryEvent): LogFields {
  switch (event.type) {
    case 'error':
      return {
        type: 'error',
        message: stripUrlQueries(event.message),
        source: event.source === undefined ? undefined : withoutQuery(event.source),
        stack: event.stack === undefined ? undefined : stripUrlQueries(event.stack),
      };
    case 'vital':
      return { type: 'vital', name: event.name, value: event.value, rating: event.rating, id: event.id };
    case 'page':
      return { type: 'page', kind: event.kind, path: withoutQuery(event.path) };
    case 'event':
      return {
        type: 'event',
        name: event.name,
        restaurantId: event.restaurantId,
        menuId: event.menuId,
        itemId: event.itemId,
        quantity: event.quantity,
      };
  }
}

const empty = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { 'cache-control': 'no-store', ...headers } });

// Decision: the rate limit is taken before the body is read (a flood costs no parsing, and bad bodies count too); a
// cross-site POST (Sec-Fetch-Site other than same-origin) is refused with 403, so other sites cannot write to our log.
// Refused bodies (400, 413) leave one short warn line each; rate-limited ones leave none.
/** `POST /telemetry`: 204 when read (sampled events logged), 400 bad body, 403 cross-site, 413 too big, 429 too many. */
export async function handleTelemetry(request: Request, deps: Partial<TelemetryDeps> = {}): Promise<Response> {
  const config = deps.config ?? serverConfig();
  const brandId = request.headers.get(BRAND_ID_HEADER);
  const requestId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER));
  const refuse = (status: 400 | 413, reason: string) => {
    logEvent('warn', 'telemetry refused', { status, reason, brandId, requestId });
    return empty(status);
  };

  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return empty(403);

  const key = clientKey(request.headers, config.TRUST_PROXY);
  const limiter =
    key === null ? (deps.globalLimiter ?? defaultGlobalLimiter) : (deps.clientLimiter ?? defaultClientLimiter);
  if (!limiter.take(key ?? GLOBAL_KEY)) return empty(429, { 'retry-after': '10' });

  const declared = Number(request.headers.get('content-length') ?? 0);
  if (!(declared <= TELEMETRY_MAX_BODY_BYTES)) return refuse(413, 'content-length');
  const read = await readCapped(request, TELEMETRY_MAX_BODY_BYTES);
  if (!read.ok) return refuse(read.status, read.reason);

  let json: unknown;
  try {
    json = JSON.parse(read.body);
  } catch {
    return refuse(400, 'json');
  }
  const parsed = telemetryBatchSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse(400, `shape ${issue?.path.map(String).join('.') ?? ''}`.trim().slice(0, 80));
  }

  const random = deps.random ?? Math.random;
  const ua = parsed.data.ua.join('') || undefined;
  for (const event of parsed.data.events) {
    if (!shouldSample(event.type, config.TELEMETRY_SAMPLE_RATE, random())) continue;
    logEvent(event.type === 'error' ? 'error' : 'info', 'telemetry', { ...eventFields(event), ua, brandId, requestId });
  }
  return empty(204);
}
