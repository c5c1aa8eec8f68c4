// The demo brand's day (issue 30 item 1): which menu each restaurant serves at which time of day, and the answers that
// depend on the hour, computed by the mock layer for the design-time moment of each request. Static examples cannot
// say "open now" at noon and "opens tomorrow at 11:00" at 22:00; with the whole-day shift of time-shift.mjs the data
// keeps the real time of day, so these answers follow it:
// - the menu list (GET …/menus) and the popup's tiles (GET …/menu_summaries): per serving type each menu with its
//   receivable range today, or, when it has no window left in this business day, OutOfOrderTime with the time it opens
//   next (recent_receive_time); is_today_takeout;
// - a menu's own window (GET /v1|v2/…/menus/{menuId}): receivable_time_range and menu_availability;
// - the receive times (GET …/receive_times): the takeout windows, "now" while one is open, the earliest slot;
// - a restaurant's is_open and business_hours wherever a restaurant is answered.
// At DESIGN_NOW (2026-11-21 22:00) r1001's answers are exactly the examples in mocks/ (schedule.test.ts). The layer
// uses them only in a 200 answer with no scenario asked for; Prism still validates every request.
import { readFileSync } from 'node:fs';
import { BUSINESS_DAY_START_HOUR } from './time-shift.mjs';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Asia/Tokyo: +09:00 all year. */
const JST_MS = 9 * HOUR_MS;

/** Minutes from an order for "now" to its pickup (receive-times.json immediate_ready_minutes; state.mjs). */
export const IMMEDIATE_READY_MINUTES = 15;
/** Step between selectable receive times (receive-times.json receive_time_interval_minutes). */
export const RECEIVE_INTERVAL_MINUTES = 15;

const BOTH = Object.freeze(['eat_in', 'takeout']);
const TAKEOUT = Object.freeze(['takeout']);
const EAT_IN = Object.freeze(['eat_in']);

/** A menu's daily window from `from` to `to` (H:mm of the day it begins; past midnight as 24:00 and above). */
const daily = (menu, from, to, servings = BOTH) => Object.freeze({ menu, from, to, servings });

/**
 * Each restaurant's menus, every day of the week, in the order the menu list shows them.
 * Decision: one daily timetable per restaurant, the same on every day (the data has one day; the whole-day shift puts
 * it on any date), so the brand covers the whole day: breakfast, lunch, the grand menu, a late-night takeout menu
 * past midnight, and r1005 open 24 hours. Serving types follow each restaurant's is_takeout_available /
 * is_eat_in_available (mocks/restaurants/r*.json).
 */
export const SCHEDULE = Object.freeze({
  // 渋谷店: the evening the data is written for (mocks/menus/list.json, restaurants/receive-times.json).
  r1001: [
    daily('m-grand', '11:00', '23:00'),
    daily('m-lunch', '11:00', '15:00'),
    daily('m-late-night', '23:30', '25:00', TAKEOUT),
  ],
  // 新宿西口店: takeout only, from breakfast on.
  r1002: [
    daily('m-grand', '11:00', '23:00', TAKEOUT),
    daily('m-morning', '7:00', '10:30', TAKEOUT),
    daily('m-lunch', '11:00', '15:00', TAKEOUT),
  ],
  // 横浜みなとみらい店: lunch and the grand menu.
  r1003: [daily('m-grand', '11:00', '23:00'), daily('m-lunch', '11:00', '15:00')],
  // 梅田店: like 渋谷店.
  r1004: [
    daily('m-grand', '11:00', '23:00'),
    daily('m-lunch', '11:00', '15:00'),
    daily('m-late-night', '23:30', '25:00', TAKEOUT),
  ],
  // 名古屋栄店: open 24 hours, the grand menu all day, breakfast 5:00–11:00.
  r1005: [daily('m-grand', '0:00', '24:00'), daily('m-morning', '5:00', '11:00'), daily('m-lunch', '11:00', '15:00')],
  // 福岡天神店: eat-in only, closes at 20:00 (closed at DESIGN_NOW).
  r1006: [daily('m-grand', '11:00', '20:00', EAT_IN), daily('m-lunch', '11:00', '15:00', EAT_IN)],
});

const minutesOf = (hm) => {
  const [hours = '0', minutes = '0'] = hm.split(':');
  return Number(hours) * 60 + Number(minutes);
};

const hm = (minutes) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** A design-time instant written as the data writes it: local time with +09:00. */
export function jstIso(ms) {
  return `${new Date(ms + JST_MS).toISOString().slice(0, 19)}+09:00`;
}

/** 00:00 JST of the calendar day of `ms`. */
const jstMidnight = (ms) => Math.floor((ms + JST_MS) / DAY_MS) * DAY_MS - JST_MS;

/** The end of the business day `ms` is in: the next BUSINESS_DAY_START_HOUR (05:00 JST) after it. */
export function businessDayEnd(ms) {
  const start = BUSINESS_DAY_START_HOUR * HOUR_MS;
  return jstMidnight(ms - start) + DAY_MS + start;
}

