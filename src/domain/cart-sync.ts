// What a failed cart call does to the local cart (SPEC 4 "Cart": "Every cart change is re-sent to the server, and the
// client updates its cached cart optimistically and rolls back on error. On error the error modal opens and the stored
// cart is cleared. Code E100610001 opens an out-of-time error state instead of the generic modal.").
import { specialFlow } from './error-flows';
import type { Cart } from './cart-types';
import { MAX_QUANTITY } from './quantity';

/** The local cart after a failed call, and what the customer is shown. */
export type CartSyncFailurePlan =
  | { readonly local: 'restore'; readonly cart: Cart | null; readonly show: 'outOfTime' }
  | { readonly local: 'keep'; readonly show: 'outOfTime' }
  | { readonly local: 'clear'; readonly show: 'errorModal' };

// Decision: on the out-of-time error the cart before the failed change is put back (its lines were fine; the receive
// time is not), unless a later change was already sent: that call carries the whole cart and decides. Every other
// error clears the cart (rolled back, then the stored cart cleared, as SPEC 4 says), with the common error modal.
/** The plan for a failed cart call: `previous` is the local cart before the change, `superseded` when a later call left. */
export function cartSyncFailurePlan(input: {
  code: string | null | undefined;
  previous: Cart | null;
  superseded: boolean;
}): CartSyncFailurePlan {
  if (specialFlow(input.code) !== 'outOfTime') return { local: 'clear', show: 'errorModal' };
  if (input.superseded) return { local: 'keep', show: 'outOfTime' };
  return { local: 'restore', cart: input.previous, show: 'outOfTime' };
}

/** The server's cart as GET /v1/orders/cart answers it: per entry, the server-side quantity and sale status. */
export interface ServerCart {
  readonly restaurantId: string;
  readonly items: readonly {
    readonly customizeId: string;
    readonly detail: { readonly quantity: number; readonly state: 'ON_SALE' | 'SOLD_OUT' | 'UNAVAILABLE' };
  }[];
}

const LINE_STATE = { ON_SALE: 'OnSale', SOLD_OUT: 'SoldOut', UNAVAILABLE: 'Disabled' } as const;

// Decision: the server's cart is read back once per visit with a stored cart (SPEC 7 GET /v1/orders/cart; a visit
// includes the return from login): the answer is applied to the local cart store, the cart's one owner and cache
// (docs/adr/0020), and each local line the server holds takes the
// server's quantity (1–99) and sale status (SOLD_OUT → SoldOut, UNAVAILABLE → Disabled). The server's entries carry
// no customizations, prices or names to rebuild lines from, so lines it does not hold and a server cart of another
// restaurant (or none) leave the local cart as it is; the next change re-sends the whole cart.
/** The local cart with the server's quantities and sale statuses, or null when the read-back changes nothing. */
export function reconcileWithServerCart(local: Cart | null, server: ServerCart): Cart | null {
  if (!local || local.restaurant.id !== server.restaurantId) return null;
  const byId = new Map(server.items.map((entry) => [entry.customizeId, entry.detail]));
  let changed = false;
  const orderItems = local.orderItems.map((line) => {
    const detail = byId.get(line.customizeId);
    if (!detail) return line;
    const quantity =
      Number.isInteger(detail.quantity) && detail.quantity >= 1 && detail.quantity <= MAX_QUANTITY
        ? detail.quantity
        : line.quantity;
    const state = LINE_STATE[detail.state] ?? line.state;
    const sameState = state === (line.state ?? 'OnSale');
    if (quantity === line.quantity && sameState) return line;
    changed = true;
    return { ...line, quantity, state };
  });
  return changed ? { ...local, orderItems } : null;
}
