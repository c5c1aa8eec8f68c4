'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@/api/generated/models';
import { readPaymentReturn, returnAction } from '@/domain/payment-return';

/**
 * The return from 3-D Secure or a wallet (`?return=…`) to the complete page: a PENDING order is started (POST
 * /v1/orders/start) once, or, when canceled / failed, sent back to the order form. `waiting` while that is under way.
 * Issue 29 (ADR 0009): what runs a return (run-payment-return) is fetched only when the address carries one.
 */
export function usePaymentReturn(order: Order | undefined, refetch: () => unknown) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const params = useSearchParams();
  const started = useRef(false);
  const [starting, setStarting] = useState(false);
  const ret = readPaymentReturn(params);
  const action = order ? returnAction(ret, order.orderState) : null;
  const paymentRequestId = ret?.paymentRequestId ?? null;

  useEffect(() => {
    if (!order || !action || action.kind === 'show' || started.current) return;
    started.current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- shows the one resume call this effect starts
    if (action.kind === 'start') setStarting(true);
    void import('./run-payment-return').then(({ runPaymentReturn }) =>
      runPaymentReturn({
        order,
        action,
        paymentRequestId,
        replace: (href) => router.replace(href),
        queryClient,
        refetch,
        onSettled: () => setStarting(false),
      }),
    );
  }, [order, action, paymentRequestId, router, queryClient, refetch]);

  return { waiting: starting || (action !== null && action.kind !== 'show') };
}