/** The window's occurrence that is open at `at` or comes next: its first occurrence ending after `at`. */
export function occurrence(window, at) {
  const [from, to] = [minutesOf(window.from) * MINUTE_MS, minutesOf(window.to) * MINUTE_MS];
  // Windows end by 48:00 of the day they begin: the day before yesterday's occurrence has always ended.
  let base = jstMidnight(at) - 2 * DAY_MS;
  while (base + to <= at) base += DAY_MS;
  return { begin: base + from, end: base + to };
}

/** One of the windows is open at `at`. */
const openAt = (windows, at) => windows.some((w) => occurrence(w, at).begin <= at);

const range = ({ begin, end }) => ({ begin_time: jstIso(begin), end_time: jstIso(end) });

const mocks = new URL('../../mocks/', import.meta.url);
const heads = new Map();

/** The name, names and image of a menu, from its example (mocks/menus/<menuId>.json). */
function menuHead(menuId) {
  if (!heads.has(menuId)) {
    const menu = JSON.parse(readFileSync(new URL(`menus/${menuId}.json`, mocks), 'utf8'));
    heads.set(menuId, {
      menu_id: menu.menu_id,
      name: menu.name,
      name_languages: menu.name_languages,
      image_url: menu.image_url,
    });
  }
  return heads.get(menuId);
}

/**
 * A menu's state at `at` (a receive time, or now). Decision: available with its range while its window is open or
 * opens later in the same business day (the late-night menu at 22:00, as mocks/menus/list.json has it); otherwise out
 * of order time, with the moment it opens next (lunch at 22:00: 11:00 tomorrow).
 */
export function menuState(window, at) {
  const next = occurrence(window, at);
  return { next, available: next.begin < businessDayEnd(at) };
}

function summary(window, at) {
  const { next, available } = menuState(window, at);
  return available
    ? { ...menuHead(window.menu), receivable_time_range: range(next), menu_availability: 'Available' }
    : { ...menuHead(window.menu), recent_receive_time: jstIso(next.begin), menu_availability: 'OutOfOrderTime' };
}

const servedAs = (restaurantId, serving) => (SCHEDULE[restaurantId] ?? []).filter((w) => w.servings.includes(serving));

/** GET /v1/restaurants/{id}/menus: the summaries at `at` (the receive time asked for, else now). */
export function menuListAnswer(restaurantId, example, { now, at = now }) {
  const windows = SCHEDULE[restaurantId];
  if (!windows || example?.is_menu_view_only) return example;
  return {
    ...example,
    is_today_takeout: servedAs(restaurantId, 'takeout').some((w) => menuState(w, now).available),
    eat_in_menu_summaries: servedAs(restaurantId, 'eat_in').map((w) => summary(w, at)),
    takeout_menu_summaries: servedAs(restaurantId, 'takeout').map((w) => summary(w, at)),
    menu_summaries: windows.map((w) => summary(w, at)),
  };
}

/** GET /v1/restaurants/{id}/menu_summaries: the popup's tiles of one serving type at `at`. */
export function menuSummariesAnswer(restaurantId, example, { serving, at }) {
  if (!SCHEDULE[restaurantId] || example?.is_menu_view_only) return example;
  return { ...example, menu_summaries: servedAs(restaurantId, serving).map((w) => summary(w, at)) };
}

/** GET /v1|v2/restaurants/{id}/menus/{menuId}: the menu's window at `at`. A menu the restaurant has not is left. */
export function menuAnswer(restaurantId, menuId, example, { at }) {
  const window = (SCHEDULE[restaurantId] ?? []).find((w) => w.menu === menuId);
  if (!window) return example;
  const { next, available } = menuState(window, at);
  return {
    ...example,
    receivable_time_range: range(next),
    menu_availability: available ? 'Available' : 'OutOfOrderTime',
  };
}

/** The first receive time of an occurrence on its grid (begin + k × interval) not before `from`, or null. */
function firstSlot({ begin, end }, from) {
  const step = RECEIVE_INTERVAL_MINUTES * MINUTE_MS;
  const slot = begin + Math.max(0, Math.ceil((from - begin) / step)) * step;
  return slot <= end ? slot : null;
}

/**
 * GET /v1/restaurants/{id}/receive_times at `now`: each takeout window in which a pickup is still possible (the
 * occurrence ending after now + the ready time), by begin; "now" while a window is open now and at the ready time
 * (r1005's all-day menu runs on past midnight into the next day's); the earliest slot.
 */
