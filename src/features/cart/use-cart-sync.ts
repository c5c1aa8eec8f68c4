'use client';

/**
 * Sends every cart change to the server (SPEC 4 "Cart", SPEC 7 "Cart send"): POST /v1/orders/cart with the domain's
 * request body (`buildCartRequest` + the stored coupon and receive time).
 *
 * - `change(apply)`: reads the local cart, applies one store action (`apply`, e.g. `(s) => s.removeLine(id)`), sends
 *   the result. A cart whose lines were all removed is sent with no lines (the server empties its cart); a null
 *   result sends nothing.
 * - Optimistic: the React Query cart cache (`getGetCartQueryKey()`) is set from the local cart before the call and
 *   rolled back when the call fails; on success it holds the server's answer (of the latest call only).
 * - On error the local cart follows the domain's `cartSyncFailurePlan`: E100610001 puts back the cart before the
 *   change and opens the out-of-time dialog; any other error clears the cart and opens the common error modal.
 */
import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getGetCartQueryKey, updateCart } from '@/api/generated/endpoints/orders/orders';
import type { CartRequest as ApiCartRequest, CartResponse } from '@/api/generated/models';
import { toApiFailure } from '@/api/api-error';
import { buildCartRequest } from '@/domain/cart-request';
import { cartSyncFailurePlan } from '@/domain/cart-sync';
import type { Cart } from '@/domain/menu-types';
import { openSharedDialog } from '@/ui/feedback/dialogs-store';
import { openErrorModal } from '@/ui/feedback/error-modal-store';
import { optimisticCartResponse } from './cart-cache';
import { cartSyncSequence, nextCartSyncSequence } from './cart-sync-sequence';
import { storedCartRequestExtras } from './cart-request-extras';
import { useCartStore, type CartState } from './cart-store';

interface SyncVariables {
  data: ApiCartRequest;
  /** The local cart before the change (rollback). */
  previous: Cart | null;
}

interface SyncContext {
  previous: CartResponse | undefined;
  sequence: number;
}

/** One store action on the cart: returns the cart to send (or null to send nothing). */
export type CartChange = (store: CartState) => Cart | null;

/** The cart sync: `change(apply)` applies one store action and re-sends the result. */
export function useCartSync(): { change: (apply: CartChange) => Cart | null } {
  const queryClient = useQueryClient();
  const cartKey = getGetCartQueryKey();
  const { mutate } = useMutation<CartResponse, unknown, SyncVariables, SyncContext>({
    mutationKey: ['updateCart'],
    mutationFn: ({ data }) => updateCart(data),
    onMutate: async () => {
      const sequence = nextCartSyncSequence();
      await queryClient.cancelQueries({ queryKey: cartKey });
      const previous = queryClient.getQueryData<CartResponse>(cartKey);
      const optimistic = optimisticCartResponse(useCartStore.getState().cart);
      if (optimistic) queryClient.setQueryData(cartKey, optimistic);
      else queryClient.removeQueries({ queryKey: cartKey });
      return { previous, sequence };
    },
    onSuccess: (response, _variables, context) => {
      if (context.sequence === cartSyncSequence()) queryClient.setQueryData(cartKey, response);
    },
    onError: (error, variables, context) => {
      if (context?.previous) queryClient.setQueryData(cartKey, context.previous);
      else queryClient.removeQueries({ queryKey: cartKey });
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
      const data = buildCartRequest(cart, storedCartRequestExtras(cart.servingType)) as ApiCartRequest;
      mutate({ data, previous });
      return cart;
    },
    [mutate],
  );

  return { change };
}
