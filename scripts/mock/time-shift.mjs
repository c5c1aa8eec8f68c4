// Mock time: the example data of openapi.yaml is written for one moment, DESIGN_NOW. The mock layer moves every
// date-time of an answer by the same delta so that a chosen moment of the data ("the mock time", DESIGN_NOW by
// default) falls on the real current time; requests are moved back by the same delta, so Prism and the stored state
// always see design-time values. Relations to "now" (orderable now, opens later, receive times ahead, coupons
// before / in / after their dates) stay as designed at any hour; the app keeps its normal clock.

/** The moment the mock data is written for (mocks/README.md, "Mock time"). */
export const DESIGN_NOW = '2026-11-21T22:00:00+09:00';

/**
 * Named mock times: the moment of the data that is shown as "now". Picked in the scenario panel or with the
 * `mock_time` cookie / `x-mock-time` header.
 */
export const MOCK_TIME_PRESETS = Object.freeze({
  // The evening the data is written for: grand menu open, late-night menu later (past midnight), lunch tomorrow.
  now: '2026-11-21T22:00:00+09:00',
  // Grand menu closes at 23:00: ten minutes left.
  lastOrder: '2026-11-21T22:50:00+09:00',
  // Only the late-night takeout menu (23:30 → 01:00) is open.
  afterMidnight: '2026-11-22T00:15:00+09:00',
  // Lunch opens at 11:00 later today; nothing is open yet.
  tomorrowMorning: '2026-11-22T10:30:00+09:00',
  // Every menu is closed.
  closed: '2026-11-22T02:30:00+09:00',
});

const DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:\d{2})$/;
const STEP_MS = 5 * 60_000;

/**
 * The design moment a `mock_time` value names: a preset name or an ISO date-time with offset; anything else is
 * DESIGN_NOW (bad input falls back, never throws).
 */
export function designMoment(value) {
  if (typeof value === 'string' && Object.hasOwn(MOCK_TIME_PRESETS, value)) return MOCK_TIME_PRESETS[value];
  if (typeof value === 'string' && DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) return value;
  return DESIGN_NOW;
}

/**
 * Milliseconds to add to a design-time value so that `moment` (a preset or ISO date-time) falls on `nowMs`.
 * Decision: rounded up to whole 5 minutes, so shifted times keep a readable grid (23:30 stays on :x0/:x5) and the
 * data's "now" is at most 5 minutes ahead of the real clock (a cart expiring 5 minutes after DESIGN_NOW is never
 * already expired). A pinned clock at the moment itself gives exactly 0.
 */
export function shiftDelta(nowMs, moment) {
  const raw = nowMs - Date.parse(designMoment(moment));
  return Math.ceil(raw / STEP_MS) * STEP_MS;
}

/** One date-time string moved by `deltaMs`, written back in its own UTC offset; other strings unchanged. */
export function shiftDateTime(text, deltaMs) {
  const match = DATE_TIME.exec(text);
  if (!match || deltaMs === 0) return text;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return text;
  const offset = match[2];
  const offsetMinutes =
    offset === 'Z' ? 0 : (offset[0] === '-' ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  const local = new Date(ms + deltaMs + offsetMinutes * 60_000).toISOString().slice(0, 19);
  return `${local}${offset}`;
}

/** A JSON value with every date-time string moved by `deltaMs` (a new value; the input is not changed). */
export function shiftDateTimes(value, deltaMs) {
  if (deltaMs === 0) return value;
  if (typeof value === 'string') return shiftDateTime(value, deltaMs);
  if (Array.isArray(value)) return value.map((entry) => shiftDateTimes(entry, deltaMs));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, shiftDateTimes(entry, deltaMs)]));
  }
  return value;
}

/** A query string (`?a=b`, or '') with date-time values moved by `deltaMs`. */
export function shiftQuery(search, deltaMs) {
  if (!search || deltaMs === 0) return search;
  const params = new URLSearchParams(search);
  for (const [key, entry] of [...params]) params.set(key, shiftDateTime(entry, deltaMs));
  return `?${params.toString()}`;
}

/** The current moment written as a design-time value (what "now" is in the data), in +09:00. */
export function designNowFor(nowMs, deltaMs) {
  return shiftDateTime(`${new Date(nowMs + 9 * 3_600_000).toISOString().slice(0, 19)}+09:00`, -deltaMs);
}
