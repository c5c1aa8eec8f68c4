import { describe, expect, it } from 'vitest';
import {
  heldCouponKey,
  couponRangeText,
  couponSnackbarForApply,
  couponSnackbarForCalculationError,
  judgeCodeCoupon,
  judgeCouponError,
  judgeIdCoupon,
  resetsCouponDialogs,
  restaurantIdFromPath,
  couponKeyFromRouteSegment,
  type CodeCouponState,
  type CouponFlowContext,
} from './coupon-flow';

describe('SPEC 4 "Coupon flow" for a coupon id (SPEC §3 L185 §4 L244b L245)', () => {
  it.each([
    ['IN_DATE: "Valid coupons are stored" with the notice dialog', 'IN_DATE', 'store', 'availableNotice'],
    ['AFTER_DATE: "removed from storage", expired dialog', 'AFTER_DATE', 'remove', 'expired'],
    ['BEFORE_DATE: "removed from storage", unavailable dialog', 'BEFORE_DATE', 'remove', 'unavailable'],
    ['Decision: a missing state fails closed', undefined, 'remove', 'unavailable'],
  ])('%s', (_name, state, storage, dialog) => {
    expect(judgeIdCoupon({ dateRangeState: state ? { state } : null })).toEqual({ storage, dialog });
  });
});

const welcome: CodeCouponState = {
  loginRequired: false,
  dateRangeState: { state: 'IN_DATE' },
  fetchableDateRangeState: { state: 'IN_DATE' },
  unavailableReason: { reason: 'UNSPECIFIED' },
  usageCount: { limit: 1, used: 0 },
  targetRestaurantIds: [],
};
const guest: CouponFlowContext = { isGuest: true, restaurantId: 'r1001', onOrderPage: false };

describe('SPEC 4 "Coupon flow" for a pricing coupon code (SPEC §4 L244b L245 §5 L286)', () => {
  it.each([
    ['usable: "Valid coupons are stored" and the notice dialog shows', welcome, guest, 'store', 'availableNotice'],
    [
      'SPEC 5 "the date range is after": expired dialog',
      { ...welcome, dateRangeState: { state: 'AFTER_DATE' } },
      guest,
      'remove',
      'expired',
    ],
    [
      'Decision: fetchable range AFTER_DATE reads as expired',
      { ...welcome, fetchableDateRangeState: { state: 'AFTER_DATE' }, dateRangeState: { state: 'AFTER_DATE' } },
      guest,
      'remove',
      'expired',
    ],
    [
      'Decision: reason EXPIRED reads as expired',
      { ...welcome, unavailableReason: { reason: 'EXPIRED' }, fetchableDateRangeState: { state: 'BEFORE_DATE' } },
      guest,
      'remove',
      'expired',
    ],
    [
      'SPEC 5 "the fetchable date range is not in date": unavailable dialog',
      { ...welcome, fetchableDateRangeState: { state: 'BEFORE_DATE' }, dateRangeState: { state: 'BEFORE_DATE' } },
      guest,
      'remove',
      'unavailable',
    ],
    [
      'SPEC 5 "the usage limit was reached": unavailable dialog',
      { ...welcome, unavailableReason: { reason: 'LIMIT_REACHED' } },
      guest,
      'remove',
      'unavailable',
    ],
    [
      'SPEC 4 "A login-required coupon shows the login dialog when the user is a guest" (storage kept) (SPEC §4 L246 §6 L294a)',
      { ...welcome, loginRequired: true },
      guest,
      'keep',
      'login',
    ],
    [
      'login-required for a logged-in customer is usable',
      { ...welcome, loginRequired: true },
      { ...guest, isGuest: false },
      'store',
      'availableNotice',
    ],
    [
      'target restaurants without this one: restaurant-not-available',
      { ...welcome, targetRestaurantIds: ['r2001'] },
      guest,
      'remove',
      'restaurantNotAvailable',
    ],
    [
      'SPEC 4 "The restaurant-not-available dialog is suppressed on order pages" (SPEC §4 L248)',
      { ...welcome, targetRestaurantIds: ['r2001'] },
      { ...guest, onOrderPage: true },
      'remove',
      null,
    ],
    [
      'target restaurants including this one: usable',
      { ...welcome, targetRestaurantIds: ['r1001', 'r1002'] },
      guest,
      'store',
      'availableNotice',
    ],
    [
      'no restaurant in the route: target restaurants are not judged',
      { ...welcome, targetRestaurantIds: ['r2001'] },
      { ...guest, restaurantId: null },
      'store',
      'availableNotice',
    ],
  ])('%s', (_name, coupon, ctx, storage, dialog) => {
    expect(judgeCodeCoupon(coupon, ctx)).toEqual({ storage, dialog });
  });
});

