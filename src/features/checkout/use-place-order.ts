'use client';

import { useCallback, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { toApiFailure, type ApiFailure } from '@/api/api-error';
import {
  calculateOrder,
  confirmOrder,
  createOrder,
  getGetOrderQueryKey,
  getOrderInProgress,
  preorder,
} from '@/api/generated/endpoints/orders/orders';
import type { CreateOrderRequest, Order, OrderCalculateRequest } from '@/api/generated/models';
import { tokenExpire, cardDigits, cardTokenErrorTarget, type CardTokenErrorTarget } from '@/domain/card-token';
import { externalNavigationTarget } from '@/domain/external-url';
import { findOrderForKey, idempotencyKeyFor, isDefinitiveRefusal } from '@/domain/order-intent';
import { normalizePhone, serverErrorField, type OrderFormField, type OrderFormValues } from '@/domain/order-form';
import { needsCard, paymentFlow, usesPreorder } from '@/domain/payment-methods';
import type { PaymentMethod } from '@/domain/storage-keys';
import { clearStoredIntent, readStoredIntent, rememberDPayMiniPayment, storeIntent } from './checkout-storage';
import { showCheckoutError, type CheckoutEndpoint } from './checkout-errors';
import { requestCardToken } from './card-token-client';
import { completeHref } from './checkout-links';

export type CardChoice =
  | { kind: 'saved'; cardSeq: string }
  | {
      kind: 'new';
      cardNumber: string;
      expiryMonth: string;
      expiryYear: string;
      securityCode: string;
      holderName: string;
      saveCard: boolean;
    };

export interface PlaceOrderInput {
  base: OrderCalculateRequest;
  seatNo: string | null;
  paymentMethod: PaymentMethod;
  card: CardChoice | null;
  contact: OrderFormValues;
}

export interface PlaceOrderHandlers {
  onFieldError: (field: OrderFormField | 'form', code: string) => void;
  onCardError: (target: CardTokenErrorTarget) => void;
}

/** 'lost': the answer of the create call never came and no order was found: the customer may retry (same key). */
export type PlacePhase = 'idle' | 'busy' | 'redirecting' | 'lost';

class StepError extends Error {
  constructor(
    readonly endpoint: CheckoutEndpoint,
    readonly failure: ApiFailure,
  ) {
    super(failure.message);
  }
}

async function step<T>(endpoint: CheckoutEndpoint, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new StepError(endpoint, toApiFailure(error));
  }
}

function newKey(): string {
  return crypto.randomUUID();
}

/**
 * Places the order exactly once (issue 11 item 3): calculate → confirm → create (or preorder → payment page). The
 * button locks synchronously before the first await; the idempotency key belongs to the confirmed intent (cart,
 * amount, method) and is kept in local storage, so double taps, reloads and retries reuse it. After a lost answer
 * (network failure or time-out) the orders in progress are searched for the key before a retry is offered.
 */
