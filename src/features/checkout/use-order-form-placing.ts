'use client';

import { useCallback, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { OrderCalculateRequest, OrderCalculation, OrderConfirmation } from '@/api/generated/models';
import type { CardTokenErrorTarget } from '@/domain/card-token';
import type { OrderFormField } from '@/domain/order-form';
import { needsCard } from '@/domain/payment-methods';
import type { PaymentMethod } from '@/domain/storage-keys';
import { storeOrderForm, storePaymentMethod } from './checkout-storage';
import { calculationBody, confirmationBody, heldAnswer } from './order-bodies';
import { cardFieldPath, contactOf, NEW_CARD, type OrderFormFields } from './order-form-fields';
import { usePlaceOrder } from './use-place-order';

const TOKEN_FIELDS: readonly CardTokenErrorTarget[] = ['cardNumber', 'expiry', 'securityCode', 'holderName'];

type Answer<T> = { data: T | undefined; isPlaceholderData: boolean };

/** What the form knows when the customer taps 注文する. */
export interface PlacingContext {
  base: OrderCalculateRequest | null;
  seatNo: string | null;
  method: PaymentMethod | null;
  calculation: Answer<OrderCalculation>;
  confirmation: Answer<OrderConfirmation>;
}

/**
 * Placing from the order form: stores the contact fields and the method, places with the form's own answers
 * (use-place-order.ts), and shows the server's and the card company's refusals on the form (its fields or root).
 */
export function useOrderFormPlacing(form: UseFormReturn<OrderFormFields>, restaurantId: string) {
  const onFieldError = useCallback(
    (field: OrderFormField | 'form', code: string) => {
      if (field === 'form') form.setError('root.server', { type: 'server', message: code });
      else form.setError(field, { type: 'server', message: 'server' }, { shouldFocus: true });
    },
    [form],
  );
  const onCardError = useCallback(
    (target: CardTokenErrorTarget) => {
      if (target === 'tokenCount' || target === 'system' || !TOKEN_FIELDS.includes(target))
        form.setError('root.card', { type: 'system' });
      else form.setError(cardFieldPath(target), { type: 'token', message: 'token' });
    },
    [form],
  );
  const handlers = useMemo(() => ({ onFieldError, onCardError }), [onFieldError, onCardError]);
  const { place, busy, lost } = usePlaceOrder(restaurantId, handlers);

  const submit = (values: OrderFormFields, { base, seatNo, method, calculation, confirmation }: PlacingContext) => {
    if (!base || !method) return;
    const contact = contactOf(values);
    storeOrderForm(contact);
    // The last method used opens the next order form (SPEC 3 paymentMethod).
    storePaymentMethod(method);
    const card = !needsCard(method)
      ? null
      : values.cardChoice === NEW_CARD
        ? ({ kind: 'new', ...values.newCard } as const)
        : ({ kind: 'saved', cardSeq: values.cardChoice } as const);
    const held = {
      calculation: heldAnswer(calculationBody(base, method), calculation),
      confirmation: heldAnswer(confirmationBody(base, seatNo), confirmation),
    };
    void place({ base, seatNo, paymentMethod: method, card, contact, held });
  };

  return { submit, busy, lost };
}