describe('SPEC 8 coupon errors: E100800002, E100800003, E100800004 (SPEC §8 L386 L387 L388 L416d)', () => {
  it.each([
    ['E100800002 coupon not found: notFound', 'E100800002', false, 'notFound'],
    ['E100800004 coupon expired or not yet available: expired', 'E100800004', false, 'expired'],
    [
      'E100800003 coupon not available at the restaurant: restaurantNotAvailable',
      'E100800003',
      false,
      'restaurantNotAvailable',
    ],
    ['E100800003 on an order page: "suppressed on order pages"', 'E100800003', true, null],
    ['Decision: another code still shows notFound', 'E100100002', false, 'notFound'],
    ['Decision: no code (network, malformed key) shows notFound', null, true, 'notFound'],
  ])('%s', (_name, code, onOrderPage, dialog) => {
    expect(judgeCouponError(code, { onOrderPage })).toEqual({ storage: 'remove', dialog });
  });
});

describe('SPEC 2 "/ … also resets coupon dialogs"', () => {
  it.each([
    ['/', true],
    ['/restaurants/r1001/menus', false],
    ['/coupons/c-welcome', false],
  ])('%s', (pathname, expected) => {
    expect(resetsCouponDialogs(pathname)).toBe(expected);
  });
});

describe('SPEC 8 coupon snackbars: "unavailable, fetchable-before, expired, expired-on-using" (SPEC §8 L416c)', () => {
  it.each([
    ['usable: none', welcome, true, null],
    [
      'fetchable-before: fetchable range BEFORE_DATE',
      { ...welcome, fetchableDateRangeState: { state: 'BEFORE_DATE' } },
      true,
      'fetchableBefore',
    ],
    ['expired: date range AFTER_DATE', { ...welcome, dateRangeState: { state: 'AFTER_DATE' } }, true, 'expired'],
    ['unavailable: limit reached', { ...welcome, unavailableReason: { reason: 'LIMIT_REACHED' } }, true, 'unavailable'],
    [
      'Decision: a guest login-required coupon opens the login dialog instead',
      { ...welcome, loginRequired: true },
      true,
      null,
    ],
  ])('%s', (_name, coupon, isGuest, expected) => {
    expect(couponSnackbarForApply(coupon, { isGuest })).toBe(expected);
  });

  it.each([
    ['E100800004 while using: expired-on-using', 'E100800004', 'expiredOnUsing'],
    ['another code: none', 'E100800002', null],
    ['no code: none', undefined, null],
  ])('%s', (_name, code, expected) => {
    expect(couponSnackbarForCalculationError(code)).toBe(expected);
  });
});

describe('coupon time ranges in Asia/Tokyo (SPEC 9 "Default time zone Asia/Tokyo") (SPEC §9 L429a)', () => {
  it.each([
    [
      'both ends',
      { from: '2026-11-01T00:00:00+09:00', to: '2026-12-31T23:59:59+09:00' },
      { from: '2026/11/1 0:00', to: '2026/12/31 23:59' },
    ],
    ['UTC input shows Tokyo time', { from: '2026-11-21T13:00:00Z', to: null }, { from: '2026/11/21 22:00', to: null }],
    ['invalid and missing ends', { from: 'soon' }, { from: null, to: null }],
    ['no range', null, { from: null, to: null }],
  ])('%s', (_name, range, expected) => {
    expect(couponRangeText(range)).toEqual(expected);
  });
});

describe('the restaurant of the route, for "restaurant-not-available"', () => {
  it.each([
    ['/restaurants/r1001/menus', 'r1001'],
    ['/restaurants/r1001', 'r1001'],
    ['/restaurants/%E5%BA%97', '店'],
    ['/restaurants/%E0%A4%A', '%E0%A4%A'],
    ['/', null],
    ['/coupons/c-welcome', null],
  ])('%s', (pathname, expected) => {
    expect(restaurantIdFromPath(pathname)).toBe(expected);
  });
});

describe('SPEC 2 "/coupons/{couponId or couponCode}": the key of the route segment (SPEC §2 L32a)', () => {
  it.each([
    ['plain id', 'c-welcome', 'c-welcome'],
    ['encoded markup is decoded once', '%3Cscript%3E', '<script>'],
    ['encoded unicode', '%E3%82%AF', 'ク'],
    ['Decision: an undecodable segment is kept', '100%OFF', '100%OFF'],
  ])('%s', (_name, segment, expected) => {
    expect(couponKeyFromRouteSegment(segment)).toBe(expected);
  });
});

describe('heldCouponKey: the coupon the banner names (SPEC §2 L109 §4 L244b)', () => {
  it.each([
    ['nothing held: no banner', { couponId: null, couponCode: null }, null],
    ['a held code', { couponId: null, couponCode: 'WELCOME100' }, { kind: 'code', value: 'WELCOME100' }],
    ['a held id', { couponId: 'c-welcome', couponCode: null }, { kind: 'id', value: 'c-welcome' }],
    [
      'both held: the id, as the query flow',
      { couponId: 'c-welcome', couponCode: 'WELCOME100' },
      { kind: 'id', value: 'c-welcome' },
    ],
  ] as const)('%s', (_name, held, expected) => {
    expect(heldCouponKey(held)).toEqual(expected);
  });
});
