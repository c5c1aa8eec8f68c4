'use client';

import { useEffect } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { calculateOrder } from '@/api/generated/endpoints/orders/orders';
import type { OrderCalculateRequest, OrderCalculation } from '@/api/generated/models';
import { toApiFailure } from '@/api/api-error';
import { buildCartRequest } from '@/domain/cart-request';
import type { Cart } from '@/domain/cart-types';
import { openErrorModal } from '@/ui/feedback/error-modal-store';
import { useStoredCartRequestExtras } from './cart-request-extras';
import { dropExpiredHeldCoupon } from '@/features/coupons';

// Decision: the calculation (POST /v1/orders/calculate, the generated `calculateOrder`) runs as a query keyed by its
// body, so it re-runs on every cart change and is shared while the body is unchanged; it runs only with a held coupon.
/** The order calculation of the cart when a coupon id or code is held; null otherwise. */
export function useCouponCalculation(cart: Cart | null): OrderCalculation | null {
  const extras = useStoredCartRequestExtras(cart?.servingType) ?? {};
  const holdsCoupon = Boolean(extras.couponId || extras.couponCode);
  const body: OrderCalculateRequest | null = cart && holdsCoupon ? buildCartRequest(cart, extras) : null;
  const query = useQuery({
    queryKey: ['calculateOrder', body],
    queryFn: body && body.orderItems.length > 0 ? ({ signal }) => calculateOrder(body, undefined, signal) : skipToken,
    staleTime: 0,
  });
  const error = query.error;
  useEffect(() => {
    // SPEC 7: calculation errors show the common error modal with the endpoint's message.
    if (!error) return;
    const code = toApiFailure(error).code;
    // SPEC 8 "expired-on-using": the held coupon expired; its snackbar instead of the error modal.
    if (!dropExpiredHeldCoupon(code))
      openErrorModal({ endpoint: 'calculateOrder', code, restaurantId: cart?.restaurant.id });
  }, [error, cart?.restaurant.id]);
  return body && query.data ? query.data : null;
}
