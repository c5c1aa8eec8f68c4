import { describe, expect, it } from 'vitest';
import {
  EMPTY_ORDER_FORM,
  orderBlocker,
  normalizePhone,
  restoreOrderForm,
  serverErrorField,
  validateOrderForm,
} from './order-form';

const ok = { name: '山田 花子', email: 'hanako.yamada@example.com', phoneNumber: '090-1234-5678', note: '' };

describe('order form fields reject what the server would (SPEC 5 server validation, SPEC 8 E100200009 / E100200010)', () => {
  it('a good form has no error', () => {
    expect(validateOrderForm(ok)).toEqual({});
  });
  it.each([
    [{ name: '' }, { name: 'required' }],
    [{ name: '   ' }, { name: 'required' }],
    [{ name: 'あ'.repeat(51) }, { name: 'tooLong' }],
    [{ name: '<script>' }, { name: 'invalid' }],
    [{ name: 'a\u0007b' }, { name: 'invalid' }],
    [{ email: '' }, { email: 'required' }],
    [{ email: 'hanako@' }, { email: 'invalid' }],
    [{ email: 'hanako@example' }, { email: 'invalid' }],
    [{ email: 'a b@example.com' }, { email: 'invalid' }],
    [{ email: `${'a'.repeat(250)}@example.com` }, { email: 'tooLong' }],
    [{ phoneNumber: '' }, { phoneNumber: 'required' }],
    [{ phoneNumber: '090-1234' }, { phoneNumber: 'invalid' }],
    [{ phoneNumber: '090123456789' }, { phoneNumber: 'invalid' }],
    [{ phoneNumber: '090-abcd-5678' }, { phoneNumber: 'invalid' }],
    [{ note: 'x'.repeat(201) }, { note: 'tooLong' }],
    [{ note: 'a\u0000' }, { note: 'invalid' }],
  ])('%j → %j', (patch, errors) => {
    expect(validateOrderForm({ ...ok, ...patch })).toEqual(errors);
  });
  it.each([
    ['090-1234-5678', '09012345678'],
    ['０９０ １２３４ ５６７８', '09012345678'],
    ['(03) 1234-5678', '0312345678'],
  ])('normalizePhone(%s) → %s', (raw, out) => {
    expect(normalizePhone(raw)).toBe(out);
  });
  it('a note of 200 characters and line breaks is fine', () => {
    expect(validateOrderForm({ ...ok, note: `${'x'.repeat(198)}\r\n` })).toEqual({});
  });
});

describe('stored orderFormValues (SPEC 3 client storage): a bad stored value gives an empty form', () => {
  it.each([
    [null, EMPTY_ORDER_FORM],
    ['text', EMPTY_ORDER_FORM],
    [[1, 2], EMPTY_ORDER_FORM],
    [{ name: 42 }, EMPTY_ORDER_FORM],
    [{ name: 'a'.repeat(51) }, EMPTY_ORDER_FORM],
    [{ name: 'Hanako' }, { ...EMPTY_ORDER_FORM, name: 'Hanako' }],
    [{ ...ok, extra: 'dropped' }, ok],
  ])('%j → %j', (stored, out) => {
    expect(restoreOrderForm(stored)).toEqual(out);
  });
});

describe('SPEC 8 server validation codes: on the field or the form (SPEC §5 L289 §8 L398 L399 L400)', () => {
  it.each([
    ['E100200009', 'email'],
    ['E100200010', 'phoneNumber'],
    ['E100200000', 'form'],
    ['E100100001', 'form'],
    ['E100610003', null],
    [null, null],
  ])('%s → %s', (code, field) => {
    expect(serverErrorField(code)).toBe(field);
  });
});

describe('place-order button: disabled while anything is missing or in flight, saying what (SPEC §5 L279, issue 27)', () => {
  const ready = {
    itemCount: 2,
    totalPrice: 1520,
    calculating: false,
    paymentMethodChosen: true,
    cardErrors: {},
    formErrors: {},
    busy: false,
  };
  it('enabled when everything is ready', () => expect(orderBlocker(ready)).toBeNull());
  it.each([
    ['an empty cart (SPEC 5)', { itemCount: 0 }, { kind: 'emptyCart' }],
    ['a total of 0 (SPEC 5)', { totalPrice: 0 }, { kind: 'zeroTotal' }],
    ['a negative total (SPEC 5)', { totalPrice: -10 }, { kind: 'zeroTotal' }],
    ['no total yet', { totalPrice: null }, { kind: 'calculating' }],
    ['a total being recalculated', { calculating: true }, { kind: 'calculating' }],
    ['no payment method', { paymentMethodChosen: false }, { kind: 'paymentMethod' }],
    ['a card field', { cardErrors: { expiry: 'invalid' } }, { kind: 'card', field: 'expiry', key: 'invalid' }],
    [
      'a contact field',
      { formErrors: { phoneNumber: 'required' } },
      { kind: 'contact', field: 'phoneNumber', key: 'required' },
    ],
    ['an order in flight', { busy: true, paymentMethodChosen: false }, { kind: 'busy' }],
    [
      'the first field as the form shows them: payment before card before contact',
      { paymentMethodChosen: false, cardErrors: { cardNumber: 'required' }, formErrors: { name: 'required' } },
      { kind: 'paymentMethod' },
    ],
    [
      'the card number before the holder, the card before the contact',
      { cardErrors: { holderName: 'required', cardNumber: 'invalid' }, formErrors: { name: 'required' } },
      { kind: 'card', field: 'cardNumber', key: 'invalid' },
    ],
    [
      'the name before the e-mail before the phone',
      { formErrors: { phoneNumber: 'required', email: 'invalid', name: 'tooLong' } },
      { kind: 'contact', field: 'name', key: 'tooLong' },
    ],
  ] as const)('%s', (_label, patch, blocker) => {
    expect(orderBlocker({ ...ready, ...patch })).toEqual(blocker);
  });
});
