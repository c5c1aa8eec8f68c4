import { describe, expect, it } from 'vitest';
import { cartCustomizeItem, optionItem } from './testing/cart-fixtures';
import {
  buildCartRequest,
  buildCartValidationInput,
  toRequestCustomizeItems,
  toRequestOrderItem,
} from './cart-request';
import type { Cart, CartOrderItem } from './cart-types';

const line: CartOrderItem = {
  customizeId: 'c1',
  itemId: 'burger',
  version: 3,
  quantity: 2,
  name: 'Burger',
  price: 500,
  menuId: 'm1',
  customizeItems: [
    { itemId: 'cheese', version: 1, quantity: 2, name: 'Cheese', price: 50, customizeGroupId: 'toppings' },
    cartCustomizeItem({
      itemId: 'set',
      version: 1,
      customizeGroupId: 'set',
      customizeItems: [{ itemId: 'cola', version: 2, quantity: 1, customizeGroupId: 'drink' }],
    }),
  ],
};
const cart: Cart = {
  expiry: '2999-12-31T00:00:00Z',
  restaurant: { id: 'r1' },
  servingType: 'takeout',
  orderItems: [line],
  optionItems: [{ itemId: 'fork', version: 1, quantity: 1, name: 'Fork', price: 0 }, optionItem({ itemId: 'spoon' })],
};
const wireLine = {
  itemId: 'burger',
  version: 3,
  quantity: 2,
  customizeId: 'c1',
  menuId: 'm1',
  customizeItems: [
    { itemId: 'cheese', version: 1, quantity: 2, customizeGroupId: 'toppings' },
    {
      itemId: 'set',
      version: 1,
      quantity: 1,
      customizeGroupId: 'set',
      customizeItems: [{ itemId: 'cola', version: 2, quantity: 1, customizeGroupId: 'drink' }],
    },
  ],
};

describe('buildCartRequest', () => {
  it("'restaurantId, orderItems (itemId, version, quantity, customizeItems, customizeId, menuId), optionItems (itemId, version, quantity), servingType, couponId, couponCode, receiveTime' (SPEC §3 L148)", () => {
    expect(
      buildCartRequest(cart, { couponId: 'cp1', couponCode: 'CODE', receiveTime: '2025-05-01T12:00:00+09:00' }),
    ).toEqual({
      restaurantId: 'r1',
      orderItems: [wireLine],
      optionItems: [
        { itemId: 'fork', version: 1, quantity: 1 },
        { itemId: 'spoon', version: 1, quantity: 1 },
      ],
      servingType: 'SERVING_TYPE_TAKEOUT',
      couponId: 'cp1',
      couponCode: 'CODE',
      receiveTime: '2025-05-01T12:00:00+09:00',
    });
  });

  it.each([
    ['no extras', undefined],
    ['null and empty extras are left out', { couponId: null, couponCode: '', receiveTime: null }],
  ])('%s', (_name, extras) => {
    const request = buildCartRequest({ ...cart, servingType: 'eat_in' }, extras);
    expect(Object.keys(request).sort()).toEqual(['optionItems', 'orderItems', 'restaurantId', 'servingType']);
    expect(request.servingType).toBe('SERVING_TYPE_EAT_IN');
  });

  it.each([
    ['menuId from the line', line, 'm1'],
    ['no customize items', { ...line, customizeItems: undefined }, 'm1'],
  ])('toRequestOrderItem: %s', (_name, l, menuId) => {
    expect(toRequestOrderItem(l).menuId).toBe(menuId);
  });

  it('names and prices stay behind', () => {
    expect(toRequestCustomizeItems([cartCustomizeItem({ itemId: 'x', name: 'X', price: 10 })])).toEqual([
      { itemId: 'x', version: 1, quantity: 1, customizeGroupId: 'g' },
    ]);
    expect(toRequestCustomizeItems(undefined)).toEqual([]);
  });
});

describe('buildCartValidationInput', () => {
  it.each([
    [
      "'orderItems, servingType, restaurantId, customizeId' when editing (SPEC §3 L150 §7 L340)",
      'c1',
      { orderItems: [wireLine], servingType: 'SERVING_TYPE_EAT_IN', restaurantId: 'r1', customizeId: 'c1' },
    ],
    [
      'no customizeId when adding',
      undefined,
      { orderItems: [wireLine], servingType: 'SERVING_TYPE_EAT_IN', restaurantId: 'r1' },
    ],
  ])('%s', (_name, customizeId, expected) => {
    expect(buildCartValidationInput({ lines: [line], servingType: 'eat_in', restaurantId: 'r1', customizeId })).toEqual(
      expected,
    );
  });
});
