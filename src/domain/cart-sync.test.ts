import { describe, expect, it } from 'vitest';
import { cartSyncFailurePlan } from './cart-sync';
import type { Cart } from './menu-types';

const previous: Cart = {
  restaurant: { id: 'r1001' },
  servingType: 'takeout',
  orderItems: [{ customizeId: 'c1', itemId: 'i1', name: 'Cola', price: 200, quantity: 2, customizeItems: [] }],
  optionItems: [],
} as unknown as Cart;

describe('cartSyncFailurePlan (SPEC 4 "rolls back on error"; "Code E100610001 opens an out-of-time error state")', () => {
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