export function usePlaceOrder(restaurantId: string, handlers: PlaceOrderHandlers) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const lock = useRef(false);
  /** Set once the browser is leaving (complete page, payment page): nothing may start another call. */
  const leaving = useRef(false);
  const [phase, setPhase] = useState<PlacePhase>('idle');

  const finish = useCallback(
    (order: Order) => {
      queryClient.setQueryData(getGetOrderQueryKey(order.orderId), order);
      leaving.current = true;
      setPhase('redirecting');
      router.replace(completeHref(order.restaurant.id, order.orderId));
    },
    [queryClient, router],
  );

  const leaveFor = useCallback((raw: unknown): boolean => {
    const target = externalNavigationTarget(raw);
    if (!target) return false;
    leaving.current = true;
    setPhase('redirecting');
    window.location.assign(target);
    return true;
  }, []);

  const place = useCallback(
    async (input: PlaceOrderInput) => {
      if (lock.current || leaving.current) return; // a second tap, Enter repeat or click while one runs or after
      lock.current = true;
      setPhase('busy');
      let key: string | null = null;
      let endpoint: CheckoutEndpoint = 'calculateOrder';
      try {
        const body = { ...input.base, paymentMethod: input.paymentMethod };
        const calculation = await step('calculateOrder', () => calculateOrder(body));
        await step('calculateOrder', () =>
          confirmOrder({ ...body, ...(input.seatNo ? { seatNo: input.seatNo } : {}) }),
        );
        const cardSeq = input.card?.kind === 'saved' ? input.card.cardSeq : null;
        const resolved = idempotencyKeyFor(
          {
            ...input.base,
            receiveTime: input.base.receiveTime ?? null,
            seatNo: input.seatNo,
            paymentMethod: input.paymentMethod,
            totalPrice: calculation.totalPrice,
            cardSeq,
          },
          readStoredIntent(),
          { newKey, now: Date.now() },
        );
        key = resolved.key;
        storeIntent(resolved.record);

        let creditCard: CreateOrderRequest['creditCard'];
        if (needsCard(input.paymentMethod)) {
          if (!input.card) throw new Error('card missing');
          if (input.card.kind === 'saved') creditCard = { cardSeq: input.card.cardSeq };
          else {
            const expire = tokenExpire(input.card.expiryYear, input.card.expiryMonth) ?? '';
            const token = await requestCardToken({
              cardNumber: cardDigits(input.card.cardNumber),
              expire,
              securityCode: input.card.securityCode,
              holderName: input.card.holderName.trim(),
            });
            if (!token.ok) {
              handlers.onCardError(cardTokenErrorTarget(token.code));
              setPhase('idle');
              return;
            }
            creditCard = { token: token.token, saveCard: input.card.saveCard };
          }
        }

        const request: CreateOrderRequest = {
          ...input.base,
          idempotencyKey: key,
          paymentMethod: input.paymentMethod,
          customer: {
            name: input.contact.name.trim(),
            email: input.contact.email.trim(),
            phoneNumber: normalizePhone(input.contact.phoneNumber),
          },
          ...(creditCard ? { creditCard } : {}),
          ...(input.seatNo ? { seatNo: input.seatNo } : {}),
          ...(input.contact.note.trim() ? { note: input.contact.note.trim() } : {}),
        };

        if (usesPreorder(input.paymentMethod)) {
          endpoint = 'preorder';
          const pending = await step('preorder', () => preorder(request));
          if (input.paymentMethod === 'PAYMENT_METHOD_D_MINI_APP')
            rememberDPayMiniPayment(pending.orderId, pending.paymentRequestId);
          if (pending.paymentUrl) {
            if (!leaveFor(pending.paymentUrl))
              throw new StepError('preorder', {
                kind: 'network',
                status: null,
                code: 'badResponse',
                message: 'payment url',
              });
            return;
          }
          router.replace(completeHref(restaurantId, pending.orderId, { return: 'wallet' }));
          return;
        }

        endpoint = 'createOrder';
        const order = await step('createOrder', () => createOrder(request));
        if (
          paymentFlow(input.paymentMethod) === 'card3ds' &&
          order.challengeUrl &&
          order.orderState === 'ORDER_STATE_PENDING'
        ) {
          if (leaveFor(order.challengeUrl)) return;
        }
        finish(order);
      } catch (error) {
        if (!(error instanceof StepError)) {
          setPhase('idle');
          showCheckoutError(
            'createOrder',
            { kind: 'network', status: null, code: 'unknown', message: String(error) },
            restaurantId,
          );
          return;
        }
        const { failure } = error;
        const sent = error.endpoint === 'createOrder' || error.endpoint === 'preorder';
        const lookUp = (k: string) =>
          getOrderInProgress({ restaurantId })
            .then((r) => findOrderForKey(r.orders, k))
            .catch(() => null);
        if (sent && failure.kind === 'network' && key) {
          // The answer was lost: the order may exist. Look for it before offering a retry with the same key.
          const found = await lookUp(key);
          if (found) return finish(found);
          setPhase('lost');
          return;
        }
        if (sent && failure.kind === 'server') {
          if (isDefinitiveRefusal(failure.status, failure.code)) {
            // A definitive refusal: the next attempt is a new intent with a new key (a replayed key would replay it).
            clearStoredIntent();
          } else if (key) {
            // A server failure that may hide a placed order (5xx, an answer that is not the server's): look for it;
            // otherwise the error shows and the key is kept, so a retry cannot place a second order.
            const found = await lookUp(key);
            if (found) return finish(found);
          }
        }
        setPhase('idle');
        const field = error.endpoint === 'createOrder' ? serverErrorField(failure.code) : null;
        if (field) handlers.onFieldError(field, failure.code);
        else
          showCheckoutError(error.endpoint === 'calculateOrder' ? 'calculateOrder' : endpoint, failure, restaurantId);
      } finally {
        lock.current = false;
        setPhase((p) => (p === 'busy' ? 'idle' : p));
      }
    },
    [finish, handlers, leaveFor, restaurantId, router],
  );

  return { place, phase, busy: phase === 'busy' || phase === 'redirecting' };
}
