import { describe, expect, it } from 'vitest';
import type { Cart } from '@/domain/menu-types';
import { optimisticCartResponse } from './cart-cache';

describe('optimisticCartResponse', () => {
  it('is null without a cart', () => {
    expect(optimisticCartResponse(null)).toBeNull();
  });

  it('maps each line to the server shape with the domain line price and sale status', () => {
    const cart: Cart = {
      expiry: '2999-12-31T00:00:00Z',
      restaurant: { id: 'r1001' },
      optionItems: [],
      servingType: 'takeout',
      orderItems: [
        { customizeId: 'a', itemId: 'i-cola', version: 3, quantity: 2, name: 'コーラ', price: 200 },
        { customizeId: 'b', quantity: 1, price: 890, state: 'SoldOut', customizeItems: [{ price: 100, quantity: 1 }] },
        { customizeId: 'c', quantity: 1, price: 500, state: 'Hidden' },
      ],
    };
    expect(optimisticCartResponse(cart)).toEqual({
      restaurantId: 'r1001',
      items: [
        {
          customizeId: 'a',
          detail: { quantity: 2, itemId: 'i-cola', version: 3, name: 'コーラ', subtotalPrice: 400, state: 'ON_SALE' },
        },
        {
          customizeId: 'b',
          detail: { quantity: 1, itemId: '', version: 0, name: undefined, subtotalPrice: 990, state: 'SOLD_OUT' },
        },
        {
          customizeId: 'c',
          detail: { quantity: 1, itemId: '', version: 0, name: undefined, subtotalPrice: 500, state: 'UNAVAILABLE' },
        },
      ],
    });
  });
});
