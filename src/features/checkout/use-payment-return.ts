'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { toApiFailure } from '@/api/api-error';
import { getGetOrderQueryKey, startOrder } from '@/api/generated/endpoints/orders/orders';
import type { Order } from '@/api/generated/models';
import { keptPaymentRequestId } from '@/domain/dmini-launch';
import { readPaymentReturn, returnAction } from '@/domain/payment-return';
import { clearDPayMiniPayment, clearStoredIntent, readDPayMiniPayment } from './checkout-storage';
import { showCheckoutError } from './checkout-errors';
import { orderFormHref } from './checkout-links';

/**
 * The return from 3-D Secure or a wallet (`?return=…`) to the complete page: a PENDING order is started (POST
 * /v1/orders/start) once, or, when canceled / failed, sent back to the order form. `waiting` while that is under way.
 */
export function usePaymentReturn(order: Order | undefined, refetch: () => unknown) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const params = useSearchParams();
  const started = useRef(false);
  const [starting, setStarting] = useState(false);
  const ret = readPaymentReturn(params);
  const action = order ? returnAction(ret, order.orderState) : null;

  useEffect(() => {
    if (!order || !action || started.current) return;
    if (action.kind === 'backToForm') {
      started.current = true;
      clearStoredIntent();
      clearDPayMiniPayment();
      router.replace(orderFormHref(order.restaurant.id, action.reason));
      return;
    }
    if (action.kind === 'start') {
      started.current = true;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- shows the one resume call this effect starts
      setStarting(true);
      const paymentRequestId = keptPaymentRequestId(
        ret?.paymentRequestId ?? null,
        readDPayMiniPayment(),
        order.orderId,
      );
      clearDPayMiniPayment();
      startOrder({ orderId: order.orderId, ...(paymentRequestId ? { paymentRequestId } : {}) })
        .then((startedOrder) => {
          if (startedOrder.orderId === order.orderId)
            queryClient.setQueryData(getGetOrderQueryKey(order.orderId), startedOrder);
          else void refetch();
          router.replace(window.location.pathname);
        })
        .catch((error: unknown) => {
          clearStoredIntent();
          router.replace(orderFormHref(order.restaurant.id));
          showCheckoutError('startOrder', toApiFailure(error), order.restaurant.id);
        })
        .finally(() => setStarting(false));
    }
  }, [order, action, ret?.paymentRequestId, router, queryClient, refetch]);

  return { waiting: starting || (action !== null && action.kind !== 'show') };
}
