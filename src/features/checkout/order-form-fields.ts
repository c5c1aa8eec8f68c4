import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { validateNewCard, type CardField, type NewCardInput } from '@/domain/card-token';
import { validateOrderForm, type OrderFormField, type OrderFormValues } from '@/domain/order-form';
import { needsCard } from '@/domain/payment-methods';
import type { PaymentMethod } from '@/domain/storage-keys';
import type { TimeInput } from '@/domain/receive-time';

export interface NewCardState extends NewCardInput {
  saveCard: boolean;
}

/** Everything the order form holds (one react-hook-form): contact, payment method, card choice and new card. */
export interface OrderFormFields extends OrderFormValues {
  /** The method the order is placed with (the customer's pick, or the one the form opens with). */
  paymentMethod: PaymentMethod | null;
  /** A saved card's cardSeq, or NEW_CARD. */
  cardChoice: string;
  newCard: NewCardState;
}

export const NEW_CARD = 'new';

export const EMPTY_CARD: NewCardState = {
  cardNumber: '',
  expiryMonth: '',
  expiryYear: '',
  securityCode: '',
  holderName: '',
  saveCard: false,
};

/** The form field that shows a card field's message (the expiry's on its month select). */
export function cardFieldPath(field: CardField) {
  return field === 'expiry' ? ('newCard.expiryMonth' as const) : (`newCard.${field}` as const);
}

/** True when the order needs the new card's fields (a card method with the new card chosen). */
export function usesNewCard(values: Pick<OrderFormFields, 'paymentMethod' | 'cardChoice'>): boolean {
  return Boolean(values.paymentMethod && needsCard(values.paymentMethod)) && values.cardChoice === NEW_CARD;
}

/** The message keys of the invalid fields, by the domain's rules (order-form.ts, card-token.ts). */
export function orderFormErrors(values: OrderFormFields, now: TimeInput) {
  return {
    contact: validateOrderForm(values),
    card: usesNewCard(values) ? validateNewCard(values.newCard, now) : ({} as Partial<Record<CardField, string>>),
  };
}

// Decision (issue 29, first-load JS): the resolver is the domain's rules read straight into react-hook-form's errors,
// with no schema library (valibot and @hookform/resolvers were about 1 kB of the order form's first load for one
// custom check that called these same rules). Supersedes ADR 0008's "the order form's resolver uses valibot".
/** The order form's resolver: each invalid field gets its domain message key as its error message. */
export const orderFormResolver: Resolver<OrderFormFields> = (values) => {
  const { contact, card } = orderFormErrors(values, Date.now());
  const invalid = (message: string): FieldError => ({ type: 'validate', message });
  const errors: FieldErrors<OrderFormFields> = {};
  for (const [field, message] of Object.entries(contact)) errors[field as OrderFormField] = invalid(message);
  const cardErrors: Partial<Record<keyof NewCardState, FieldError>> = {};
  for (const [field, message] of Object.entries(card))
    cardErrors[cardFieldPath(field as CardField).slice('newCard.'.length) as keyof NewCardState] = invalid(message);
  if (Object.keys(cardErrors).length > 0) errors.newCard = cardErrors;
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** The contact fields alone (what is stored and sent as the customer; never card data). */
export function contactOf(values: OrderFormFields): OrderFormValues {
  return { name: values.name, email: values.email, phoneNumber: values.phoneNumber, note: values.note };
}

/** The form as it opens: the stored contact fields, no method yet, the new card empty. */
export function initialOrderFormFields(stored: OrderFormValues): OrderFormFields {
  return { ...stored, paymentMethod: null, cardChoice: NEW_CARD, newCard: { ...EMPTY_CARD } };
}
