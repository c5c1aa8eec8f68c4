import { describe, expect, it } from 'vitest';
import { cartLine } from './testing/cart-fixtures';
import { cartSyncFailurePlan, reconcileWithServerCart, type ServerCart } from './cart-sync';
import type { Cart } from './cart-types';

const previous: Cart = {
  expiry: '2026-11-22T00:00:00+09:00',
  restaurant: { id: 'r1001' },
  servingType: 'takeout',
  orderItems: [
    cartLine({ customizeId: 'c1', itemId: 'i1', name: 'Cola', price: 200, quantity: 2, customizeItems: [] }),
  ],
  optionItems: [],
};

describe('cartSyncFailurePlan (SPEC 4 "rolls back on error"; "Code E100610001 opens an out-of-time error state") (SPEC §4 L232b L232c L232d)', () => {
  it.each([
    ['E100610001, latest call: the cart before the change comes back', 'E100610001', false, 'restore'],
    ['E100610001, a later call already left: that call decides', 'E100610001', true, 'keep'],
    ['item sold out: rolled back and the stored cart cleared (modal)', 'E100500003', false, 'clear'],
    ['no code (network): cleared with the modal', null, false, 'clear'],
    ['superseded generic error: still cleared', 'E100000000', true, 'clear'],
  ] as const)('%s', (_name, code, superseded, local) => {
    const plan = cartSyncFailurePlan({ code, previous, superseded });
    expect(plan.local).toBe(local);
    expect(plan.show).toBe(local === 'clear' ? 'errorModal' : 'outOfTime');
    if (plan.local === 'restore') expect(plan.cart).toBe(previous);
  });
});

describe('reconcileWithServerCart: the server cart read back (SPEC §7 L331b)', () => {
  const local: Cart = {
    expiry: '2026-11-22T00:00:00+09:00',
    restaurant: { id: 'r1001' },
    servingType: 'takeout',
    orderItems: [
      cartLine({ customizeId: 'c1', itemId: 'i1', quantity: 2 }),
      cartLine({ customizeId: 'c2', itemId: 'i2', quantity: 1, state: 'OnSale' }),
    ],
    optionItems: [],
  };
  const entry = (customizeId: string, quantity: number, state: ServerCart['items'][number]['detail']['state']) => ({
    customizeId,
    detail: { quantity, state },
  });
  const server = (items: ServerCart['items'], restaurantId = 'r1001'): ServerCart => ({ restaurantId, items });
  const lines = (cart: Cart | null) => cart?.orderItems.map((line) => [line.customizeId, line.quantity, line.state]);

  it.each([
    ['no local cart: nothing to rebuild from the server entries', null, server([entry('c1', 3, 'ON_SALE')]), null],
    [
      'the server holds the same cart: nothing changes',
      local,
      server([entry('c1', 2, 'ON_SALE'), entry('c2', 1, 'ON_SALE')]),
      null,
    ],
    ['the server holds no cart: the local one stays', local, server([]), null],
    [
      'the server holds another restaurant’s cart: the local one stays',
      local,
      server([entry('c1', 5, 'ON_SALE')], 'r1002'),
      null,
    ],
    [
      'the server’s quantity wins for a line it holds',
      local,
      server([entry('c1', 4, 'ON_SALE')]),
      [
        ['c1', 4, 'OnSale'],
        ['c2', 1, 'OnSale'],
      ],
    ],
    [
      'SOLD_OUT marks the line sold out, UNAVAILABLE disabled',
      local,
      server([entry('c1', 2, 'SOLD_OUT'), entry('c2', 1, 'UNAVAILABLE')]),
      [
        ['c1', 2, 'SoldOut'],
        ['c2', 1, 'Disabled'],
      ],
    ],
    [
      'a quantity outside 1–99 is not taken',
      local,
      server([entry('c1', 0, 'ON_SALE'), entry('c2', 100, 'ON_SALE')]),
      null,
    ],
  ] as const)('%s', (_name, cart, answer, expected) => {
    expect(lines(reconcileWithServerCart(cart, answer))).toEqual(expected ?? undefined);
  });
});
