// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getGetCartQueryKey } from '@/api/generated/endpoints/orders/orders';
import type { CartResponse } from '@/api/generated/models';
import { makeQueryClient } from '@/lib/query-client';
import { COLA_LINE, storedCartOf } from '@/test/cart-fixtures';
import { mockApi, renderScreen } from '@/test/component-harness';
import { useCartStore } from './cart-store';
import { useCartSync, type CartChange } from './use-cart-sync';

const api = mockApi();

/** What the server answers for the cart: its own prices and sale status, not the optimistic ones. */
const serverCart: CartResponse = {
  restaurantId: 'r1001',
  items: [
    {
      customizeId: COLA_LINE.customizeId,
      detail: { quantity: 2, itemId: 'i-cola', version: 1, name: 'コーラ', subtotalPrice: 360, state: 'SOLD_OUT' },
    },
  ],
};

beforeEach(() => {
  localStorage.setItem('cart', JSON.stringify(storedCartOf('takeout', [COLA_LINE])));
  useCartStore.getState().hydrate();
});

describe('the cart send (ADR 0020: the local store is the one cart)', { timeout: 30_000 }, () => {
  it('the local cart store is the cart cache and keeps the sent cart; the answer is not stored elsewhere', async () => {
    let sent = 0;
    api.use(
      http.post('*/v1/orders/cart', () => {
        sent += 1;
        return HttpResponse.json(serverCart);
      }),
    );
    let change: ((apply: CartChange) => unknown) | undefined;
    function Sync() {
      change = useCartSync().change;
      return null;
    }
    const queryClient = makeQueryClient();
    renderScreen(<Sync />, { queryClient });
    const before = localStorage.getItem('cart');
    change!((store) => store.cart);
    await waitFor(() => expect(queryClient.isMutating()).toBe(0), { timeout: 10_000 });
    expect(sent).toBe(1);
    // One owner: the store and the stored cart are the cart that was sent, and no query entry holds a second copy.
    expect(useCartStore.getState().cart?.orderItems[0]).toMatchObject({ customizeId: COLA_LINE.customizeId });
    expect(localStorage.getItem('cart')).toBe(before);
    expect(queryClient.getQueryCache().findAll({ queryKey: getGetCartQueryKey() })).toHaveLength(0);
  });
});
