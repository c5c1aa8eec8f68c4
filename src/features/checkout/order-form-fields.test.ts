import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { initialOrderFormFields, orderFormResolver, type OrderFormFields } from './order-form-fields';

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
