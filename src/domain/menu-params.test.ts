import { describe, expect, it } from 'vitest';
import {
  itemParams,
  menuListParams,
  menuParams,
  onViewOnly,
  serverAssumedMenuInput,
  type MenuQueryInput,
} from './menu-params';

const AT = '2024-05-01T12:30:00+09:00';
const AT_ISO = '2024-05-01T03:30:00.000Z';

describe('SPEC 4 "The menu list is requested with receiveTime only for takeout with a non-immediate time ... with an isImmediateOrder flag for takeout" (SPEC §4 L238a L238b)', () => {
  it.each([
    ['takeout, now', { servingType: 'takeout', receiveTimeType: 'now', receiveTime: null }, { isImmediateOrder: true }],
    [
      'takeout, "now" with a stale time',
      { servingType: 'takeout', receiveTimeType: 'now', receiveTime: AT },
      { isImmediateOrder: true },
    ],
    [
      'takeout, time_specification',
      { servingType: 'takeout', receiveTimeType: 'time_specification', receiveTime: AT },
      { receiveTime: AT_ISO, isImmediateOrder: false },
    ],
    [
      'takeout, later_date',
      { servingType: 'takeout', receiveTimeType: 'later_date', receiveTime: AT },
      { receiveTime: AT_ISO, isImmediateOrder: false },
    ],
    [
      'takeout, earliest',
      { servingType: 'takeout', receiveTimeType: 'earliest', receiveTime: AT },
      { receiveTime: AT_ISO, isImmediateOrder: false },
    ],
    ['Decision: takeout, no type stored = now', { servingType: 'takeout' }, { isImmediateOrder: true }],
    [
      'Decision: takeout, chosen type without a time',
      { servingType: 'takeout', receiveTimeType: 'current_date', receiveTime: null },
      { isImmediateOrder: true },
    ],
    ['eat-in sends neither', { servingType: 'eat_in', receiveTimeType: 'time_specification', receiveTime: AT }, {}],
  ] as const)('%s', (_n, state, out) => {
    expect(menuListParams(state)).toEqual(out);
  });
});

const base: MenuQueryInput = {
  servingType: 'takeout',
  receiveTimeType: 'time_specification',
  receiveTime: AT,
  isMenuViewOnly: false,
};

describe('SPEC 7 menu/item queries: "servingType is omitted in view-only mode" (SPEC §4 L239b §7 L325b)', () => {
  it.each([
    [
      'orderable takeout with coupon id',
      { ...base, couponId: 'c1' },
      { servingType: 'takeout', receiveTime: AT_ISO, couponId: 'c1' },
      { servingType: 'takeout', receiveTime: AT_ISO, couponId: 'c1' },
    ],
    [
      'eat-in with coupon code',
      { ...base, servingType: 'eat_in', couponCode: 'SPRING' },
      { servingType: 'eat_in', couponCode: 'SPRING' },
      { servingType: 'eat_in', couponCode: 'SPRING' },
    ],
    ['takeout now', { ...base, receiveTimeType: 'now' }, { servingType: 'takeout' }, { servingType: 'takeout' }],
    [
      'view-only',
      { ...base, isMenuViewOnly: true, couponId: 'c1' },
      { couponId: 'c1' },
      { couponId: 'c1', isMenuViewOnly: true },
    ],
    [
      'empty coupon values not sent',
      { ...base, couponId: '', couponCode: null },
      { servingType: 'takeout', receiveTime: AT_ISO },
      { servingType: 'takeout', receiveTime: AT_ISO },
    ],
  ] as [string, MenuQueryInput, object, object][])('%s', (_n, input, item, menu) => {
    expect(itemParams(input)).toEqual(item);
    expect(menuParams(input)).toEqual(menu);
  });
});

describe('SPEC 4 "When the menu list or item response says the menu is view-only, the view-only flag is set and the chosen receive times are cleared" (SPEC §4 L239a)', () => {
  const chosen = { receiveTimeType: 'time_specification' as const, receiveTime: AT };
  it.each([
    [
      'view-only response',
      { isMenuViewOnly: false, selectReceiveTimes: chosen },
      true,
      { isMenuViewOnly: true, selectReceiveTimes: null },
    ],
    [
      'not view-only keeps times',
      { isMenuViewOnly: false, selectReceiveTimes: chosen },
      false,
      { isMenuViewOnly: false, selectReceiveTimes: chosen },
    ],
    [
      'Decision: not view-only resets the flag',
      { isMenuViewOnly: true, selectReceiveTimes: null },
      false,
      { isMenuViewOnly: false, selectReceiveTimes: null },
    ],
    [
      'missing flag = not view-only',
      { isMenuViewOnly: false, selectReceiveTimes: chosen },
      undefined,
      { isMenuViewOnly: false, selectReceiveTimes: chosen },
    ],
  ])('%s', (_n, state, flag, out) => {
    expect(onViewOnly(state, flag)).toEqual(out);
  });

  it('keeps other state fields', () => {
    expect(onViewOnly({ isMenuViewOnly: false, selectReceiveTimes: chosen, other: 1 }, true)).toEqual({
      isMenuViewOnly: true,
      selectReceiveTimes: null,
      other: 1,
    });
  });
});

describe('serverAssumedMenuInput: what the server render asks the menu calls with (issue 15 Decision)', () => {
  it.each([
    [
      'takeout: SPEC 4 "isImmediateOrder flag for takeout"',
      'takeout',
      { isImmediateOrder: true },
      { servingType: 'takeout' },
    ],
    ['eat-in: neither receiveTime nor isImmediateOrder', 'eat_in', {}, { servingType: 'eat_in' }],
  ] as const)('%s', (_n, servingType, list, menu) => {
    const input = serverAssumedMenuInput(servingType);
    expect(menuListParams(input)).toEqual(list);
    expect(menuParams(input)).toEqual(menu);
    expect(itemParams(input)).toEqual(menu);
  });

  it('is the same query a tab that chose takeout "now" and holds no coupon asks', () => {
    const tab: MenuQueryInput = {
      servingType: 'takeout',
      receiveTimeType: 'now',
      receiveTime: null,
      isMenuViewOnly: false,
    };
    expect(menuParams(serverAssumedMenuInput('takeout'))).toEqual(menuParams(tab));
    expect(menuListParams(serverAssumedMenuInput('takeout'))).toEqual(menuListParams(tab));
  });
});
