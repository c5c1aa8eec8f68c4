import { describe, expect, it } from 'vitest';
import {
  findOrderForKey,
  idempotencyKeyFor,
  intentFingerprint,
  INTENT_TTL_MS,
  isDefinitiveRefusal,
  type OrderIntent,
} from './order-intent';

const intent: OrderIntent = {
  restaurantId: 'r1001',
  servingType: 'SERVING_TYPE_TAKEOUT',
  receiveTime: '2026-11-21T23:30:00+09:00',
  orderItems: [{ itemId: 'i-karaage-bento', version: 3, quantity: 1, customizeItems: [] }],
  optionItems: [],
  couponCode: 'WELCOME100',
  paymentMethod: 'PAYMENT_METHOD_CREDITCARD',
  totalPrice: 1520,
  cardSeq: '0',
};

function keys() {
  let n = 0;
  return () => `key-${String(++n).padStart(8, '0')}`;
}

describe('issue 11 item 3: one idempotency key per confirmed order intent (cart, amount, method)', () => {
  it('the same intent reuses the stored key (double tap, reload, retry)', () => {
    const newKey = keys();
    const first = idempotencyKeyFor(intent, null, { newKey, now: 0 });
    expect(first).toMatchObject({ key: 'key-00000001', reused: false });
    const again = idempotencyKeyFor({ ...intent }, JSON.parse(JSON.stringify(first.record)), { newKey, now: 1000 });
    expect(again).toMatchObject({ key: 'key-00000001', reused: true });
  });

  it('key order inside the intent does not matter', () => {
    const { cardSeq, totalPrice, paymentMethod, couponCode, optionItems, orderItems, receiveTime, ...rest } = intent;
    const reordered = { cardSeq, totalPrice, paymentMethod, couponCode, optionItems, orderItems, receiveTime, ...rest };
    expect(Object.keys(reordered)).not.toEqual(Object.keys(intent));
    expect(intentFingerprint(reordered)).toBe(intentFingerprint(intent));
  });

  it.each([
    ['amount', { totalPrice: 1620 }],
    ['method', { paymentMethod: 'PAYMENT_METHOD_PAYPAY' }],
    ['cart', { orderItems: [{ itemId: 'i-cola', version: 3, quantity: 2 }] }],
    ['receive time', { receiveTime: null }],
    ['coupon', { couponCode: null }],
    ['saved card', { cardSeq: '1' }],
    ['serving type', { servingType: 'SERVING_TYPE_EAT_IN' }],
  ])('a changed %s gives a new key', (_name, patch) => {
    const newKey = keys();
    const first = idempotencyKeyFor(intent, null, { newKey, now: 0 });
    const next = idempotencyKeyFor({ ...intent, ...patch }, first.record, { newKey, now: 1 });
    expect(next.key).toBe('key-00000002');
    expect(next.reused).toBe(false);
  });

  it.each([
    ['garbage', 'not an object'],
    ['wrong shape', { fingerprint: 1, key: 'x' }],
    ['bad key', { fingerprint: intentFingerprint(intent), key: 'a b', createdAt: 0 }],
    ['expired (24 h)', { fingerprint: intentFingerprint(intent), key: 'old-key-123', createdAt: -INTENT_TTL_MS }],
  ])('a stored record that is %s is replaced', (_name, stored) => {
    expect(idempotencyKeyFor(intent, stored, { newKey: keys(), now: 0 }).key).toBe('key-00000001');
  });

  it('refuses a generator that gives an unusable key (8–64 characters, CreateOrderRequest)', () => {
    expect(() => idempotencyKeyFor(intent, null, { newKey: () => 'short', now: 0 })).toThrow();
  });

  it('finds the order placed with the key among the orders in progress (after a time-out)', () => {
    const orders = [
      { orderId: 'a', idempotencyKey: 'other-key' },
      { orderId: 'b', idempotencyKey: 'key-00000001' },
    ];
    expect(findOrderForKey(orders, 'key-00000001')?.orderId).toBe('b');
    expect(findOrderForKey(orders, 'missing-key')).toBeNull();
    expect(
      findOrderForKey<{ orderId: string; idempotencyKey?: string }>([{ orderId: 'c' }], 'key-00000001'),
    ).toBeNull();
    expect(findOrderForKey(null, 'key-00000001')).toBeNull();
  });
});

describe('only a refusal the server stands by ends the intent (issue 27: honest about a lost answer)', () => {
  it.each([
    [409, 'E100200006', true],
    [400, 'E100200009', true],
    [404, 'E100100002', true],
    [500, 'E100100005', false],
    [502, 'badResponse', false],
    [504, 'timeout', false],
    [200, 'badResponse', false],
    [404, 'badRequest', false],
    [409, null, false],
  ] as const)('HTTP %s with %s → definitive %s', (status, code, definitive) => {
    expect(isDefinitiveRefusal(status, code)).toBe(definitive);
  });
});
