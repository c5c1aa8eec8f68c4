import { describe, expect, it } from 'vitest';
import {
  couponBarText,
  couponDialogForError,
  couponUnusableReason,
  isOrderPage,
  shouldClearCouponsOnComplete,
  type PricingCouponState,
} from './coupon';

const usable: PricingCouponState = {
  loginRequired: false,
  dateRangeState: { state: 'IN_DATE' },
  fetchableDateRangeState: { state: 'IN_DATE' },
  unavailableReason: { reason: 'UNSPECIFIED' },
  usageCount: { limit: 1 },
};

describe('SPEC 5 "A coupon is unusable when ..." (SPEC §5 L286)', () => {
  it.each([
    ['usable coupon', usable, true, null],
    [
      '"the fetchable date range is not in date": BEFORE_DATE',
      { ...usable, fetchableDateRangeState: { state: 'BEFORE_DATE' } },
      false,
      'notFetchable',
    ],
    [
      '"the fetchable date range is not in date": AFTER_DATE',
      { ...usable, fetchableDateRangeState: { state: 'AFTER_DATE' } },
      false,
      'notFetchable',
    ],
    [
      'Decision: missing fetchable state fails closed',
      { ...usable, fetchableDateRangeState: null },
      false,
      'notFetchable',
    ],
    ['"the date range is after"', { ...usable, dateRangeState: { state: 'AFTER_DATE' } }, false, 'expired'],
    ['date range BEFORE_DATE is not "after"', { ...usable, dateRangeState: { state: 'BEFORE_DATE' } }, false, null],
    ['"login is required and the user is a guest"', { ...usable, loginRequired: true }, true, 'loginRequired'],
    ['login required, logged-in user', { ...usable, loginRequired: true }, false, null],
    [
      '"the usage limit was reached": LIMIT_REACHED',
      { ...usable, unavailableReason: { reason: 'LIMIT_REACHED' } },
      false,
      'limitReached',
    ],
    ['Decision: usageCount.used ≥ limit', { ...usable, usageCount: { limit: 2, used: 2 } }, false, 'limitReached'],
    ['usageCount.used below limit', { ...usable, usageCount: { limit: 2, used: 1 } }, false, null],
    ['usageCount limit 0 = no limit', { ...usable, usageCount: { limit: 0, used: 5 } }, false, null],
    ['usageCount without used', { ...usable, usageCount: { limit: 3, used: null } }, false, null],
    ['no usageCount', { ...usable, usageCount: null }, false, null],
    [
      'first listed condition wins',
      {
        ...usable,
        fetchableDateRangeState: { state: 'AFTER_DATE' },
        dateRangeState: { state: 'AFTER_DATE' },
        loginRequired: true,
      },
      true,
      'notFetchable',
    ],
    [
      'expired before login',
      { ...usable, dateRangeState: { state: 'AFTER_DATE' }, loginRequired: true },
      true,
      'expired',
    ],
    [
      'login before limit',
      { ...usable, loginRequired: true, unavailableReason: { reason: 'LIMIT_REACHED' } },
      true,
      'loginRequired',
    ],
  ] as [string, PricingCouponState, boolean, string | null][])('%s → %s', (_n, coupon, isGuest, reason) => {
    expect(couponUnusableReason(coupon, { isGuest })).toBe(reason);
  });
});

describe('SPEC 5 "Coupon bar text" in the listed order (SPEC §5 L282 L283 L284 L285)', () => {
  it.each([
    [
      '"usable text with the discount price"',
      { discountPrice: 300, isValid: true, rewardType: 'DISCOUNT_ALL_ITEMS' },
      true,
      { kind: 'usable', discountPrice: 300 },
    ],
    ['usable with isValid missing', { discountPrice: 100 }, false, { kind: 'usable', discountPrice: 100 }],
    [
      '"low amount": DISCOUNT_SCORE and discount 0',
      { discountPrice: 0, rewardType: 'DISCOUNT_SCORE', remainingAmount: 500 },
      true,
      { kind: 'lowAmount' },
    ],
    [
      '"low amount": DISCOUNT_SCORE and discount < 0',
      { discountPrice: -10, rewardType: 'DISCOUNT_SCORE' },
      false,
      { kind: 'lowAmount' },
    ],
    [
      'DISCOUNT_SCORE with discount > 0 is usable',
      { discountPrice: 50, rewardType: 'DISCOUNT_SCORE' },
      true,
      { kind: 'usable', discountPrice: 50 },
    ],
    [
      '"remaining-amount guide": target items and remainingAmount > 0',
      { discountPrice: 0, remainingAmount: 700, rewardType: 'DISCOUNT_ALL_ITEMS' },
      true,
      { kind: 'remaining', remainingAmount: 700 },
    ],
    [
      'invalid coupon with discount and target items → remaining',
      { discountPrice: 300, isValid: false, remainingAmount: 200 },
      true,
      { kind: 'remaining', remainingAmount: 200 },
    ],
    [
      'remainingAmount > 0 but no target items',
      { discountPrice: 0, remainingAmount: 700 },
      false,
      { kind: 'noTargetItems' },
    ],
    ['"no target items"', { discountPrice: 0 }, false, { kind: 'noTargetItems' }],
    [
      'Decision: target items, nothing remaining, no discount',
      { discountPrice: 0, remainingAmount: 0 },
      true,
      { kind: 'noTargetItems' },
    ],
    ['all fields missing', {}, false, { kind: 'noTargetItems' }],
  ] as const)('%s', (_n, coupon, hasTargetItems, out) => {
    expect(couponBarText(coupon, { hasTargetItems })).toEqual(out);
  });
});

describe('coupon dialog from an API error code (SPEC 4 "The restaurant-not-available dialog is suppressed on order pages") (SPEC §4 L248 §8 L416d)', () => {
  it.each([
    ['E100800002', false, 'notFound'],
    ['E100800002', true, 'notFound'],
    ['E100800004', false, 'expired'],
    ['E100800003', false, 'restaurantNotAvailable'],
    ['E100800003', true, null],
    ['E100100001', false, null],
    [undefined, false, null],
  ])('%s (order page %s) → %s', (code, onOrderPage, dialog) => {
    expect(couponDialogForError(code, { onOrderPage })).toBe(dialog);
  });

  it.each([
    ['/restaurants/r1/order', true],
    ['/restaurants/r1/order/o1/complete', true],
    ['/restaurants/r1/orders', false],
    ['/restaurants/r1/menus', false],
    ['/orders', false],
  ])('isOrderPage(%s) → %s', (path, out) => {
    expect(isOrderPage(path)).toBe(out);
  });

  it.each([
    [null, true],
    ['', true],
    ['SPRING', false],
  ])('"cleared on reaching order-complete if no coupon code is stored": code %s → %s (SPEC §4 L247a)', (code, out) => {
    expect(shouldClearCouponsOnComplete(code)).toBe(out);
  });
});
