import { describe, expect, it } from 'vitest';
import {
  canPlaceOrder,
  EMPTY_ORDER_FORM,
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

describe('SPEC 8 server validation codes: on the field or the form', () => {
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

describe('place-order button: disabled while anything is invalid or in flight (SPEC 5 order button: total > 0)', () => {
  const ready = {
    itemCount: 2,
    totalPrice: 1520,
    paymentMethodChosen: true,
    formValid: true,
    cardReady: true,
    busy: false,
  };
  it('enabled when everything is ready', () => expect(canPlaceOrder(ready)).toBe(true));
  it.each([
    [{ itemCount: 0 }],
    [{ totalPrice: 0 }],
    [{ totalPrice: -10 }],
    [{ totalPrice: null }],
    [{ paymentMethodChosen: false }],
    [{ formValid: false }],
    [{ cardReady: false }],
    [{ busy: true }],
  ])('disabled with %j', (patch) => {
    expect(canPlaceOrder({ ...ready, ...patch })).toBe(false);
  });
});
