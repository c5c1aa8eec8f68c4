import { describe, expect, it } from 'vitest';
import {
  dMiniLandingPath,
  dMiniNextStep,
  hasLaunchParams,
  keptPaymentRequestId,
  parseDMiniLaunch,
} from './dmini-launch';

const HASH = 'a'.repeat(64);
const q = (s: string) => new URLSearchParams(s);

describe('issue 14 item 7 "Launch at /dmini": the launch parameters (restaurant, seed, hash)', () => {
  it.each([
    [
      `restaurant_id=r1001&seed=c2VlZC0yMDI2&hash=${HASH}`,
      { ok: true, launch: { restaurantId: 'r1001', seed: 'c2VlZC0yMDI2', hash: HASH } },
    ],
    ['', { ok: false, reason: 'missing' }],
    [`seed=c2VlZC0yMDI2&hash=${HASH}`, { ok: false, reason: 'missing' }],
    [`restaurant_id=r1001&hash=${HASH}`, { ok: false, reason: 'missing' }],
    ['restaurant_id=r1001&seed=c2VlZC0yMDI2', { ok: false, reason: 'missing' }],
    [`restaurant_id=&seed=c2VlZC0yMDI2&hash=${HASH}`, { ok: false, reason: 'missing' }],
    [`restaurant_id=r1001&restaurant_id=r1002&seed=c2VlZC0yMDI2&hash=${HASH}`, { ok: false, reason: 'malformed' }],
    [`restaurant_id=../x&seed=c2VlZC0yMDI2&hash=${HASH}`, { ok: false, reason: 'malformed' }],
    [`restaurant_id=r1001&seed=short&hash=${HASH}`, { ok: false, reason: 'malformed' }],
    [`restaurant_id=r1001&seed=c2VlZC0yMDI2&hash=${'A'.repeat(64)}`, { ok: false, reason: 'malformed' }],
    [`restaurant_id=r1001&seed=c2VlZC0yMDI2&hash=${'a'.repeat(63)}`, { ok: false, reason: 'malformed' }],
    [`restaurant_id=r1001&seed=c2VlZC0yMDI2&hash=javascript:alert(1)`, { ok: false, reason: 'malformed' }],
  ])('"forged or missing launch parameters" %s → %j', (query, out) => {
    expect(parseDMiniLaunch(q(query))).toEqual(out);
  });

  it.each([
    ['', false],
    ['foo=1', false],
    ['seed=x', true],
    ['restaurant_id=r1', true],
  ])('a visit with %j is a launch to judge: %s', (query, out) => {
    expect(hasLaunchParams(q(query))).toBe(out);
  });
});

describe('issue 14 items 7 and 12: "land on the launch restaurant", a pending d払い payment first', () => {
  it.each([
    [
      { launchRestaurantId: 'r1001', pendingOrderId: null, pendingPaymentRequestId: null },
      '/restaurants/r1001/callback',
    ],
    [{ launchRestaurantId: null, pendingOrderId: null, pendingPaymentRequestId: null }, '/'],
    [{ launchRestaurantId: '../admin', pendingOrderId: null, pendingPaymentRequestId: null }, '/'],
    [
      { launchRestaurantId: 'r1001', pendingOrderId: 'o-1', pendingPaymentRequestId: 'pr-1' },
      '/restaurants/r1001/order/o-1/complete?return=wallet&payment_request_id=pr-1',
    ],
    [
      { launchRestaurantId: 'r1001', pendingOrderId: 'o 1', pendingPaymentRequestId: null },
      '/restaurants/r1001/order/o%201/complete?return=wallet',
    ],
    [{ launchRestaurantId: null, pendingOrderId: 'o-1', pendingPaymentRequestId: 'pr-1' }, '/'],
  ])('%j → %s', (input, out) => {
    expect(dMiniLandingPath(input)).toBe(out);
  });
});

describe('issue 14 "launch → terms → d-account login → restaurant": "terms agreed on first use"', () => {
  it.each([
    [{ termsAgreed: false, hasDAccountSession: false }, 'terms'],
    [{ termsAgreed: false, hasDAccountSession: true }, 'terms'],
    [{ termsAgreed: true, hasDAccountSession: false }, 'login'],
    [{ termsAgreed: true, hasDAccountSession: true }, 'land'],
  ] as const)('%j → %s', (input, out) => {
    expect(dMiniNextStep(input)).toBe(out);
  });
});

describe('issue 14 item 12 "keeping dPayMiniPaymentOrderId / dPayMiniPaymentRequestId"', () => {
  it.each([
    ['pr-url', { orderId: 'o-1', paymentRequestId: 'pr-kept' }, 'o-1', 'pr-url'],
    [null, { orderId: 'o-1', paymentRequestId: 'pr-kept' }, 'o-1', 'pr-kept'],
    [null, { orderId: 'o-2', paymentRequestId: 'pr-kept' }, 'o-1', null],
    [null, { orderId: null, paymentRequestId: null }, 'o-1', null],
  ] as const)('address %s, kept %j, order %s → %s', (address, kept, orderId, out) => {
    expect(keptPaymentRequestId(address, kept, orderId)).toBe(out);
  });
});
