import { getCart } from '@/api/generated/functions/orders/orders';
import { reconcileWithServerCart } from '@/domain/cart-sync';
import { useCartStore } from './cart-store';
import { cartSyncSequence } from './cart-sync-sequence';

let started = false;

// Decision: a failed read-back changes nothing (no modal): the local cart stays as it is and the next change re-sends
// it whole. An answer that arrives after a cart change was sent is dropped: that change carries the cart that counts.
/**
 * Reads the server's cart back once per visit (SPEC 7 GET /v1/orders/cart) when a cart is stored: the local lines take
 * the server's quantities and sale statuses (domain reconcileWithServerCart) in the local cart store, the cart's one
 * owner (docs/adr/0020). Called by the cart hydration after the stored cart was read.
 */
export async function readBackServerCart(): Promise<void> {
  if (started) return;
  started = true;
  const local = useCartStore.getState().cart;
  if (!local || local.orderItems.length === 0) return;
  const sequence = cartSyncSequence();
  let server;
  try {
    server = await getCart();
  } catch {
    return;
  }
  if (cartSyncSequence() !== sequence) return;
  const next = reconcileWithServerCart(useCartStore.getState().cart, server);
  if (next) useCartStore.getState().restore(next);
}

/** For tests: the next call reads back again. */
export function resetCartReadBack(): void {
  started = false;
}
