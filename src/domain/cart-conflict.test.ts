import { describe, expect, it } from 'vitest';
import { cartLine } from './testing/cart-fixtures';
import { cartConflict } from './cart-conflict';
import type { Cart } from './cart-types';
import type { ServingType } from './serving-type';

const cart: Cart = {
  expiry: '2999-12-31T00:00:00Z',
  restaurant: { id: 'r1' },
  servingType: 'takeout',
  orderItems: [cartLine({ customizeId: 'a', quantity: 1 })],
  optionItems: [],
};

describe('cartConflict', () => {
  it.each([
    [
      "'If the serving type differs, the result is unique-serving-type' (SPEC §3 L142b §4 L221 §5 L269)",
      cart,
      'r1',
      'eat_in',
      null,
      'unique-serving-type',
    ],
    ['serving type is checked before the restaurant', cart, 'r2', 'eat_in', null, 'unique-serving-type'],
    [
      "'If the restaurant differs, it is unique-restaurant' (SPEC §3 L142b §4 L221 §5 L269)",
      cart,
      'r2',
      'takeout',
      null,
      'unique-restaurant',
    ],
    [
      "'If the error code means not orderable at once, it is not-orderable-at-once' (SPEC §4 L221 §8 L380)",
      cart,
      'r1',
      'takeout',
      'E100610002',
      'not-orderable-at-once',
    ],
    ["'Otherwise the add proceeds' (SPEC §4 L221)", cart, 'r1', 'takeout', null, null],
    ['another error code is no conflict', cart, 'r1', 'takeout', 'E100100001', null],
    [
      'an empty cart never conflicts on restaurant or serving type',
      { ...cart, orderItems: [] },
      'r2',
      'eat_in',
      undefined,
      null,
    ],
    ['no cart, but the server says not orderable at once', null, 'r2', 'eat_in', 'E100610002', 'not-orderable-at-once'],
  ] as [string, Cart | null, string, ServingType, string | null | undefined, string | null][])(
    '%s',
    (_name, c, restaurantId, servingType, code, expected) => {
      expect(cartConflict({ cart: c, restaurantId, servingType, validationErrorCode: code })).toBe(expected);
    },
  );
});
