// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLA_LINE, storedCartOf } from '@/test/cart-fixtures';
import { mockApi } from '@/test/component-harness';
import { readBackServerCart, resetCartReadBack } from './cart-read-back';
import { useCartStore } from './cart-store';
import { nextCartSyncSequence } from './cart-sync-sequence';

const CART_PATH = '*/v1/orders/cart';
const api = mockApi();
const customizeId = COLA_LINE.customizeId;

function storeCart() {
  localStorage.setItem('cart', JSON.stringify(storedCartOf('takeout', [COLA_LINE])));
  useCartStore.getState().hydrate();
}
const serverCart = (quantity: number, state = 'ON_SALE', restaurantId = 'r1001') => ({
  restaurant_id: restaurantId,
  items: [
    {
      customize_id: customizeId,
      detail: { quantity, item_id: COLA_LINE.itemId, version: 1, subtotal_price: 200 * quantity, state },
    },
  ],
});

describe('the server cart read back once per visit (SPEC §7 L331b)', { timeout: 30_000 }, () => {
  let calls = 0;
  beforeEach(() => {
    calls = 0;
    resetCartReadBack();
  });
  const answer = (body: object) =>
    api.use(
      http.get(CART_PATH, () => {
        calls += 1;
        return HttpResponse.json(body);
      }),
    );

  it('with a stored cart: GET /v1/orders/cart: the server’s quantity and status reach the line of the local cart store', async () => {
    storeCart();
    answer(serverCart(3, 'SOLD_OUT'));
    await readBackServerCart();
    expect(calls).toBe(1);
    expect(useCartStore.getState().cart?.orderItems[0]).toMatchObject({ customizeId, quantity: 3, state: 'SoldOut' });
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toMatchObject({
      orderItems: [{ customizeId, quantity: 3, state: 'SoldOut' }],
    });

    // Once per visit: a second hydration does not ask again.
    await readBackServerCart();
    expect(calls).toBe(1);
  });

  it('no stored cart: nothing is asked', async () => {
    localStorage.removeItem('cart');
    useCartStore.getState().hydrate();
    answer(serverCart(3));
    await readBackServerCart();
    expect(calls).toBe(0);
  });

  it('a server that holds no cart, or another restaurant’s, leaves the local cart as it is', async () => {
    storeCart();
    answer({ restaurant_id: 'r1001', items: [] });
    await readBackServerCart();
    resetCartReadBack();
    answer(serverCart(5, 'ON_SALE', 'r1002'));
    await readBackServerCart();
    expect(calls).toBe(2);
    expect(useCartStore.getState().cart?.orderItems[0]?.quantity).toBe(COLA_LINE.quantity);
  });

  it('an answer that arrives after a cart change was sent is dropped', async () => {
    storeCart();
    api.use(
      http.get(CART_PATH, () => {
        calls += 1;
        nextCartSyncSequence(); // the customer changed the cart while the read-back was on its way
        return HttpResponse.json(serverCart(7));
      }),
    );
    await readBackServerCart();
    expect(calls).toBe(1);
    expect(useCartStore.getState().cart?.orderItems[0]?.quantity).toBe(COLA_LINE.quantity);
  });

  it('a failed read-back changes nothing', async () => {
    storeCart();
    api.use(http.get(CART_PATH, () => HttpResponse.json({ code: 'E100100006', message: 'slow' }, { status: 429 })));
    await readBackServerCart();
    expect(useCartStore.getState().cart?.orderItems[0]?.quantity).toBe(COLA_LINE.quantity);
  });
});
