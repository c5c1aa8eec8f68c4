'use client';

import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { orderBlocker, type OrderBlocker } from '@/domain/order-form';
import type { PaymentMethod } from '@/domain/storage-keys';
import { useNow } from '@/lib/use-now';
import {
  cardFieldPath,
  loadCardRules,
  loadedCardRules,
  orderFormErrors,
  usesNewCard,
  type CardRules,
  type OrderFormFields,
} from './order-form-fields';
import { revealAndFocus } from './reveal-field';

/** The message of what is missing (the field's own error message), or null when no text is needed. */
export function blockerMessageKey(blocker: OrderBlocker | null): string | null {
  if (!blocker) return null;
  switch (blocker.kind) {
    case 'paymentMethod':
    case 'calculating':
    case 'zeroTotal':
      return `form.missing.${blocker.kind}`;
    case 'card':
      return `form.card.errors.${blocker.field}.${blocker.key}`;
    case 'contact':
      return `form.contact.errors.${blocker.field}.${blocker.key}`;
    default:
      return null; // busy: the button says so; empty cart: the form is replaced
  }
}

/** The new card's rules, loaded once the new card is `needed`; 'failed' when they could not be (order-form-fields.ts). */
function useCardRules(needed: boolean): CardRules | null | 'failed' {
  const [rules, setRules] = useState<CardRules | null | 'failed'>(loadedCardRules);
  useEffect(() => {
    if (!needed || rules !== null) return;
    let live = true;
    loadCardRules().then(
      (loaded) => live && setRules(loaded),
      () => live && setRules('failed'),
    );
    return () => {
      live = false;
    };
  }, [needed, rules]);
  return rules;
}

/** Why the order cannot be placed yet (domain `orderBlocker` on the form's values), and a way to the missing field. */
export function useOrderBlocker(
  form: UseFormReturn<OrderFormFields>,
  {
    method,
    ...state
  }: {
    method: PaymentMethod | null;
    itemCount: number;
    totalPrice: number | null;
    calculating: boolean;
    busy: boolean;
  },
) {
  const now = useNow();
  const values = { ...form.watch(), paymentMethod: method };
  const rules = useCardRules(usesNewCard(values));
  const errors = orderFormErrors(values, now, rules === 'failed' ? null : rules);
  // The new card's rules still loading: the button waits as for the total (order-form-fields.ts loadCardRules).
  const cardPending = errors.card === null && rules !== 'failed';
  const blocker = orderBlocker({
    ...state,
    calculating: state.calculating || cardPending,
    paymentMethodChosen: method !== null,
    cardErrors: errors.card ?? {},
    formErrors: errors.contact,
  });

  /** A tap on the blocked button: to the first missing field, focused and with its message shown. */
  const goToMissing = () => {
    if (blocker?.kind === 'paymentMethod') {
      revealAndFocus(document.querySelector<HTMLElement>('#order-payment input[type="radio"]'));
    } else if (blocker?.kind === 'card') {
      const name = cardFieldPath(blocker.field);
      form.setValue(name, form.getValues(name), { shouldTouch: true, shouldValidate: true });
      revealAndFocus(document.getElementById(`card-${blocker.field}`));
    } else if (blocker?.kind === 'contact') {
      form.setValue(blocker.field, form.getValues(blocker.field), { shouldTouch: true, shouldValidate: true });
      revealAndFocus(document.querySelector<HTMLElement>(`[name="${blocker.field}"]`));
    }
  };

  return { blocker, hintKey: blockerMessageKey(blocker), goToMissing };
}
