import { describe, expect, it } from 'vitest';
import type { OrderCalculateRequest } from '@/api/generated/models';
import { answerFor, calculationBody, confirmationBody, heldAnswer } from './order-bodies';

const base: OrderCalculateRequest = {
  restaurantId: 'r1001',
  servingType: 'SERVING_TYPE_TAKEOUT',
  orderItems: [
    { itemId: 'i-karaage-bento', version: 3, quantity: 1, customizeId: 'c-1', menuId: 'm-grand', customizeItems: [] },
  ],
  optionItems: [],
};
const answer = { totalPrice: 1520 };
const onsite = calculationBody(base, 'PAYMENT_METHOD_ONSITE');

describe('the tap reuses an answer only for the body it was given for (issue 28 item 4)', () => {
  it.each<[string, unknown, unknown, typeof answer | undefined]>([
    ['the same body: reused', onsite, calculationBody(base, 'PAYMENT_METHOD_ONSITE'), answer],
    [
      'the same body, keys in another order: reused',
      { ...onsite },
      { paymentMethod: 'PAYMENT_METHOD_ONSITE', ...base },
      answer,
    ],
    ['another method: asked again', onsite, calculationBody(base, 'PAYMENT_METHOD_PAYPAY'), undefined],
    ['a coupon added since: asked again', onsite, { ...onsite, couponCode: 'WELCOME100' }, undefined],
    [
      'another quantity: asked again',
      onsite,
      calculationBody(
        { ...base, orderItems: base.orderItems.map((line) => ({ ...line, quantity: 2 })) },
        'PAYMENT_METHOD_ONSITE',
      ),
      undefined,
    ],
  ])('%s', (_title, heldBody, body, expected) => {
    expect(answerFor({ body: heldBody, data: answer }, body)).toBe(expected);
  });

  it('no answer yet, or none held: asked', () => {
    expect(answerFor({ body: onsite, data: undefined }, onsite)).toBeUndefined();
    expect(answerFor(null, onsite)).toBeUndefined();
  });

  it('an answer of an earlier body still on screen (placeholder data) is not held for the new body', () => {
    expect(heldAnswer(onsite, { data: answer, isPlaceholderData: true }).data).toBeUndefined();
    expect(heldAnswer(onsite, { data: answer, isPlaceholderData: false }).data).toBe(answer);
  });

  it('the confirmation body carries the seat of an eat-in order only', () => {
    expect(confirmationBody(base, null)).toEqual(base);
    expect(confirmationBody(base, 'A-12')).toEqual({ ...base, seatNo: 'A-12' });
  });
});
