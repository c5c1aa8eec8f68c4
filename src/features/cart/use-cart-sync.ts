'use client';

/**
 * Sends every cart change to the server (SPEC 4 "Cart", SPEC 7 "Cart send"): POST /v1/orders/cart with the domain's
 * request body (`buildCartRequest` + the stored coupon and receive time).
 *
 * - `change(apply)`: reads the local cart, applies one store action (`apply`, e.g. `(s) => s.removeLine(id)`), sends
 *   the result. A cart whose lines were all removed is sent with no lines (the server empties its cart); a null
 *   result sends nothing.
 * - Optimistic: the local cart store is the cart cache and its one owner (docs/adr/0020): it holds the change before
 *   the call and is rolled back (or cleared) when the call fails. The answer of a successful call is not kept.
 * - On error the local cart follows the domain's `cartSyncFailurePlan`: E100610001 puts back the cart before the
 *   change and opens the out-of-time dialog; any other error clears the cart and opens the common error modal.
 */
import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { updateCart } from '@/api/generated/endpoints/orders/orders';
import type { CartRequest as ApiCartRequest, CartResponse } from '@/api/generated/models';
import { toApiFailure } from '@/api/api-error';
import { buildCartRequest } from '@/domain/cart-request';
import { cartSyncFailurePlan } from '@/domain/cart-sync';
import type { Cart } from '@/domain/cart-types';
import { openSharedDialog } from '@/ui/feedback/dialogs-store';
import { openErrorModal } from '@/ui/feedback/error-modal-store';
import { cartSyncSequence, nextCartSyncSequence } from './cart-sync-sequence';
import { storedCartRequestExtras } from './cart-request-extras';
import { useCartStore, type CartState } from './cart-store';

interface SyncVariables {
  data: ApiCartRequest;
  /** The local cart before the change (rollback). */
  previous: Cart | null;
}

interface SyncContext {
  sequence: number;
}

/** One store action on the cart: returns the cart to send (or null to send nothing). */
export type CartChange = (store: CartState) => Cart | null;

/** The cart sync: `change(apply)` applies one store action and re-sends the result. */
export function useCartSync(): { change: (apply: CartChange) => Cart | null } {
  const { mutate } = useMutation<CartResponse, unknown, SyncVariables, SyncContext>({
    mutationKey: ['updateCart'],
    mutationFn: ({ data }) => updateCart(data),
    // Decision: SPEC 7 "Cart send success stores the response in the cart cache": the cart cache is the local cart
    // store, which already holds the cart that was sent (restaurant, lines, quantities); the answer adds nothing the
    // app shows, so it is not stored a second time (docs/adr/0020-the-cart-has-one-owner-the-local-store.md).
    onMutate: () => ({ sequence: nextCartSyncSequence() }),
    onError: (error, variables, context) => {
      const { code } = toApiFailure(error);
      const restaurantId = variables.data.restaurantId;
      const plan = cartSyncFailurePlan({
        code,
        previous: variables.previous,
        superseded: context !== undefined && context.sequence !== cartSyncSequence(),
      });
      if (plan.local === 'restore') useCartStore.getState().restore(plan.cart);
      if (plan.local === 'clear') useCartStore.getState().clear();
      if (plan.show === 'outOfTime') openSharedDialog({ kind: 'outOfTime', restaurantId });
      else openErrorModal({ endpoint: 'updateCart', code, restaurantId });
    },
  });

  const change = useCallback(
    (apply: CartChange) => {
      const store = useCartStore.getState();
      const previous = store.hydrated ? store.cart : store.hydrate();
      const cart = apply(useCartStore.getState());
      if (!cart) return null;
      const data = buildCartRequest(cart, storedCartRequestExtras(cart.servingType));
      mutate({ data, previous });
      return cart;
    },
    [mutate],
  );

  return { change };
}
