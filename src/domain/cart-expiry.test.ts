import { describe, expect, it } from 'vitest';
import { cartCustomizeItem } from './testing/cart-fixtures';
import { campaignExpiry, cartStorageAction, isCartExpired, loadStoredCart, NO_CAMPAIGN_EXPIRY } from './cart-expiry';
import type { Cart } from './cart-types';

const now = new Date('2025-05-01T00:00:00Z');
const cart: Cart = {
  expiry: '2025-05-02T00:00:00Z',
  restaurant: { id: 'r1', name: 'Shibuya' },
  servingType: 'eat_in',
  orderItems: [
    {
      customizeId: 'a',
      itemId: 'burger',
      version: 1,
      menuId: 'm1',
      quantity: 2,
      customizeItems: [
        cartCustomizeItem({ itemId: 'cheese', quantity: 1, customizeItems: [cartCustomizeItem({ itemId: 'x' })] }),
      ],
    },
  ],
  optionItems: [],
};

describe('expiry', () => {
  it("'The expiry 2999-12-31T00:00:00Z means no campaign expiry' (SPEC §4 L228c)", () => {
    expect(isCartExpired({ expiry: '2999-12-31T00:00:00Z' }, new Date('3000-01-01T00:00:00Z'))).toBe(false);
  });

  it.each([
    ["'A stored cart is discarded once its expiry passes' (SPEC §4 L228b)", '2025-04-30T23:59:59Z', true],
    ['the expiry instant itself has not passed yet', '2025-05-01T00:00:00Z', false],
    ['a future expiry', '2025-05-02T00:00:00Z', false],
    ['an unparsable expiry counts as passed', 'soon', true],
  ])('%s', (_name, expiry, expected) => {
    expect(isCartExpired({ expiry }, now)).toBe(expected);
  });

  it.each([
    [
      'a campaign end time',
      { beginTime: '2025-01-01T00:00:00Z', endTime: '2025-06-01T00:00:00Z' },
      '2025-06-01T00:00:00Z',
    ],
    ['no campaign', null, NO_CAMPAIGN_EXPIRY],
  ])('campaignExpiry: %s', (_name, range, expected) => {
    expect(campaignExpiry(range)).toBe(expected);
  });

  it.each([
    ["'An empty cart clears stored data' (SPEC §4 L228a)", { ...cart, orderItems: [] }, 'clear'],
    ['no cart clears', null, 'clear'],
    ['a cart with lines is saved', cart, 'save'],
  ])('cartStorageAction: %s', (_name, c, expected) => {
    expect(cartStorageAction(c)).toBe(expected);
  });
});

describe('loadStoredCart', () => {
  it('a valid, unexpired cart is kept as it was stored', () => {
    expect(loadStoredCart(JSON.parse(JSON.stringify(cart)), now)).toEqual({ cart, clearStorage: false });
  });

  it('old-shaped data gets defaults and loses unknown fields', () => {
    const ids = { customizeId: 'a', itemId: 'i1', version: 1, menuId: 'm1', quantity: 1 };
    const old = { restaurant: { id: 'r1' }, orderItems: [{ ...ids, legacy: true }], junk: 1 };
    expect(loadStoredCart(old, now)).toEqual({
      cart: {
        expiry: NO_CAMPAIGN_EXPIRY,
        restaurant: { id: 'r1' },
        orderItems: [ids],
        optionItems: [],
        servingType: 'takeout',
      },
      clearStorage: false,
    });
  });

  it.each([
    ['a line without its item id', { itemId: undefined }],
    ['a line without its version', { version: undefined }],
    ['a line without its menu id', { menuId: undefined }],
    ['a customize item without its group id', { customizeItems: [{ itemId: 'c', version: 1, quantity: 1 }] }],
  ])('the cart call needs every id: %s drops the stored cart (and clears storage)', (_name, change) => {
    const line = { ...cart.orderItems[0], ...change };
    expect(loadStoredCart({ ...cart, orderItems: [line] }, now)).toEqual({ cart: null, clearStorage: true });
  });

  it.each([
    ['nothing stored: nothing to clear', null, false],
    ['undefined: nothing to clear', undefined, false],
    [
      "expired: 'discarded once its expiry passes' (SPEC §3 L142a §4 L228b)",
      { ...cart, expiry: '2025-04-01T00:00:00Z' },
      true,
    ],
    ["empty: 'An empty cart clears stored data' (SPEC §4 L228a)", { ...cart, orderItems: [] }, true],
    ['corrupt: a string', 'garbage', true],
    ['corrupt: a line without customizeId', { ...cart, orderItems: [{ quantity: 1 }] }, true],
    ['corrupt: a zero quantity', { ...cart, orderItems: [{ customizeId: 'a', quantity: 0 }] }, true],
    [
      'corrupt: nested customize items not a list',
      { ...cart, orderItems: [{ customizeId: 'a', quantity: 1, customizeItems: 'x' }] },
      true,
    ],
    ['corrupt: unknown serving type', { ...cart, servingType: 'delivery' }, true],
  ])('no cart: %s', (_name, raw, clearStorage) => {
    expect(loadStoredCart(raw, now)).toEqual({ cart: null, clearStorage });
  });
});