export function receiveTimesAnswer(restaurantId, example, { now }) {
  if (!SCHEDULE[restaurantId]) return example;
  const ready = now + IMMEDIATE_READY_MINUTES * MINUTE_MS;
  const dayEnd = businessDayEnd(now);
  const takeout = servedAs(restaurantId, 'takeout');
  const options = takeout.map((window) => ({ window, ...occurrence(window, ready) })).sort((a, b) => a.begin - b.begin);
  const immediate = openAt(takeout, now) && openAt(takeout, ready);
  const slots = options.map((o) => firstSlot(o, ready)).filter((slot) => slot !== null);
  const earliest = slots.length > 0 ? Math.min(...slots) : null;
  const modes = [
    ...(immediate ? ['now'] : []),
    ...(earliest === null ? [] : ['earliest', 'time_specification']),
    ...(slots.some((slot) => slot < dayEnd) ? ['current_date'] : []),
    ...(slots.some((slot) => slot >= dayEnd) ? ['later_date'] : []),
  ];
  const answer = {
    ...example,
    is_immediate_order_available: immediate,
    receive_time_modes: modes,
    receive_time_interval_minutes: RECEIVE_INTERVAL_MINUTES,
    earliest_receive_time: earliest === null ? undefined : jstIso(earliest),
    immediate_ready_minutes: immediate ? IMMEDIATE_READY_MINUTES : undefined,
    receive_times: options.map((o) => ({ ...menuHead(o.window.menu), receivable_time_range: range(o) })),
  };
  if (earliest === null) delete answer.earliest_receive_time;
  if (!immediate) delete answer.immediate_ready_minutes;
  return answer;
}

/** A restaurant's opening hours, the same every day: from its first window's begin to its last window's end. */
export function businessHours(restaurantId) {
  const windows = SCHEDULE[restaurantId];
  if (!windows) return null;
  return {
    open_time: hm(Math.min(...windows.map((w) => minutesOf(w.from)))),
    close_time: hm(Math.max(...windows.map((w) => minutesOf(w.to)))),
  };
}

/** Open now: one of its menus' windows is open at `now`. */
export function isOpen(restaurantId, now) {
  return openAt(SCHEDULE[restaurantId] ?? [], now);
}

/** A Restaurant with is_open and business_hours of the schedule at `now` (one it does not know is left). */
export function restaurantAt(restaurant, now) {
  const hours = businessHours(restaurant?.id);
  if (!hours) return restaurant;
  return {
    ...restaurant,
    business_hours: (restaurant.business_hours ?? []).map((day) => ({ ...day, ...hours })),
    is_open: isOpen(restaurant.id, now),
  };
}

const RESTAURANT = /^\/v1\/restaurants\/(?!line_setting$|prefecture_list$)([^/]+)$/;
const RESTAURANT_LISTS = new Set(['/v1/restaurants', '/v1/lp_restaurants']);
const MENU_LIST = /^\/v1\/restaurants\/([^/]+)\/menus$/;
const MENU_SUMMARIES = /^\/v1\/restaurants\/([^/]+)\/menu_summaries$/;
const MENU = /^\/v[12]\/restaurants\/([^/]+)\/menus\/([^/]+)$/;
const RECEIVE_TIMES = /^\/v1\/restaurants\/([^/]+)\/receive_times$/;

const idIn = (pattern, path, group = 1) => {
  const id = pattern.exec(path)?.[group];
  if (id === undefined) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return null;
  }
};

/** The design-time receive time a menu call asks for (its receiveTime, unless an immediate order), else now. */
function askedAt(url, now, delta) {
  const receiveTime = url.searchParams.get('receiveTime');
  if (!receiveTime || url.searchParams.get('isImmediateOrder') === 'true') return now;
  const ms = Date.parse(receiveTime);
  return Number.isNaN(ms) ? now : ms - delta;
}

/**
 * The layer's hook: Prism's 200 answer (design time) to a call with no scenario, with the hour-dependent parts computed
 * for the request's design-time moment (`nowMs` of the layer's clock minus the shift `delta`). Anything else is
 * returned as it came.
 */
export function scheduledAnswer({ method, path, url, json, nowMs, delta }) {
  if (method !== 'GET' || !json || typeof json !== 'object') return json;
  const now = nowMs - delta;
  let id;
  if ((id = idIn(MENU_LIST, path))) return menuListAnswer(id, json, { now, at: askedAt(url, now, delta) });
  if ((id = idIn(MENU_SUMMARIES, path))) {
    const serving = url.searchParams.get('servingType') === 'eat_in' ? 'eat_in' : 'takeout';
    return menuSummariesAnswer(id, json, { serving, at: askedAt(url, now, delta) });
  }
  if ((id = idIn(MENU, path))) return menuAnswer(id, idIn(MENU, path, 2), json, { at: askedAt(url, now, delta) });
  if ((id = idIn(RECEIVE_TIMES, path))) return receiveTimesAnswer(id, json, { now });
  if (RESTAURANT.test(path)) return restaurantAt(json, now);
  if (RESTAURANT_LISTS.has(path) && Array.isArray(json.restaurants)) {
    return { ...json, restaurants: json.restaurants.map((restaurant) => restaurantAt(restaurant, now)) };
  }
  if (path === '/v1/orders/last/ordered/restaurants' && Array.isArray(json.restaurants)) {
    return {
      ...json,
      restaurants: json.restaurants.map((entry) => ({ ...entry, restaurant: restaurantAt(entry.restaurant, now) })),
    };
  }
  return json;
}
