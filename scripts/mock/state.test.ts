import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromWire } from '@/api/wire-adapter';
import { createOrder200Response, getCart200Response } from '@/api/generated/zod/orders/orders.zod';
import { loadCatalogue } from './catalogue.mjs';
import { cartResponse, placedOrder, READY_IN_MINUTES } from './state.mjs';

/**
 * The answers the mock layer builds from stored state must satisfy the contract like Prism's own examples: checked
 * with the zod schemas generated from openapi.yaml, after the same key conversion the app applies.
 */
const mock = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../mocks/${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const catalogue = loadCatalogue();

describe('stored cart and order answers keep to the contract', () => {
  it('the designed cart is priced as the example (karaage bento ¥1,220, cola ×2 ¥400) and matches CartResponse', () => {
    const cart = cartResponse(catalogue, mock('cart/request.json'));
    expect(cart).toEqual(mock('cart/response.json'));
    expect(getCart200Response.safeParse(fromWire({ method: 'get', url: '/v1/orders/cart' }, 200, cart)).success).toBe(
      true,
    );
  });

  it('a sold-out item is SOLD_OUT; a discounted item is priced at its discounted price', () => {
    const cart = cartResponse(catalogue, {
      restaurant_id: 'r1001',
      order_items: [
        { item_id: 'i-tendon', version: 1, quantity: 1, customize_id: 'a', menu_id: 'm-grand', customize_items: [] },
        {
          item_id: 'i-hamburg-bento',
          version: 1,
          quantity: 2,
          customize_id: 'b',
          menu_id: 'm-grand',
          customize_items: [],
        },
      ],
    });
    expect(cart.items.map((line) => [line.detail.state, line.detail.subtotal_price])).toEqual([
      ['SOLD_OUT', 980],
      ['ON_SALE', 1760], // discounted 880 × 2
    ]);
  });

  it('the placed order carries the request and matches Order', () => {
    const order = placedOrder(catalogue, mock('orders/o-20261121-0001.json'), mock('orders/create-request.json'), {
      orderId: 'o-mock-0001',
      orderNumber: 'M-001',
      createdAt: '2026-11-21T22:00:00+09:00',
    });
    expect(order).toMatchObject({ order_id: 'o-mock-0001', subtotal_price: 1620, total_price: 1520 });
    const parsed = createOrder200Response.safeParse(fromWire({ method: 'post', url: '/v1/orders' }, 200, order));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it.each([
    ['a chosen receive time is kept', '2026-11-21T23:30:00+09:00', '2026-11-21T23:30:00+09:00', false],
    ['"now" is ready READY_IN_MINUTES (15) after placing', undefined, '2026-11-21T22:15:00+09:00', true],
  ])('receive time: %s', (_case, sent, expected, immediate) => {
    const request = { ...mock('orders/create-request.json'), receive_time: sent };
    if (sent === undefined) delete request.receive_time;
    const order = placedOrder(catalogue, mock('orders/o-20261121-0001.json'), request, {
      orderId: 'o-mock-0002',
      orderNumber: 'M-002',
      createdAt: '2026-11-21T22:00:00+09:00',
    });
    expect(READY_IN_MINUTES).toBe(15);
    expect(order).toMatchObject({ receive_time: expected, is_immediate_order: immediate });
  });
});
