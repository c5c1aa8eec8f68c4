'use client';

import type { QueryClient } from '@tanstack/react-query';
import { toApiFailure } from '@/api/api-error';
import { getGetOrderQueryKey, startOrder } from '@/api/generated/endpoints/orders/orders';
import type { Order } from '@/api/generated/models';
import { keptPaymentRequestId } from '@/domain/dmini-launch';
import type { ReturnAction } from '@/domain/payment-return';
import { clearDPayMiniPayment, clearStoredIntent, readDPayMiniPayment } from './order-intent-storage';
import { showCheckoutError } from './checkout-errors';
import { orderFormHref } from './checkout-links';

/** What running a return needs from the page. */
export interface PaymentReturnRun {
  order: Order;
  action: Exclude<ReturnAction, { kind: 'show' }>;
  /** The return's payment request id (`payment_request_id`), if any. */
  paymentRequestId: string | null;
  replace: (href: string) => void;
  queryClient: QueryClient;
  refetch: () => unknown;
  /** Called when the resume call (POST /v1/orders/start) has settled. */
  onSettled: () => void;
}

/**
 * Runs a payment return (use-payment-return): back to the order form when canceled or failed, or the pending order
 * started once (POST /v1/orders/start), then the complete page without the return's parameters.
 */
export function runPaymentReturn({
  order,
  action,
  paymentRequestId: returned,
  replace,
  queryClient,
  refetch,
  onSettled,
}: PaymentReturnRun): void {
  if (action.kind === 'backToForm') {
    clearStoredIntent();
    clearDPayMiniPayment();
    replace(orderFormHref(order.restaurant.id, action.reason));
    return;
  }
  const paymentRequestId = keptPaymentRequestId(returned, readDPayMiniPayment(), order.orderId);
  clearDPayMiniPayment();
  startOrder({ orderId: order.orderId, ...(paymentRequestId ? { paymentRequestId } : {}) })
    .then((startedOrder) => {
      if (startedOrder.orderId === order.orderId)
        queryClient.setQueryData(getGetOrderQueryKey(order.orderId), startedOrder);
      else void refetch();
      replace(window.location.pathname);
    })
    .catch((error: unknown) => {
      clearStoredIntent();
      replace(orderFormHref(order.restaurant.id));
      showCheckoutError('startOrder', toApiFailure(error), order.restaurant.id);
    })
    .finally(onSettled);
}
