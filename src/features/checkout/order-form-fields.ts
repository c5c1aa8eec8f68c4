import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
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

const OrderFormSchema = v.pipe(
  v.custom<OrderFormFields>((input) => typeof input === 'object' && input !== null),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const values = dataset.value;
    const at = (key: string, input: Record<string, unknown>) =>
      ({ type: 'object', origin: 'value', input, key, value: input[key] }) as const;
    const { contact, card } = orderFormErrors(values, Date.now());
    for (const [field, message] of Object.entries(contact))
      addIssue({ message, path: [at(field as OrderFormField, { ...values })] });
    for (const [field, message] of Object.entries(card)) {
      const key = cardFieldPath(field as CardField).slice('newCard.'.length);
      addIssue({ message, path: [at('newCard', { ...values }), at(key, { ...values.newCard })] });
    }
  }),
);

/** The order form's resolver: each invalid field gets its domain message key as its error message. */
export const orderFormResolver = valibotResolver(OrderFormSchema);

/** The contact fields alone (what is stored and sent as the customer; never card data). */
export function contactOf(values: OrderFormFields): OrderFormValues {
  return { name: values.name, email: values.email, phoneNumber: values.phoneNumber, note: values.note };
}

/** The form as it opens: the stored contact fields, no method yet, the new card empty. */
export function initialOrderFormFields(stored: OrderFormValues): OrderFormFields {
  return { ...stored, paymentMethod: null, cardChoice: NEW_CARD, newCard: { ...EMPTY_CARD } };
}
