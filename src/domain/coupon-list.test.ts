import { describe, expect, it } from 'vitest';
import { couponListStatus, splitCouponList, type ListedCouponState } from './coupon-list';

const inDate: ListedCouponState = {
  loginRequired: false,
  dateRange: { startDate: '2026-11-01T00:00:00+09:00' },
  fetchableDateRange: { startDate: '2026-11-01T00:00:00+09:00' },
  dateRangeState: { state: 'IN_DATE' },
  fetchableDateRangeState: { state: 'IN_DATE' },
  unavailableReason: { reason: 'UNSPECIFIED' },
  usageCount: { limit: 1, used: 0 },
  targetRestaurantIds: [],
};
const guest = { isGuest: true, restaurantId: 'r1001' };
const member = { isGuest: false, restaurantId: 'r1001' };

describe('a coupon in the restaurant list: usable now, or greyed with its reason (issue 27 item 5, SPEC §5 L286)', () => {
  it.each([
    ['usable: in its dates, no login, limit not reached, every restaurant', inDate, guest, { usable: true }],
    [
      'listed for this restaurant among others (SPEND2000 at r1001)',
      { ...inDate, targetRestaurantIds: ['r1001', 'r1002'] },
      guest,
      { usable: true },
    ],
    [
      '"the fetchable date range is not in date": BEFORE_DATE → not yet, from its date range start (XMAS2026)',
      {
        ...inDate,
        dateRange: { startDate: '2026-12-20T00:00:00+09:00' },
        fetchableDateRange: { startDate: '2026-12-01T00:00:00+09:00' },
        dateRangeState: { state: 'BEFORE_DATE' },
        fetchableDateRangeState: { state: 'BEFORE_DATE' },
      },
      guest,
      { usable: false, reason: 'notYetAvailable', from: '2026-12-20T00:00:00+09:00' },
    ],
    [
      'not fetchable yet, no date range start → from the fetchable start',
      {
        ...inDate,
        dateRange: null,
        fetchableDateRange: { startDate: '2026-12-01T00:00:00+09:00' },
        fetchableDateRangeState: { state: 'BEFORE_DATE' },
      },
      guest,
      { usable: false, reason: 'notYetAvailable', from: '2026-12-01T00:00:00+09:00' },
    ],
    [
      'not yet, no start known → from null',
      { ...inDate, dateRange: null, fetchableDateRange: null, fetchableDateRangeState: { state: 'BEFORE_DATE' } },
      guest,
      { usable: false, reason: 'notYetAvailable', from: null },
    ],
    [
      '"the fetchable date range is not in date": AFTER_DATE → expired',
      { ...inDate, fetchableDateRangeState: { state: 'AFTER_DATE' } },
      guest,
      { usable: false, reason: 'expired', from: null },
    ],
    [
      'a missing fetchable state fails closed → unavailable',
      { ...inDate, fetchableDateRangeState: null },
      guest,
      { usable: false, reason: 'unavailable', from: null },
    ],
    [
      '"the date range is after" → expired (SUMMER2026)',
      {
        ...inDate,
        dateRangeState: { state: 'AFTER_DATE' },
        fetchableDateRangeState: { state: 'AFTER_DATE' },
        unavailableReason: { reason: 'EXPIRED' },
      },
      guest,
      { usable: false, reason: 'expired', from: null },
    ],
    [
      'Decision: fetchable now but its date range not begun → not yet available',
      { ...inDate, dateRange: { startDate: '2026-12-20T00:00:00+09:00' }, dateRangeState: { state: 'BEFORE_DATE' } },
      guest,
      { usable: false, reason: 'notYetAvailable', from: '2026-12-20T00:00:00+09:00' },
    ],
    [
      '"login is required and the user is a guest" → members only (MEMBER300)',
      { ...inDate, loginRequired: true, unavailableReason: { reason: 'LOGIN_REQUIRED' } },
      guest,
      { usable: false, reason: 'membersOnly', from: null },
    ],
    [
      'login required, logged in: usable (the server’s LOGIN_REQUIRED is not read)',
      { ...inDate, loginRequired: true, unavailableReason: { reason: 'LOGIN_REQUIRED' } },
      member,
      { usable: true },
    ],
    [
      '"the usage limit was reached" → limit reached (LIMIT1)',
      { ...inDate, usageCount: { limit: 1, used: 1 }, unavailableReason: { reason: 'LIMIT_REACHED' } },
      member,
      { usable: false, reason: 'limitReached', from: null },
    ],
    [
      'the server says EXPIRED while the states say in date → expired',
      { ...inDate, unavailableReason: { reason: 'EXPIRED' } },
      guest,
      { usable: false, reason: 'expired', from: null },
    ],
    [
      'the server says NOT_FOUND → unavailable',
      { ...inDate, unavailableReason: { reason: 'NOT_FOUND' } },
      guest,
      { usable: false, reason: 'unavailable', from: null },
    ],
    [
      'another restaurant’s coupon (OTHERSHOP at r9001) → other restaurant',
      { ...inDate, targetRestaurantIds: ['r9001'] },
      guest,
      { usable: false, reason: 'otherRestaurant', from: null },
    ],
    [
      'Decision: NO_TARGET_ITEM depends on the cart → usable (KARAAGEFREE)',
      { ...inDate, unavailableReason: { reason: 'NO_TARGET_ITEM' } },
      guest,
      { usable: true },
    ],
    [
      'Decision: NO_SCORE depends on the cart → usable (SCORE10)',
      { ...inDate, usageCount: { limit: 0, used: 0 }, unavailableReason: { reason: 'NO_SCORE' } },
      guest,
      { usable: true },
    ],
    [
      'SPEC 5 order: a guest’s expired members-only coupon reads expired',
      { ...inDate, loginRequired: true, dateRangeState: { state: 'AFTER_DATE' } },
      guest,
      { usable: false, reason: 'expired', from: null },
    ],
  ])('%s', (_name, coupon, ctx, expected) => {
    expect(couponListStatus(coupon, ctx)).toEqual(expected);
  });
});

