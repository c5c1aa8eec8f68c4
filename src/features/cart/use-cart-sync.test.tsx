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

describe(
  'the cart send (SPEC §7 L368a "Cart send success stores the response in the cart cache")',
  { timeout: 30_000 },
  () => {
    it('SPEC §7 L368a: the server’s answer is what the cart cache holds after a successful send', async () => {
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
      change!((store) => store.cart);
      // The server's answer (sold out, its own price), not the optimistic entry built from the local cart.
      await waitFor(() => expect(queryClient.getQueryData(getGetCartQueryKey())).toEqual(serverCart), {
        timeout: 10_000,
      });
      expect(sent).toBe(1);
    });
  },
);
