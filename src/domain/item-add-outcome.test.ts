import { describe, expect, it } from 'vitest';
import { cartLine } from './testing/cart-fixtures';
import { addOutcome, answersSoldOut, cartWriteFor } from './item-add-outcome';
import type { Cart } from './cart-types';

const cart: Cart = {
  expiry: '2999-12-31T00:00:00Z',
  restaurant: { id: 'r1001' },
  servingType: 'takeout',
  orderItems: [cartLine({ customizeId: 'c-1', quantity: 1 })],
  optionItems: [],
};

describe('addOutcome (SPEC §4 L221)', () => {
  it.each([
    ['no error, same restaurant and serving type: proceed', cart, 'r1001', 'takeout', null, { kind: 'proceed' }],
    [
      'serving type differs: unique-serving-type',
      cart,
      'r1001',
      'eat_in',
      null,
      { kind: 'conflict', conflict: 'unique-serving-type' },
    ],
    [
      'restaurant differs: unique-restaurant',
      cart,
      'r1002',
      'takeout',
      null,
      { kind: 'conflict', conflict: 'unique-restaurant' },
    ],
    [
      'E100610002: not-orderable-at-once',
      cart,
      'r1001',
      'takeout',
      'E100610002',
      { kind: 'conflict', conflict: 'not-orderable-at-once' },
    ],
    [
      'E100610002 with a serving type conflict: the serving type first',
      cart,
      'r1001',
      'eat_in',
      'E100610002',
      { kind: 'conflict', conflict: 'unique-serving-type' },
    ],
    ['invalid argument: refetch the item', cart, 'r1001', 'takeout', 'E100100001', { kind: 'refetch' }],
    [
      "E100610001 (invalid receive time): 'An item not orderable at the chosen receive time also triggers a confirmation' (SPEC §4 L225d)",
      cart,
      'r1001',
      'takeout',
      'E100610001',
      { kind: 'receivable-time' },
    ],
    [
      'E100200004 (menu not orderable, overtime): the receivable-time confirmation too (SPEC §4 L225d)',
      cart,
      'r1002',
      'takeout',
      'E100200004',
      { kind: 'receivable-time' },
    ],
    ['any other code: the error', cart, 'r1002', 'eat_in', 'E100200006', { kind: 'error', code: 'E100200006' }],
    ['no cart: proceed', null, 'r1002', 'eat_in', null, { kind: 'proceed' }],
  ] as const)('%s', (_name, c, restaurantId, servingType, code, expected) => {
    expect(addOutcome({ cart: c, restaurantId, servingType, validationErrorCode: code })).toEqual(expected);
  });
});

describe('cartWriteFor (SPEC §4 L222a)', () => {
  it.each([
    ['a confirmed conflict replaces the cart', 'unique-restaurant', 'c-1', cart, 'replace'],
    ['an edit of a line in the cart updates it', null, 'c-1', cart, 'update-line'],
    ['an edit of a line that is gone prepends', null, 'c-9', cart, 'prepend'],
    ['an edit without a cart prepends', null, 'c-1', null, 'prepend'],
    ['an add prepends', null, undefined, cart, 'prepend'],
    ['an empty editing id prepends', null, '', cart, 'prepend'],
  ] as const)('%s', (_name, conflict, editingCustomizeId, c, expected) => {
    expect(cartWriteFor({ conflict, editingCustomizeId, cart: c })).toBe(expected);
  });
});

describe('answersSoldOut', () => {
  it.each([
    ["'E100200006' item sold out on add: the item is shown sold out (SPEC §8 L396)", 'E100200006', true],
    ['no error', null, false],
    ['invalid argument refetches instead (SPEC §4 L223)', 'E100100001', false],
  ])('%s', (_name, code, expected) => {
    expect(answersSoldOut(code)).toBe(expected);
  });
});
