import type { QueryClient } from '@tanstack/react-query';
import {
  calculateOrder,
  confirmOrder,
  createOrder,
  getGetOrderQueryKey,
  preorder,
} from '@/api/generated/endpoints/orders/orders';
import type { Order } from '@/api/generated/models';
import { externalNavigationTarget } from '@/domain/external-url';
import { serverErrorField } from '@/domain/order-form';
import { paymentFlow, usesPreorder } from '@/domain/payment-methods';
import { rememberDPayMiniPayment } from './order-intent-storage';
import { showCheckoutError } from './checkout-errors';
import { completeHref } from './checkout-links';
import { answerFor, calculationBody, confirmationBody } from './order-bodies';
import { afterFailure } from './place-order-failure';
import type { PlaceEvent } from './place-order-machine';
import { createOrderRequest, creditCardFor, keepIntentKey, step, StepError } from './place-order-request';
import type { PlaceOrderHandlers, PlaceOrderInput } from './use-place-order';

/** What a placing run is given by its hook (use-place-order.ts): the machine and the ways off the form. */
export interface PlacingHost {
  restaurantId: string;
  handlers: PlaceOrderHandlers;
  /** The app's query cache: the placed order is put there for the complete page. */
  queryClient: QueryClient;
  /** Moves the place-order machine. */
  send: (event: PlaceEvent) => boolean;
  /** The order is placed: to the complete page. */
  finish: (order: Order) => void;
  /** Replaces the page (the complete page of a wallet order that needs no payment page). */
  replace: (href: string) => void;
}

/**
 * One placing run, after the tap was taken (the machine is in `checking`): the calculation and confirmation of the
 * body (the form's own answers when unchanged), the card token, then create (or preorder → payment page). Loaded when
 * the customer starts using the form (use-place-order.ts): none of it is needed to show the form.
 */
export async function runPlacing(input: PlaceOrderInput, host: PlacingHost): Promise<void> {
  const { restaurantId, handlers, send } = host;
  const finish = (order: Order) => {
    host.queryClient.setQueryData(getGetOrderQueryKey(order.orderId), order);
    host.finish(order);
  };
  /** Leaves for a payment or 3-D Secure page; false when the address is not one the app may open. */
  const leaveFor = (raw: unknown): boolean => {
    const target = externalNavigationTarget(raw);
    if (!target) return false;
    send({ type: 'leave' });
    window.location.assign(target);
    return true;
  };
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
        host.replace(completeHref(restaurantId, pending.orderId, { return: 'wallet' }));
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
}
