'use client';

import { useCallback, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import {
  calculateOrder,
  confirmOrder,
  createOrder,
  getGetOrderQueryKey,
  preorder,
} from '@/api/generated/endpoints/orders/orders';
import type { Order, OrderCalculateRequest, OrderCalculation, OrderConfirmation } from '@/api/generated/models';
import type { CardTokenErrorTarget } from '@/domain/card-token';
import { externalNavigationTarget } from '@/domain/external-url';
import { serverErrorField, type OrderFormField, type OrderFormValues } from '@/domain/order-form';
import { paymentFlow, usesPreorder } from '@/domain/payment-methods';
import type { PaymentMethod } from '@/domain/storage-keys';
import { rememberDPayMiniPayment } from './checkout-storage';
import { showCheckoutError } from './checkout-errors';
import { completeHref } from './checkout-links';
import { answerFor, calculationBody, confirmationBody, type HeldAnswer } from './order-bodies';
import { afterFailure } from './place-order-failure';
import { IDLE, isBusy, placeOrderReducer, type PlaceEvent, type PlaceState } from './place-order-machine';
import {
  createOrderRequest,
  creditCardFor,
  keepIntentKey,
  step,
  StepError,
  type CardChoice,
} from './place-order-request';

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
      queryClient.setQueryData(getGetOrderQueryKey(order.orderId), order);
      send({ type: 'placed' });
      router.replace(completeHref(order.restaurant.id, order.orderId));
    },
    [queryClient, router, send],
  );

  const leaveFor = useCallback(
    (raw: unknown): boolean => {
      const target = externalNavigationTarget(raw);
      if (!target) return false;
      send({ type: 'leave' });
      window.location.assign(target);
      return true;
    },
    [send],
  );

  const place = useCallback(
    async (input: PlaceOrderInput) => {
      if (!send({ type: 'tap' })) return; // a second tap, Enter repeat or click while one runs or after leaving
      let key: string | null = null;
      try {
        const calcBody = calculationBody(input.base, input.paymentMethod);
        const confBody = confirmationBody(input.base, input.seatNo);
        const [calculation] = await Promise.all([
          answerFor(input.held?.calculation, calcBody) ?? step('calculateOrder', () => calculateOrder(calcBody)),
          answerFor(input.held?.confirmation, confBody) ?? step('calculateOrder', () => confirmOrder(confBody)),
        ]);
        key = keepIntentKey(input, calculation.totalPrice);
        const card = await creditCardFor(input.paymentMethod, input.card);
        if (!card.ok) {
          handlers.onCardError(card.target);
          send({ type: 'fail' });
          return;
        }
        send({ type: 'checked' });
        const request = createOrderRequest({ ...input, idempotencyKey: key, creditCard: card.creditCard });

        if (usesPreorder(input.paymentMethod)) {
          const pending = await step('preorder', () => preorder(request));
          if (input.paymentMethod === 'PAYMENT_METHOD_D_MINI_APP')
            rememberDPayMiniPayment(pending.orderId, pending.paymentRequestId);
          if (!pending.paymentUrl) {
            send({ type: 'placed' });
            router.replace(completeHref(restaurantId, pending.orderId, { return: 'wallet' }));
          } else if (!leaveFor(pending.paymentUrl)) {
            const failure = { kind: 'network', status: null, code: 'badResponse', message: 'payment url' } as const;
            throw new StepError('preorder', failure);
          }
          return;
        }

        const order = await step('createOrder', () => createOrder(request));
        const challenge =
          paymentFlow(input.paymentMethod) === 'card3ds' && order.orderState === 'ORDER_STATE_PENDING'
            ? order.challengeUrl
            : null;
        if (challenge && leaveFor(challenge)) return;
        finish(order);
      } catch (error) {
        if (!(error instanceof StepError)) {
          send({ type: 'fail' });
          const failure = { kind: 'network', status: null, code: 'unknown', message: String(error) } as const;
          showCheckoutError('createOrder', failure, restaurantId);
          return;
        }
        const outcome = await afterFailure(error, key, restaurantId);
        if (outcome.kind === 'found') return finish(outcome.order);
        if (outcome.kind === 'lost') {
          send({ type: 'fail', lost: true }); // a retry with the same key is offered
          return;
        }
        const { endpoint, failure } = outcome;
        send({ type: 'fail' });
        const field = endpoint === 'createOrder' ? serverErrorField(failure.code) : null;
        if (field) handlers.onFieldError(field, failure.code);
        else showCheckoutError(endpoint, failure, restaurantId);
      }
    },
    [finish, handlers, leaveFor, restaurantId, router, send],
  );

  return { place, state, busy: isBusy(state), lost: state.status === 'failed' && state.lost };
}
