import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { CardField, NewCardInput, validateNewCard } from '@/domain/card-token';
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

/** The new card's rules (domain card-token.ts). */
export interface CardRules {
  validateNewCard: typeof validateNewCard;
}

// Decision (issue 29, first-load JS): the new card's rules (domain card-token.ts) load when the new card is in use (a
// card method with the new card chosen: `loadCardRules`), with its fields (CardFields), not with the form; most orders
// use no new card. Until they are in, the place-order button waits as it does for the total, and the resolver waits
// for them. If they cannot be loaded (offline), the card is not checked here: the placing code, which needs them too,
// then cannot be loaded either and the tap reports the network failure (use-place-order.ts); nothing is sent.
let cardRules: CardRules | null = null;

/** Loads the new card's rules (the module is fetched once; a failed fetch is tried again by the next call). */
export function loadCardRules(): Promise<CardRules> {
  return import('@/domain/card-token').then((rules) => (cardRules = rules));
}

/** The new card's rules once loaded, else null. */
export function loadedCardRules(): CardRules | null {
  return cardRules;
}

/**
 * The message keys of the invalid fields, by the domain's rules (order-form.ts, card-token.ts). `card` is null while
 * the new card is in use and its rules are not loaded (`rules` null).
 */
export function orderFormErrors(values: OrderFormFields, now: TimeInput, rules: CardRules | null = cardRules) {
  const noCardErrors: Partial<Record<CardField, string>> = {};
  return {
    contact: validateOrderForm(values),
    card: !usesNewCard(values) ? noCardErrors : rules ? rules.validateNewCard(values.newCard, now) : null,
  };
}

// Decision (issue 29, first-load JS): the resolver is the domain's rules read straight into react-hook-form's errors,
// with no schema library (valibot and @hookform/resolvers were about 1 kB of the order form's first load for one
// custom check that called these same rules). Supersedes ADR 0008's "the order form's resolver uses valibot".
/** The order form's resolver: each invalid field gets its domain message key as its error message. */
export const orderFormResolver: Resolver<OrderFormFields> = async (values) => {
  const rules = usesNewCard(values) ? await loadCardRules().catch(() => null) : null;
  const { contact, card: cardOrNone } = orderFormErrors(values, Date.now(), rules);
  const card = cardOrNone ?? {}; // the rules could not be loaded: see loadCardRules
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
