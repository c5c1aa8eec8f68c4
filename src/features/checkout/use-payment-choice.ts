'use client';

import { useEffect, useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useListCreditCards } from '@/api/generated/endpoints/payments/payments';
import type { OrderConfirmation } from '@/api/generated/models';
import { initialPaymentMethod, offeredPaymentMethods } from '@/domain/payment-methods';
import { queryOptionsFor } from '@/lib/query-client';
import { readStoredPaymentMethod } from './checkout-storage';
import { NEW_CARD, type OrderFormFields } from './order-form-fields';

/**
 * The payment methods the confirmation offers, the customer's saved cards, and the method the order is placed with,
 * kept in the form's `paymentMethod` (and the preferred saved card in `cardChoice`).
 */
export function usePaymentChoice(
  form: UseFormReturn<OrderFormFields>,
  confirmation: OrderConfirmation | undefined,
  authorized: boolean,
) {
  const offered = useMemo(
    () =>
      confirmation
        ? offeredPaymentMethods({
            available: confirmation.availablePaymentMethods,
            onsiteSetting: confirmation.onsitePaymentSetting,
            isGuest: !authorized,
          })
        : [],
    [confirmation, authorized],
  );

  const cards = useListCreditCards({ query: { enabled: authorized, ...queryOptionsFor('ORDERS') } });
  const savedCards = useMemo(() => (cards.data?.creditCards ?? []).filter((c) => !c.isExpired), [cards.data]);
  useEffect(() => {
    const preferred = savedCards.find((c) => c.isDefault) ?? savedCards[0];
    if (preferred && form.getValues('cardChoice') === NEW_CARD) form.setValue('cardChoice', preferred.cardSeq);
  }, [savedCards, form]);

  // The method the form opens with (the last one used, else one that needs no input: payment-methods.ts) is decided
  // once the offered methods and, for a logged-in customer, the saved cards are known; the customer's own pick wins
  // while it is still offered. The calculation waits for that decision, so it is asked once, with the method.
  const methodDecided = Boolean(confirmation) && (!authorized || cards.isFetched);
  const initialMethod = useMemo(
    () => (methodDecided ? initialPaymentMethod(readStoredPaymentMethod(), offered, savedCards.length) : null),
    [methodDecided, offered, savedCards.length],
  );
  const picked = useWatch({ control: form.control, name: 'paymentMethod' });
  const method = picked && offered.some((o) => o.method === picked && !o.loginRequired) ? picked : initialMethod;
  useEffect(() => {
    if (form.getValues('paymentMethod') !== method) form.setValue('paymentMethod', method);
  }, [form, method]);

  return { offered, savedCards, methodDecided, method };
}
