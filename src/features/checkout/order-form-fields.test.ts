import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import {
  initialOrderFormFields,
  loadCardRules,
  loadedCardRules,
  orderFormErrors,
  orderFormResolver,
  type OrderFormFields,
} from './order-form-fields';

const contact = { name: '山田 花子', email: 'hanako@example.com', phoneNumber: '09012345678', note: '' };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<OrderFormFields>;
const resolve = (values: OrderFormFields) => orderFormResolver(values, undefined, options);

describe('orderFormResolver (the domain rules as react-hook-form errors)', () => {
  it('valid contact at the restaurant: the values pass, no errors', async () => {
    const values = { ...initialOrderFormFields(contact), paymentMethod: 'PAYMENT_METHOD_CASH' as const };
    expect(await resolve(values)).toEqual({ values, errors: {} });
  });

  it('a missing or invalid contact field carries the domain message key as its message', async () => {
    const values = initialOrderFormFields({ ...contact, name: ' ', email: 'not-an-address' });
    const result = await resolve(values);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: 'validate', message: 'required' },
      email: { type: 'validate', message: 'invalid' },
    });
  });

  it('a card method with the new card: the card errors are nested under newCard, the expiry on its month', async () => {
    const values = { ...initialOrderFormFields(contact), paymentMethod: 'PAYMENT_METHOD_CREDITCARD' as const };
    const result = await resolve(values);
    expect(result.errors).toEqual({
      newCard: {
        cardNumber: { type: 'validate', message: 'required' },
        expiryMonth: { type: 'validate', message: 'required' },
        securityCode: { type: 'validate', message: 'required' },
        holderName: { type: 'validate', message: 'required' },
      },
    });
  });

  it('a saved card chosen: the empty new card is not checked', async () => {
    const values = {
      ...initialOrderFormFields(contact),
      paymentMethod: 'PAYMENT_METHOD_CREDITCARD' as const,
      cardChoice: '1',
    };
    expect((await resolve(values)).errors).toEqual({});
  });
});

describe('orderFormErrors: the new card’s rules load on demand (issue 29)', () => {
  const card = { ...initialOrderFormFields(contact), paymentMethod: 'PAYMENT_METHOD_CREDITCARD' as const };
  it('the new card in use and its rules not loaded: no card verdict yet (null); no card in use: no card errors', () => {
    expect(orderFormErrors(card, Date.now(), null).card).toBeNull();
    expect(orderFormErrors({ ...card, paymentMethod: 'PAYMENT_METHOD_CASH' }, Date.now(), null).card).toEqual({});
    expect(orderFormErrors({ ...card, cardChoice: '1' }, Date.now(), null).card).toEqual({});
  });

  it('once loaded, the card is checked by them', async () => {
    const rules = await loadCardRules();
    expect(loadedCardRules()).toBe(rules);
    expect(orderFormErrors(card, Date.now()).card).toEqual({
      cardNumber: 'required',
      expiry: 'required',
      securityCode: 'required',
      holderName: 'required',
    });
  });
});
