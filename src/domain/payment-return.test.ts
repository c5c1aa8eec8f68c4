import { describe, expect, it } from 'vitest';
import { readPaymentReturn, returnAction, standinReturnHref } from './payment-return';

const q = (s: string) => new URLSearchParams(s);

describe('issue 11: the payment return carries the order id in the path and the outcome in the query', () => {
  it.each([
    ['', null],
    ['return=other', null],
    ['return=3ds', { kind: '3ds', result: 'approved', paymentRequestId: null }],
    ['return=3ds&result=failed', { kind: '3ds', result: 'failed', paymentRequestId: null }],
    [
      'return=wallet&result=canceled&payment_request_id=pr-1',
      { kind: 'wallet', result: 'canceled', paymentRequestId: 'pr-1' },
    ],
    [
      'return=wallet&result=bogus&payment_request_id=a%20b',
      { kind: 'wallet', result: 'approved', paymentRequestId: null },
    ],
  ])('%s → %j', (query, out) => {
    expect(readPaymentReturn(q(query))).toEqual(out);
  });

  it.each([
    [null, 'ORDER_STATE_PENDING', { kind: 'show' }],
    ['return=wallet&result=approved', 'ORDER_STATE_PENDING', { kind: 'start' }],
    ['return=wallet&result=approved', 'ORDER_STATE_REQUESTED', { kind: 'show' }],
    ['return=3ds&result=canceled', 'ORDER_STATE_PENDING', { kind: 'backToForm', reason: 'canceled' }],
    ['return=3ds&result=failed', 'ORDER_STATE_PENDING', { kind: 'backToForm', reason: 'failed' }],
    ['return=3ds&result=failed', 'ORDER_STATE_CANCELED', { kind: 'show' }],
  ] as const)('%s with %s → %j', (query, state, action) => {
    expect(returnAction(query ? readPaymentReturn(q(query)) : null, state)).toEqual(action);
  });
});

describe('mock stand-in return: same-origin paths only (DESIGN security notes), with what a provider sends', () => {
  it.each([
    [
      '/restaurants/r1001/order/o-1/complete?return=wallet',
      'approved',
      'pr-1',
      '/restaurants/r1001/order/o-1/complete?return=wallet&result=approved&payment_request_id=pr-1',
    ],
    [
      '/restaurants/r1001/order/o-1/complete?return=3ds',
      'failed',
      null,
      '/restaurants/r1001/order/o-1/complete?return=3ds&result=failed',
    ],
    ['https://evil.example/x', 'approved', null, '/?result=approved'],
    ['//evil.example/x', 'canceled', null, '/?result=canceled'],
    ['javascript:alert(1)', 'approved', null, '/?result=approved'],
    [null, 'approved', null, '/?result=approved'],
  ] as const)('%s', (returnUrl, result, id, out) => {
    expect(standinReturnHref(returnUrl, { result, paymentRequestId: id })).toBe(out);
  });
});
