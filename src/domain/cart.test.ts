import { describe, expect, it } from 'vitest';
import { cartLine, optionItem } from './testing/cart-fixtures';
import {
  addModeFor,
  addToCart,
  cartCount,
  cartCounterButtons,
  earlierExpiry,
  removeCartLine,
  setCartLineQuantity,
  updateCartLine,
  type CartTarget,
} from './cart';
import { NO_CAMPAIGN_EXPIRY } from './constants';
import type { Cart, CartOrderItem } from './cart-types';

const line = (customizeId: string, quantity = 1): CartOrderItem =>
  cartLine({
    customizeId,
    itemId: `item-${customizeId}`,
    quantity,
  });
const cart: Cart = {
  expiry: NO_CAMPAIGN_EXPIRY,
  restaurant: { id: 'r1', name: 'Shibuya' },
  servingType: 'takeout',
  orderItems: [line('a', 2), line('b', 3)],
  optionItems: [optionItem({ itemId: 'fork', quantity: 1 })],
  enableMaxOrderCount: false,
};
const target: CartTarget = {
  restaurant: { id: 'r2' },
  servingType: 'eat_in',
  enableMaxOrderCount: true,
  maxOrderCount: 10,
};
const ids = (c: Cart) => c.orderItems.map((l) => `${l.customizeId}×${l.quantity}`);

describe('cart count', () => {
  it.each([
    ['sum of the lines quantities', cart, 5],
    ['no cart', null, 0],
  ])('%s', (_name, c, expected) => {
    expect(cartCount(c)).toBe(expected);
  });
});

describe('applying an add', () => {
  it("'Adding items either replaces the cart (clearing options)' (SPEC §4 L230)", () => {
    const next = addToCart(cart, [line('n')], target, 'replace');
    expect(next).toEqual({
      expiry: NO_CAMPAIGN_EXPIRY,
      restaurant: { id: 'r2' },
      servingType: 'eat_in',
      orderItems: [line('n')],
      optionItems: [],
      enableMaxOrderCount: true,
      maxOrderCount: 10,
    });
  });

  it("'or prepends to it' (SPEC §4 L230)", () => {
    const next = addToCart(
      cart,
      [line('n')],
      { ...target, restaurant: cart.restaurant, servingType: 'takeout', expiry: '2025-06-01T00:00:00Z' },
      'prepend',
    );
    expect(ids(next)).toEqual(['n×1', 'a×2', 'b×3']);
    expect(next.optionItems).toEqual(cart.optionItems);
    expect(next.expiry).toBe('2025-06-01T00:00:00Z');
    expect(next.maxOrderCount).toBe(10);
  });

  it('prepending to no cart starts one', () => {
    expect(addToCart(null, [line('n')], target, 'prepend').restaurant.id).toBe('r2');
  });

  it.each([
    ['no conflict prepends', null, 'prepend'],
    [
      "a confirmed conflict ('Confirming deletes and inserts the pending order items') replaces",
      'unique-restaurant',
      'replace',
    ],
  ] as const)('addModeFor: %s', (_name, conflict, expected) => {
    expect(addModeFor(conflict)).toBe(expected);
  });

  it.each([
    ['the earlier wins', '2025-06-01T00:00:00Z', '2025-05-01T00:00:00Z', '2025-05-01T00:00:00Z'],
    ['no campaign expiry is the latest', '2025-06-01T00:00:00Z', NO_CAMPAIGN_EXPIRY, '2025-06-01T00:00:00Z'],
  ])('earlierExpiry: %s', (_name, a, b, expected) => {
    expect(earlierExpiry(a, b)).toBe(expected);
  });
});

describe('editing lines', () => {
  it.each([
    ["'update the cart entry when editing' in place (SPEC §4 L222a)", 'a', [line('a2', 4)], ['a2×4', 'b×3']],
    ['one line edited into two customizations', 'b', [line('b1'), line('b2')], ['a×2', 'b1×1', 'b2×1']],
    ['a vanished line: the edited lines go first', 'zz', [line('z')], ['z×1', 'a×2', 'b×3']],
  ])('%s', (_name, customizeId, lines, expected) => {
    expect(ids(updateCartLine(cart, customizeId, lines))).toEqual(expected);
  });

  it("'Confirming removes the item' (SPEC §4 L229b)", () => {
    expect(ids(removeCartLine(cart, 'a'))).toEqual(['b×3']);
  });
});

describe('setting a quantity', () => {
  it.each([
    [
      "'Setting a quantity to 0 opens the delete confirmation' (SPEC §4 L229a)",
      0,
      { kind: 'confirm-delete', customizeId: 'a' },
    ],
    ['below 0 also asks to delete', -2, { kind: 'confirm-delete', customizeId: 'a' }],
  ])('%s', (_name, quantity, expected) => {
    expect(setCartLineQuantity(cart, 'a', quantity)).toEqual(expected);
  });

  it.each([
    ['a new quantity', 5, ['a×5', 'b×3']],
    ["'Cart quantity counter: 0 to 99' (SPEC §5 L277)", 150, ['a×99', 'b×3']],
  ])('updated: %s', (_name, quantity, expected) => {
    const outcome = setCartLineQuantity(cart, 'a', quantity);
    expect(outcome.kind === 'updated' && ids(outcome.cart)).toEqual(expected);
  });

  it.each([
    ['at 0 minus is disabled', 0, { decrementDisabled: true, incrementDisabled: false }],
    ['in between both work', 50, { decrementDisabled: false, incrementDisabled: false }],
    [
      "at 99 plus is disabled ('buttons disabled at the bounds')",
      99,
      { decrementDisabled: false, incrementDisabled: true },
    ],
  ])('cartCounterButtons: %s (SPEC §5 L277)', (_name, quantity, expected) => {
    expect(cartCounterButtons(quantity)).toEqual(expected);
  });
});
