'use client';

import { useEffect, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toApiFailure } from '@/api/api-error';
import { calculateOrder, confirmOrder } from '@/api/generated/functions/orders/orders';
import type { OrderCalculateRequest } from '@/api/generated/models';
import { buildCartRequest } from '@/domain/cart-request';
import type { Cart } from '@/domain/cart-types';
import { getSeat } from '@/domain/seat';
import type { PaymentMethod } from '@/domain/storage-keys';
import { useStoredCartRequestExtras } from '@/features/cart';
import { storedState, useServingStore } from '@/lib/stored-state';
import { showCheckoutError } from './checkout-errors';
import { calculationBody, confirmationBody } from './order-bodies';

/** The body every order call starts from: the cart with the held coupon and the chosen receive time (SPEC 3, 7). */
export function useOrderBase(cart: Cart | null) {
  // The stores re-render this when a coupon is applied or removed, the receive time changes or a seat is stored.
  const extras = useStoredCartRequestExtras(cart?.servingType);
  const seat = useServingStore((state) => state.seatNo);
  return useMemo(() => {
    if (!cart || !extras) return { base: null, seatNo: null };
    const base: OrderCalculateRequest = buildCartRequest(cart, extras);
    const seatNo = cart.servingType === 'eat_in' && seat ? getSeat(storedState, cart.restaurant.id) : null;
    return { base, seatNo };
  }, [cart, extras, seat]);
}

// Decision: the order form asks the server twice on arrival: POST /v1/orders/confirm for what the form offers
// (payment methods, onsite setting, receive time, the lines as priced, saved contact details) and
// POST /v1/orders/calculate for the price summary, re-run when the payment method changes. Their errors are
// calculation errors (SPEC 7): the common error modal with the calculate copy, or the out-of-time dialog.
export function useConfirmation(base: OrderCalculateRequest | null, seatNo: string | null, restaurantId: string) {
  const query = useQuery({
    queryKey: ['confirmOrder', base, seatNo],
    queryFn: ({ signal }) => confirmOrder(confirmationBody(base!, seatNo), { signal }),
    enabled: base !== null && base.orderItems.length > 0,
    staleTime: 0,
    // A new confirmation (the held coupon changed) keeps the last one on screen until it arrives: the form's sections
    // do not fall back to their skeleton and jump (issue 15, CLS).
    placeholderData: keepPreviousData,
  });
  useErrorSurface(query.error, restaurantId);
  return query;
}

export function useCalculation(
  base: OrderCalculateRequest | null,
  paymentMethod: PaymentMethod | null,
  restaurantId: string,
) {
  const body = base ? calculationBody(base, paymentMethod) : null;
  const query = useQuery({
    queryKey: ['calculateOrder', body],
    queryFn: ({ signal }) => calculateOrder(body!, { signal }),
    enabled: body !== null && body.orderItems.length > 0,
    staleTime: 0,
    // Another payment method or coupon keeps the last total on screen while it is recalculated (the place-order button
    // waits for the new one): the summary and the button do not blink.
    placeholderData: keepPreviousData,
  });
  useErrorSurface(query.error, restaurantId);
  return query;
}

// Decision (issue 29, first-load JS): only a server's answer can be about the held coupon (SPEC 8 "expired-on-using":
// its snackbar instead of the error modal), so the coupon rules that read it (calculation-failure.ts) load when the
// server refuses; a failure without an answer (offline, time-out) shows its modal at once, and a refusal whose
// handler cannot be loaded shows the common error modal.
function useErrorSurface(error: unknown, restaurantId: string) {
  useEffect(() => {
    if (!error) return;
    const failure = toApiFailure(error);
    const fallback = () => showCheckoutError('calculateOrder', failure, restaurantId);
    if (failure.kind !== 'server') return fallback();
    void import('./calculation-failure').then((m) => m.surfaceCalculationRefusal(failure, restaurantId), fallback);
  }, [error, restaurantId]);
}
