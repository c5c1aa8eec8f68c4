import * as v from 'valibot';
import { plainObject } from './storage-schema';

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

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const StoredFormSchema = plainObject({
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

/**
 * The place-order button (issue 11): enabled only with items, a total above 0 (SPEC 5 order button), a chosen
 * payment method, valid fields, a ready card when a card is needed, and nothing in flight.
 */
export function canPlaceOrder(state: {
  itemCount: number;
  totalPrice: number | null;
  paymentMethodChosen: boolean;
  formValid: boolean;
  cardReady: boolean;
  busy: boolean;
}): boolean {
  return (
    state.itemCount > 0 &&
    state.totalPrice !== null &&
    state.totalPrice > 0 &&
    state.paymentMethodChosen &&
    state.formValid &&
    state.cardReady &&
    !state.busy
  );
}
