// What a failed cart call does to the local cart (SPEC 4 "Cart": "Every cart change is re-sent to the server, and the
// client updates its cached cart optimistically and rolls back on error. On error the error modal opens and the stored
// cart is cleared. Code E100610001 opens an out-of-time error state instead of the generic modal.").
import { specialFlow } from './error-catalogue';
import type { Cart } from './menu-types';

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
