'use client';

import { useCallback, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import type { Order, OrderCalculateRequest, OrderCalculation, OrderConfirmation } from '@/api/generated/models';
import type { CardTokenErrorTarget } from '@/domain/card-token';
import type { OrderFormField, OrderFormValues } from '@/domain/order-form';
import type { PaymentMethod } from '@/domain/storage-keys';
import { showCheckoutError } from './checkout-errors';
import { completeHref } from './checkout-links';
import type { HeldAnswer } from './order-bodies';
import { IDLE, isBusy, placeOrderReducer, type PlaceEvent, type PlaceState } from './place-order-machine';
import type { CardChoice } from './place-order-request';

export type { CardChoice } from './place-order-request';

export interface PlaceOrderInput {
  base: OrderCalculateRequest;
  seatNo: string | null;
  paymentMethod: PaymentMethod;
  card: CardChoice | null;
  contact: OrderFormValues;
  /** The form's answers, reused when they were given for the body the tap sends (order-bodies.ts). */
  held: { calculation: HeldAnswer<OrderCalculation>; confirmation: HeldAnswer<OrderConfirmation> } | null;
}

export interface PlaceOrderHandlers {
  onFieldError: (field: OrderFormField | 'form', code: string) => void;
  onCardError: (target: CardTokenErrorTarget) => void;
}

// Decision (issue 29, first-load JS): the placing code (the create and preorder bodies, the idempotency key, the card
// token, the failure look-up: place-order-run.ts) is loaded when the customer starts using the form (a tap or a key
// in it: `preloadPlacing`), not with the page; a tap that comes first waits for it. The one-order lock does not wait:
// the machine takes the tap synchronously, before the load.
const loadPlacing = () => import('./place-order-run');

/** Starts loading the placing code (idempotent: the module is fetched once). */
export function preloadPlacing(): void {
  void loadPlacing().catch(() => undefined); // a failed load is retried, and reported, by the tap
}

/**
 * Places the order exactly once (issue 11 item 3, issue 28 item 4): the calculation and confirmation of the body (the
 * form's own answers when unchanged), then create (or preorder → payment page). The state machine
 * (place-order-machine.ts) takes a tap only when idle or failed, synchronously before the first await; the idempotency
 * key belongs to the confirmed intent (cart, amount, method) and is kept in local storage, so double taps, reloads and
 * retries reuse it. After a lost answer (network failure, time-out, 5xx) the orders in progress are searched for the
 * key before a retry is offered.
 */
export function usePlaceOrder(restaurantId: string, handlers: PlaceOrderHandlers) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const current = useRef<PlaceState>(IDLE);
  const [state, setState] = useState<PlaceState>(IDLE);
  /** Moves the machine; false when the event does not apply to the current state. */
  const send = useCallback((event: PlaceEvent) => {
    const next = placeOrderReducer(current.current, event);
    if (next === current.current) return false;
    current.current = next;
    setState(next);
    return true;
  }, []);

  const finish = useCallback(
    (order: Order) => {
      send({ type: 'placed' });
      router.replace(completeHref(order.restaurant.id, order.orderId));
    },
    [router, send],
  );

  const place = useCallback(
    async (input: PlaceOrderInput) => {
      if (!send({ type: 'tap' })) return; // a second tap, Enter repeat or click while one runs or after leaving
      let placing: Awaited<ReturnType<typeof loadPlacing>>;
      try {
        placing = await loadPlacing();
      } catch (error) {
        // The placing code could not be loaded (offline): nothing was sent; the tap can be repeated.
        send({ type: 'fail' });
        const failure = { kind: 'network', status: null, code: 'unknown', message: String(error) } as const;
        showCheckoutError('createOrder', failure, restaurantId);
        return;
      }
      await placing.runPlacing(input, {
        restaurantId,
        handlers,
        queryClient,
        send,
        finish,
        replace: (href) => router.replace(href),
      });
    },
    [finish, handlers, queryClient, restaurantId, router, send],
  );

  return { place, state, busy: isBusy(state), lost: state.status === 'failed' && state.lost };
}
