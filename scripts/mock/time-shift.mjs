// Mock time: the example data of openapi.yaml is written for one moment, DESIGN_NOW. The mock layer moves every
// date-time of an answer by the same delta so that the data's day falls on the real current day; requests are moved
// back by the same delta, so Prism and the stored state always see design-time values. By default the delta is a
// whole number of days: the real time of day is kept (07:00 real is 07:00 in the data, with the menus, receive times
// and opening state a restaurant has at 07:00, computed by schedule.mjs). A named mock time (`lastOrder`,
// `afterMidnight`, …) or an ISO moment moves the clock on purpose: that moment of the data falls on the real current
// time. The app keeps its normal clock.

/** The moment the mock data is written for (mocks/README.md, "Mock time"). */
export const DESIGN_NOW = '2026-11-21T22:00:00+09:00';

/**
 * Named mock times: the moment of the data that is shown as "now". Picked in the scenario panel or with the
 * `mock_time` cookie / `x-mock-time` header.
 */
export const MOCK_TIME_PRESETS = Object.freeze({
  // The default: the real time of day, on the data's day (whole-day shift, see shiftDelta). Its value is the moment
  // the data is written for, the evening at r1001 渋谷店: grand menu open, late-night menu later (past midnight), lunch
  // tomorrow.
  now: '2026-11-21T22:00:00+09:00',
  // Grand menu closes at 23:00: ten minutes left.
  lastOrder: '2026-11-21T22:50:00+09:00',
  // At r1001: only the late-night takeout menu (23:30 → 01:00) is open.
  afterMidnight: '2026-11-22T00:15:00+09:00',
  // At r1001: lunch opens at 11:00 later today; nothing is open yet (the 24-hour r1005 serves breakfast).
  tomorrowMorning: '2026-11-22T10:30:00+09:00',
  // At r1001: every menu is closed (only the 24-hour r1005 is open).
  closed: '2026-11-22T02:30:00+09:00',
});

/**
 * Decision: the data's business day runs from 05:00 on Saturday 2026-11-21 to 05:00 on 2026-11-22 JST. The data is
 * one evening at a restaurant (orders placed around 21:00–22:00, pickups until after midnight, the late-night menu
 * 23:30 → 25:00, beer until 24:30), and 05:00 is the quiet hour after the last late-night pickup and before breakfast,
 * where restaurants change their day. So every real hour maps to the same time of day in that business day:
 * 07:00 → 11-21 07:00, 12:00 → 11-21 12:00, 22:00 → 11-21 22:00 (DESIGN_NOW: no shift), 00:30 → 11-22 00:30,
 * 04:59 → 11-22 04:59, 05:00 → 11-21 05:00.
 */
export const BUSINESS_DAY_START_HOUR = 5;

const DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:\d{2})$/;
const STEP_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Asia/Tokyo: +09:00 all year. */
const JST_MS = 9 * HOUR_MS;

/** The number of the JST business day (starting BUSINESS_DAY_START_HOUR) an instant falls in. */
export function businessDayNumber(ms) {
  return Math.floor((ms + JST_MS - BUSINESS_DAY_START_HOUR * HOUR_MS) / DAY_MS);
}

/** True when a `mock_time` value asks for no particular moment: `now`, nothing, or anything unreadable. */
function keepsTimeOfDay(value) {
  if (typeof value === 'string' && Object.hasOwn(MOCK_TIME_PRESETS, value)) return value === 'now';
  return !(typeof value === 'string' && DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)));
}

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
 * Milliseconds to add to a design-time value so that the data falls on `nowMs`.
 * - `now` (the default, also for unreadable input): whole days, from the data's business day to the real one
 *   (BUSINESS_DAY_START_HOUR), so the time of day is kept exactly; at DESIGN_NOW itself the delta is 0.
 * - a named moment or an ISO date-time: that moment falls on `nowMs`. Decision: rounded up to whole 5 minutes, so
 *   shifted times keep a readable grid (23:30 stays on :x0/:x5) and the data's "now" is at most 5 minutes ahead of
 *   the real clock. A pinned clock at the moment itself gives exactly 0.
 */
export function shiftDelta(nowMs, moment) {
  if (keepsTimeOfDay(moment)) return (businessDayNumber(nowMs) - businessDayNumber(Date.parse(DESIGN_NOW))) * DAY_MS;
  const raw = nowMs - Date.parse(designMoment(moment));
  return Math.ceil(raw / STEP_MS) * STEP_MS;
}

/**
 * The instant a per-request clock value names (`x-mock-clock` / `mock_clock`, an ISO date-time with offset), or null
 * for anything else: the layer then keeps its own clock.
 */
export function clockFrom(value) {
  if (typeof value !== 'string' || !DATE_TIME.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
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
  return shiftDateTime(`${new Date(nowMs + JST_MS).toISOString().slice(0, 19)}+09:00`, -deltaMs);
}
