'use client';

/**
 * Sends every cart change to the server (SPEC 4 "Cart", SPEC 7 "Cart send"): POST /v1/orders/cart through the
 * generated `useUpdateCart`, with the domain's request body (`buildCartRequest` + the stored coupon and receive time).
 *
 * - Optimistic: the React Query cart cache (`getGetCartQueryKey()`) is set from the local cart before the call and
 *   rolled back to its previous value when the call fails; on success it holds the server's answer.
 * - On error: E100610001 (invalid receive time) opens the shared out-of-time dialog; any other error opens the common
 *   error modal (catalogue endpoint 'updateCart') and clears the stored cart.
 *
 * Usage (item sheet, cart panel): `const { sync } = useCartSync(); sync(useCartStore.getState().applyAdd(...));`
 * `sync(null)` sends nothing. A cart whose lines were all removed is sent with no lines (the server empties its cart).
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getGetCartQueryKey, useUpdateCart } from '@/api/generated/endpoints/orders/orders';
import type { CartRequest as ApiCartRequest, CartResponse } from '@/api/generated/models';
import { toApiFailure } from '@/api/api-error';
import { buildCartRequest } from '@/domain/cart-request';
import { specialFlow } from '@/domain/error-catalogue';
import type { Cart } from '@/domain/menu-types';
import { openSharedDialog } from '@/features/errors/dialogs-store';
import { openErrorModal } from '@/features/errors/error-modal-store';
import { optimisticCartResponse } from './cart-cache';
import { storedCartRequestExtras } from './cart-request-extras';
import { useCartStore } from './cart-store';

interface SyncContext {
  previous: CartResponse | undefined;
  sequence: number;
}

let latestSequence = 0;

/** The cart sync: `sync(cart)` re-sends the cart; `isSyncing` while a call is in flight. */
export function useCartSync(): { sync: (cart: Cart | null) => void; isSyncing: boolean } {
  const queryClient = useQueryClient();
  const cartKey = getGetCartQueryKey();
  const mutation = useUpdateCart<unknown, SyncContext>({
    mutation: {
      onMutate: async () => {
        const sequence = ++latestSequence;
        await queryClient.cancelQueries({ queryKey: cartKey });
        const previous = queryClient.getQueryData<CartResponse>(cartKey);
        const optimistic = optimisticCartResponse(useCartStore.getState().cart);
        if (optimistic) queryClient.setQueryData(cartKey, optimistic);
        else queryClient.removeQueries({ queryKey: cartKey });
        return { previous, sequence };
      },
      onSuccess: (response, _variables, context) => {
        if (context.sequence === latestSequence) queryClient.setQueryData(cartKey, response);
      },
      onError: (error, variables, context) => {
        if (context?.previous) queryClient.setQueryData(cartKey, context.previous);
        else queryClient.removeQueries({ queryKey: cartKey });
        const { code } = toApiFailure(error);
        const restaurantId = variables.data.restaurantId;
        // Decision: on the out-of-time error the cart is kept (its lines are fine, the receive time is not).
        if (specialFlow(code) === 'outOfTime') {
          openSharedDialog({ kind: 'outOfTime', restaurantId });
          return;
        }
        useCartStore.getState().clear();
        openErrorModal({ endpoint: 'updateCart', code, restaurantId });
      },
    },
  });
  const { mutate } = mutation;

  const sync = useCallback(
    (cart: Cart | null) => {
      if (!cart) return;
      const body = buildCartRequest(cart, storedCartRequestExtras(cart.servingType));
      mutate({ data: body as ApiCartRequest });
    },
    [mutate],
  );

  return { sync, isSyncing: mutation.isPending };
}
