import { describe, expect, it } from 'vitest';
import { paymentNotice } from './payment-notice';

describe('the order form after a payment page', () => {
  it.each([
    ['canceled', 'canceled'],
    ['failed', 'failed'],
    ['x', null],
    [null, null],
  ])('paymentNotice(%s) → %s', (v, out) => {
    expect(paymentNotice(v)).toBe(out);
  });
});
