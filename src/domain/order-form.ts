import type { CardField } from './card-token';
import * as v from './storage-schema';

/** The contact fields of the order form (CreateOrderRequest.customer) and the note. */
export interface OrderFormValues {
  name: string;
  email: string;
  phoneNumber: string;
  note: string;
}

export type OrderFormField = keyof OrderFormValues;

export const EMPTY_ORDER_FORM: OrderFormValues = { name: '', email: '', phoneNumber: '', note: '' };

// Decision (SPEC 5 shows no client bounds; these follow what the server rejects: E100200009 invalid e-mail,
// E100200010 invalid phone number, E100100001 invalid argument, and the contract's note maxLength 200):
// name 1–50 characters without control characters or <>; e-mail of at most 254 characters shaped local@domain.tld;
// phone 10 or 11 digits (Japanese numbers, hyphens and spaces removed); note at most 200 characters.
export const ORDER_FORM_LIMITS = { name: 50, email: 254, phoneDigits: [10, 11], note: 200 } as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f<>]/;
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Phone number as sent: digits only. Full-width digits are converted; hyphens, spaces and brackets removed. */
export function normalizePhone(raw: string): string {
  return raw
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\s\-‐－ー()（）]/g, '');
}

/** Message key per invalid field ('required', 'tooLong', 'invalid'); an empty object when the form is valid. */
export function validateOrderForm(values: OrderFormValues): Partial<Record<OrderFormField, string>> {
  const errors: Partial<Record<OrderFormField, string>> = {};
  const name = values.name.trim();
  if (!name) errors.name = 'required';
  else if (name.length > ORDER_FORM_LIMITS.name) errors.name = 'tooLong';
  else if (CONTROL.test(name)) errors.name = 'invalid';
  const email = values.email.trim();
  if (!email) errors.email = 'required';
  else if (email.length > ORDER_FORM_LIMITS.email) errors.email = 'tooLong';
  else if (!EMAIL.test(email)) errors.email = 'invalid';
  const phone = normalizePhone(values.phoneNumber);
  if (!phone) errors.phoneNumber = 'required';
  else if (!/^\d+$/.test(phone)) errors.phoneNumber = 'invalid';
  else if (phone.length < ORDER_FORM_LIMITS.phoneDigits[0] || phone.length > ORDER_FORM_LIMITS.phoneDigits[1])
    errors.phoneNumber = 'invalid';
  if (values.note.length > ORDER_FORM_LIMITS.note) errors.note = 'tooLong';
  else if (/(?![\t\n\r])\p{Cc}/u.test(values.note)) errors.note = 'invalid';
  return errors;
}

const text = (max: number) => v.text(0, max);
const StoredFormSchema = v.plainObject({
  name: v.optional(text(ORDER_FORM_LIMITS.name)),
  email: v.optional(text(ORDER_FORM_LIMITS.email)),
  phoneNumber: v.optional(text(20)),
  note: v.optional(text(ORDER_FORM_LIMITS.note)),
});

/**
 * The stored orderFormValues (SPEC 3 client storage) as form values, or the empty form when the stored value has the
 * wrong shape (not an object, a field of the wrong type or too long): stored data is untrusted, never a crash.
 */
export function restoreOrderForm(stored: unknown): OrderFormValues {
  const parsed = v.safeParse(StoredFormSchema, stored);
  if (!parsed.success) return { ...EMPTY_ORDER_FORM };
  return { ...EMPTY_ORDER_FORM, ...parsed.output };
}

/** Server validation codes shown on a field (SPEC 8): E100200009 e-mail, E100200010 phone; others on the form. */
export function serverErrorField(code: string | null | undefined): OrderFormField | 'form' | null {
  if (code === 'E100200009') return 'email';
  if (code === 'E100200010') return 'phoneNumber';
  if (code === 'E100200000' || code === 'E100100001') return 'form';
  return null;
}

/** The card fields in the order the form shows them. */
const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'expiry', 'securityCode', 'holderName'];
/** The contact fields in the order the form shows them. */
const CONTACT_FIELDS: readonly OrderFormField[] = ['name', 'email', 'phoneNumber', 'note'];

/** Why the place-order button cannot be used yet. */
export type OrderBlocker =
  | { kind: 'busy' }
  | { kind: 'emptyCart' }
  | { kind: 'calculating' }
  | { kind: 'zeroTotal' }
  | { kind: 'paymentMethod' }
  | { kind: 'card'; field: CardField; key: string }
  | { kind: 'contact'; field: OrderFormField; key: string };

// Decision (issue 27 item 3): a disabled place-order button says what is missing, and a tap on it goes to that field:
// the first blocker in the order the form shows its parts (payment method, then the new card's fields, then the
// contact fields), each with its own message key; before them the reasons no field can fix (an order in flight, an
// empty cart, a total still being calculated, a total of 0 or less: SPEC 5 "The order button is disabled if the cart
// is empty or the total price is 0 or less").
/**
 * The first reason the order cannot be placed, or null when the button is enabled (issue 11): items, a total above 0,
 * a chosen payment method, a ready new card (its errors; none for a saved card or no card), valid contact fields, and
 * nothing in flight.
 */
export function orderBlocker(state: {
  itemCount: number;
  totalPrice: number | null;
  calculating: boolean;
  paymentMethodChosen: boolean;
  cardErrors: Partial<Record<CardField, string>>;
  formErrors: Partial<Record<OrderFormField, string>>;
  busy: boolean;
}): OrderBlocker | null {
  if (state.busy) return { kind: 'busy' };
  if (state.itemCount <= 0) return { kind: 'emptyCart' };
  if (state.totalPrice === null || state.calculating) return { kind: 'calculating' };
  if (state.totalPrice <= 0) return { kind: 'zeroTotal' };
  if (!state.paymentMethodChosen) return { kind: 'paymentMethod' };
  for (const field of CARD_FIELDS) {
    const key = state.cardErrors[field];
    if (key) return { kind: 'card', field, key };
  }
  for (const field of CONTACT_FIELDS) {
    const key = state.formErrors[field];
    if (key) return { kind: 'contact', field, key };
  }
  return null;
}