describe('the list: usable first, then the greyed ones, each in the server’s order', () => {
  it('splits the 8 coupons of the mock for a guest into 4 usable and 4 greyed ones', () => {
    const coupons = [
      { ...inDate, couponCode: 'WELCOME100' },
      { ...inDate, couponCode: 'XMAS2026', fetchableDateRangeState: { state: 'BEFORE_DATE' } },
      { ...inDate, couponCode: 'SPEND2000', targetRestaurantIds: ['r1001'] },
      { ...inDate, couponCode: 'MEMBER300', loginRequired: true },
      { ...inDate, couponCode: 'KARAAGEFREE', unavailableReason: { reason: 'NO_TARGET_ITEM' } },
      { ...inDate, couponCode: 'SUMMER2026', dateRangeState: { state: 'AFTER_DATE' } },
      { ...inDate, couponCode: 'SCORE10', unavailableReason: { reason: 'NO_SCORE' } },
      { ...inDate, couponCode: 'LIMIT1', unavailableReason: { reason: 'LIMIT_REACHED' } },
    ];
    const { usable, unusable } = splitCouponList(coupons, guest);
    expect(usable.map((c) => c.coupon.couponCode)).toEqual(['WELCOME100', 'SPEND2000', 'KARAAGEFREE', 'SCORE10']);
    expect(unusable.map((c) => [c.coupon.couponCode, c.status.usable ? null : c.status.reason])).toEqual([
      ['XMAS2026', 'notYetAvailable'],
      ['MEMBER300', 'membersOnly'],
      ['SUMMER2026', 'expired'],
      ['LIMIT1', 'limitReached'],
    ]);
  });

  it('an empty list splits into two empty groups', () => {
    expect(splitCouponList([], guest)).toEqual({ usable: [], unusable: [] });
  });
});
