import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SCHEDULE,
  businessHours,
  isOpen,
  menuAnswer,
  menuListAnswer,
  receiveTimesAnswer,
  restaurantAt,
  scheduledAnswer,
} from './schedule.mjs';
import { DESIGN_NOW } from './time-shift.mjs';

/** The demo brand's day (schedule.mjs) against the examples it was written from, and at the hours of issue 30. */
const mock = <T = Record<string, unknown>>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../../mocks/${path}`, import.meta.url), 'utf8')) as T;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const design = Date.parse(DESIGN_NOW);
/** A design-time moment of the data's business day (05:00 11-21 → 05:00 11-22), as the whole-day shift gives it. */
const at = (hm: string) => Date.parse(`2026-11-${hm < '05:00' ? '22' : '21'}T${hm}:00+09:00`);

interface Summary {
  menu_id: string;
  receivable_time_range?: { begin_time: string; end_time: string };
  recent_receive_time?: string;
  menu_availability: string;
}
interface MenuList {
  is_today_takeout: boolean;
  eat_in_menu_summaries: Summary[];
  takeout_menu_summaries: Summary[];
  menu_summaries: Summary[];
}
interface ReceiveTimes {
  is_immediate_order_available: boolean;
  receive_time_modes: string[];
  earliest_receive_time?: string;
  immediate_ready_minutes?: number;
  receive_times: { menu_id: string; receivable_time_range: { begin_time: string; end_time: string } }[];
}

const list = mock<MenuList>('menus/list.json');
const receiveTimes = mock<ReceiveTimes>('restaurants/receive-times.json');

/** `MM-DDTHH:mm` of a design-time value. */
const short = (iso: string) => iso.slice(5, 16);
/** A tile as a line: `m-grand 11-21T11:00–11-21T23:00` or `m-lunch next 11-22T11:00 (OutOfOrderTime)`. */
const tile = (s: Summary) =>
  s.receivable_time_range
    ? `${s.menu_id} ${short(s.receivable_time_range.begin_time)}–${short(s.receivable_time_range.end_time)}`
    : `${s.menu_id} next ${short(s.recent_receive_time ?? '')} (${s.menu_availability})`;
const takeoutTiles = (restaurantId: string, now: number) =>
  menuListAnswer(restaurantId, list, { now }).takeout_menu_summaries.map(tile);
const windows = (answer: ReceiveTimes) =>
  answer.receive_times.map(
    (w) => `${w.menu_id} ${short(w.receivable_time_range.begin_time)}–${short(w.receivable_time_range.end_time)}`,
  );

describe('schedule at DESIGN_NOW (2026-11-21 22:00): r1001 answers exactly the examples', () => {
  it('menu list = mocks/menus/list.json (grand 11:00–23:00, lunch 11/22 11:00, late-night 23:30–25:00)', () => {
    expect(menuListAnswer('r1001', list, { now: design })).toEqual(list);
  });

  it('receive times = mocks/restaurants/receive-times.json (now, earliest 22:15, three windows)', () => {
    expect(receiveTimesAnswer('r1001', receiveTimes, { now: design })).toEqual(receiveTimes);
  });

  it.each(['m-grand', 'm-lunch', 'm-late-night', 'm-grand.v2', 'm-lunch.v2', 'm-late-night.v2'])(
    'menu %s keeps its window and availability',
    (file) => {
      const menu = mock(`menus/${file}.json`);
      expect(menuAnswer('r1001', String(menu.menu_id), menu, { at: design })).toEqual(menu);
    },
  );

  it('open now: r1001–r1005 open, r1006 closed since 20:00 (e2e restaurants: one 営業時間外)', () => {
    expect(Object.keys(SCHEDULE).map((id) => [id, isOpen(id, design)])).toEqual([
      ['r1001', true],
      ['r1002', true],
      ['r1003', true],
      ['r1004', true],
      ['r1005', true],
      ['r1006', false],
    ]);
  });

  it('r1001 opens 11:00–25:00 every day (the e2e detail page reads 土曜日 11:00〜25:00)', () => {
    const restaurant = mock<{ business_hours: { open_time: string; close_time: string }[] }>('restaurants/r1001.json');
    const hours = restaurantAt(restaurant, design).business_hours;
    expect(hours).toHaveLength(8);
    expect(new Set(hours.map((h) => `${h.open_time}〜${h.close_time}`))).toEqual(new Set(['11:00〜25:00']));
  });
});

describe('the schedule matches the data', () => {
  it.each(Object.keys(SCHEDULE))('%s serves only what the restaurant offers, menus that exist', (id) => {
    const restaurant = mock<{ is_takeout_available: boolean; is_eat_in_available: boolean }>(`restaurants/${id}.json`);
    const servings = new Set(SCHEDULE[id]!.flatMap((w) => w.servings));
    expect(servings.has('takeout')).toBe(restaurant.is_takeout_available);
    expect(servings.has('eat_in')).toBe(restaurant.is_eat_in_available);
    for (const window of SCHEDULE[id]!) expect(mock(`menus/${window.menu}.json`).menu_id).toBe(window.menu);
  });

  it.each([
    ['r1001', '11:00', '25:00'],
    ['r1002', '7:00', '23:00'],
    ['r1003', '11:00', '23:00'],
    ['r1004', '11:00', '25:00'],
    ['r1005', '0:00', '24:00'],
    ['r1006', '11:00', '20:00'],
  ])('%s is open %s–%s (H:mm, past midnight as 24:00 and above)', (id, open, close) => {
    expect(businessHours(id)).toEqual({ open_time: open, close_time: close });
  });

  it('a restaurant the schedule does not know is left as it is', () => {
    const other = { id: 'r9999', is_open: true, business_hours: [] };
    expect(restaurantAt(other, design)).toBe(other);
    expect(menuListAnswer('r9999', list, { now: design })).toBe(list);
  });
});

describe('the menu list at the hours of issue 30 (design time of a Thursday: 07:00 → 11-21 07:00, 00:30 → 11-22 00:30)', () => {
  it.each([
    [
      '07:00',
      'r1001',
      true,
      ['m-grand 11-21T11:00–11-21T23:00', 'm-lunch 11-21T11:00–11-21T15:00', 'm-late-night 11-21T23:30–11-22T01:00'],
    ],
    [
      '07:00',
      'r1005',
      true,
      ['m-grand 11-21T00:00–11-22T00:00', 'm-morning 11-21T05:00–11-21T11:00', 'm-lunch 11-21T11:00–11-21T15:00'],
    ],
    [
      '07:00',
      'r1002',
      true,
      ['m-grand 11-21T11:00–11-21T23:00', 'm-morning 11-21T07:00–11-21T10:30', 'm-lunch 11-21T11:00–11-21T15:00'],
    ],
    [
      '12:00',
      'r1001',
      true,
      ['m-grand 11-21T11:00–11-21T23:00', 'm-lunch 11-21T11:00–11-21T15:00', 'm-late-night 11-21T23:30–11-22T01:00'],
    ],
    [
      '12:00',
      'r1005',
      true,
      [
        'm-grand 11-21T00:00–11-22T00:00',
        'm-morning next 11-22T05:00 (OutOfOrderTime)',
        'm-lunch 11-21T11:00–11-21T15:00',
      ],
    ],
    [
      '18:00',
      'r1001',
      true,
      [
        'm-grand 11-21T11:00–11-21T23:00',
        'm-lunch next 11-22T11:00 (OutOfOrderTime)',
        'm-late-night 11-21T23:30–11-22T01:00',
      ],
    ],
    [
      '00:30',
      'r1001',
      true,
      [
        'm-grand next 11-22T11:00 (OutOfOrderTime)',
        'm-lunch next 11-22T11:00 (OutOfOrderTime)',
        'm-late-night 11-21T23:30–11-22T01:00',
      ],
    ],
    [
      '00:30',
      'r1002',
      false,
      [
        'm-grand next 11-22T11:00 (OutOfOrderTime)',
        'm-morning next 11-22T07:00 (OutOfOrderTime)',
        'm-lunch next 11-22T11:00 (OutOfOrderTime)',
      ],
    ],
    [
      '00:30',
      'r1005',
      true,
      [
        'm-grand 11-22T00:00–11-23T00:00',
        'm-morning next 11-22T05:00 (OutOfOrderTime)',
        'm-lunch next 11-22T11:00 (OutOfOrderTime)',
      ],
    ],
  ])('at %s %s: takeout today %s, tiles %j', (hm, id, today, tiles) => {
    expect(menuListAnswer(id, list, { now: at(hm) }).is_today_takeout).toBe(today);
    expect(takeoutTiles(id, at(hm))).toEqual(tiles);
  });

  it('eat-in at 00:30 at r1001: no late-night menu (takeout only), grand and lunch from 11:00', () => {
    expect(menuListAnswer('r1001', list, { now: at('00:30') }).eat_in_menu_summaries.map(tile)).toEqual([
      'm-grand next 11-22T11:00 (OutOfOrderTime)',
      'm-lunch next 11-22T11:00 (OutOfOrderTime)',
    ]);
  });

  it('a chosen receive time (11:00 tomorrow, asked at 00:30) judges the menus then: grand and lunch open', () => {
    const answer = menuListAnswer('r1001', list, { now: at('00:30'), at: Date.parse('2026-11-22T11:00:00+09:00') });
    expect(answer.takeout_menu_summaries.map(tile)).toEqual([
      'm-grand 11-22T11:00–11-22T23:00',
      'm-lunch 11-22T11:00–11-22T15:00',
      'm-late-night 11-22T23:30–11-23T01:00',
    ]);
  });

  it.each([
    ['07:00', ['r1002', 'r1005']],
    ['12:00', ['r1001', 'r1002', 'r1003', 'r1004', 'r1005', 'r1006']],
    ['18:00', ['r1001', 'r1002', 'r1003', 'r1004', 'r1005', 'r1006']],
    ['00:30', ['r1001', 'r1004', 'r1005']],
    ['04:59', ['r1005']],
    ['05:00', ['r1005']],
  ])('open at %s: %j', (hm, open) => {
    expect(Object.keys(SCHEDULE).filter((id) => isOpen(id, at(hm)))).toEqual(open);
  });
});

describe('the receive times at the hours of issue 30', () => {
  it.each([
    [
      '07:00',
      'r1005',
      true,
      '11-21T07:15',
      ['m-grand 11-21T00:00–11-22T00:00', 'm-morning 11-21T05:00–11-21T11:00', 'm-lunch 11-21T11:00–11-21T15:00'],
    ],
    [
      '07:00',
      'r1001',
      false,
      '11-21T11:00',
      ['m-grand 11-21T11:00–11-21T23:00', 'm-lunch 11-21T11:00–11-21T15:00', 'm-late-night 11-21T23:30–11-22T01:00'],
    ],
    [
      '12:00',
      'r1001',
      true,
      '11-21T12:15',
      ['m-grand 11-21T11:00–11-21T23:00', 'm-lunch 11-21T11:00–11-21T15:00', 'm-late-night 11-21T23:30–11-22T01:00'],
    ],
    [
      '18:00',
      'r1001',
      true,
      '11-21T18:15',
      ['m-grand 11-21T11:00–11-21T23:00', 'm-late-night 11-21T23:30–11-22T01:00', 'm-lunch 11-22T11:00–11-22T15:00'],
    ],
    [
      '00:30',
      'r1001',
      true,
      '11-22T00:45',
      ['m-late-night 11-21T23:30–11-22T01:00', 'm-grand 11-22T11:00–11-22T23:00', 'm-lunch 11-22T11:00–11-22T15:00'],
    ],
    [
      '22:50',
      'r1001',
      false,
      '11-21T23:30',
      ['m-late-night 11-21T23:30–11-22T01:00', 'm-grand 11-22T11:00–11-22T23:00', 'm-lunch 11-22T11:00–11-22T15:00'],
    ],
    [
      '23:50',
      'r1005',
      true,
      '11-22T00:15',
      ['m-grand 11-22T00:00–11-23T00:00', 'm-morning 11-22T05:00–11-22T11:00', 'm-lunch 11-22T11:00–11-22T15:00'],
    ],
  ])('at %s %s: now %s, earliest %s, windows %j', (hm, id, immediate, earliest, expected) => {
    const answer = receiveTimesAnswer(id, receiveTimes, { now: at(hm) });
    expect(answer.is_immediate_order_available).toBe(immediate);
    expect(answer.immediate_ready_minutes).toBe(immediate ? 15 : undefined);
    expect(short(answer.earliest_receive_time ?? '')).toBe(earliest);
    expect(windows(answer)).toEqual(expected);
  });

  it('at 07:00 r1001 offers no "now" and today only from 11:00; r1006 (eat-in only) offers nothing', () => {
    expect(receiveTimesAnswer('r1001', receiveTimes, { now: at('07:00') }).receive_time_modes).toEqual([
      'earliest',
      'time_specification',
      'current_date',
    ]);
    const none = receiveTimesAnswer('r1006', receiveTimes, { now: at('12:00') });
    expect(none).toMatchObject({ is_immediate_order_available: false, receive_time_modes: [], receive_times: [] });
    expect(none.earliest_receive_time).toBeUndefined();
  });
});

describe('the layer hook (scheduledAnswer)', () => {
  const url = (path: string) => new URL(path, 'http://mock.local');
  const call = (path: string, json: unknown, nowMs: number, delta = 0, method = 'GET') =>
    scheduledAnswer({ method, path: url(path).pathname, url: url(path), json, nowMs, delta });

  it('computes for the design-time moment: a real 07:00 on Thursday 11-26 shifted back 5 days is 07:00 of the data', () => {
    const answer = call(
      '/v1/restaurants/r1005/receive_times',
      receiveTimes,
      Date.parse('2026-11-26T07:00:00+09:00'),
      5 * DAY,
    ) as ReceiveTimes;
    expect(answer.earliest_receive_time).toBe('2026-11-21T07:15:00+09:00');
  });

  it('the menu list asked for a chosen time (the app sends UTC) judges it in design time', () => {
    const answer = call(
      '/v1/restaurants/r1001/menus?receiveTime=2026-11-26T02%3A00%3A00.000Z&isImmediateOrder=false',
      list,
      Date.parse('2026-11-26T00:30:00+09:00'),
      4 * DAY,
    ) as MenuList;
    expect(answer.takeout_menu_summaries.map(tile)[0]).toBe('m-grand 11-22T11:00–11-22T23:00');
    expect(answer.is_today_takeout).toBe(true);
  });

  it('a menu page, the popup tiles and the restaurant list follow the hour', () => {
    const menu = mock('menus/m-lunch.json');
    expect(call('/v2/restaurants/r1001/menus/m-lunch', menu, at('12:00'))).toMatchObject({
      receivable_time_range: { begin_time: '2026-11-21T11:00:00+09:00', end_time: '2026-11-21T15:00:00+09:00' },
      menu_availability: 'Available',
    });
    const summaries = mock('menus/summaries-takeout.json');
    expect(
      (call('/v1/restaurants/r1001/menu_summaries?servingType=eat_in', summaries, at('12:00')) as MenuList)
        .menu_summaries.length,
    ).toBe(2);
    const restaurants = { restaurants: [mock('restaurants/r1001.json'), mock('restaurants/r1005.json')] };
    const shown = call('/v1/restaurants', restaurants, at('07:00')) as { restaurants: { is_open: boolean }[] };
    expect(shown.restaurants.map((r) => r.is_open)).toEqual([false, true]);
    expect(
      (call('/v1/restaurants/r1001', mock('restaurants/r1001.json'), at('07:00')) as { is_open: boolean }).is_open,
    ).toBe(false);
  });

  it('leaves alone what is no menu / restaurant call, other methods, and the view-only example', () => {
    const viewOnly = mock('menus/list-view-only.json');
    expect(call('/v1/restaurants/r1006/menus', viewOnly, design)).toBe(viewOnly);
    expect(call('/v1/orders/cart', list, design)).toBe(list);
    expect(call('/v1/restaurants/r1001/menus', list, design, 0, 'POST')).toBe(list);
    expect(call('/v1/restaurants/line_setting', list, design)).toBe(list);
  });
});
