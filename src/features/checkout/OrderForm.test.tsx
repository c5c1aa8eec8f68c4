// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getListAvailablePricingCouponsMockHandler } from '@/api/generated/endpoints/coupons/coupons.msw';
import { mockApi, renderScreen } from '@/test/component-harness';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import { navigation } from '@/test/next-navigation';
import { useErrorModalStore } from '@/ui/feedback/error-modal-store';
import { useCartStore } from '@/features/cart';
import { OrderForm } from './OrderForm';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/** The contract's own examples (wire format; our client converts them as it does Prism's answers). */
const example = (file: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../mocks/orders', file), 'utf8')) as Record<string, unknown>;

const CART = {
  expiry: '2999-12-31T00:00:00Z',
  restaurant: { id: 'r1001', name: 'デモ食堂 渋谷店' },
  orderItems: [
    {
      customizeId: 'c-1',
      itemId: 'i-karaage-bento',
      version: 1,
      quantity: 2,
      name: '唐揚げ弁当',
      price: 760,
      menuId: 'm-grand',
      state: 'OnSale',
      customizeItems: [],
    },
  ],
  optionItems: [],
  servingType: 'takeout',
};

const api = mockApi();
beforeEach(() => {
  navigation.at('/restaurants/r1001/order');
});

function renderWith(cart: unknown) {
  if (cart) localStorage.setItem('cart', JSON.stringify(cart));
  sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
  useCartStore.setState({ cart: null, hydrated: false });
  // The panel lists the restaurant's available coupons (none here) for the brand of the page.
  api.use(getListAvailablePricingCouponsMockHandler({ coupons: [] }));
  renderScreen(
    <BrandProvider brandId="demo" result={{ ok: false, status: 404, code: 'E100100002', endpoint: 'getBrand' }}>
      <OrderForm restaurantId="r1001" />
    </BrandProvider>,
  );
}

describe('order form (MSW, the contract examples)', { timeout: 30_000 }, () => {
  it('empty: without a cart for this restaurant it says so and leads to the menus, asking nothing', async () => {
    const calls: string[] = [];
    api.use(http.all('*/v1/*', ({ request }) => (calls.push(request.url), HttpResponse.json({}))));
    renderWith(null);
    expect(await screen.findByText('カートに商品がありません。')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('loading: no payment method yet and the place button disabled while the confirmation is on its way', async () => {
    api.use(http.post('*/v1/orders/confirm', () => delay('infinite')));
    api.use(http.post('*/v1/orders/calculate', () => delay('infinite')));
    renderWith(CART);
    expect(await screen.findByRole('heading', { level: 1, name: '注文内容の確認' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('button', { name: /^注文する/ }).hasAttribute('disabled')).toBe(true);
  });

  it('success: exactly the offered payment methods, the server total on the place button', async () => {
    api.use(
      http.post('*/v1/orders/confirm', () => HttpResponse.json(example('confirmation.json'))),
      http.post('*/v1/orders/calculate', () => HttpResponse.json(example('calculation.json'))),
    );
    renderWith(CART);
    expect(await screen.findByRole('radio', { name: /店頭でお支払い/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /PayPay/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /現金/ })).toBeNull(); // cash is not in this confirmation
    expect(await screen.findByRole('button', { name: '注文する ￥1,520' })).toBeTruthy();
  });

  it('prefilled contact (the confirmation names the customer): each label moves above its value', async () => {
    api.use(
      http.post('*/v1/orders/confirm', () => HttpResponse.json(example('confirmation.json'))),
      http.post('*/v1/orders/calculate', () => HttpResponse.json(example('calculation.json'))),
    );
    renderWith(CART);
    const name = await screen.findByRole('textbox', { name: /お名前/ });
    await vi.waitFor(() => expect((name as HTMLInputElement).value).not.toBe(''));
    for (const label of ['お名前', 'メールアドレス', '電話番号']) {
      const field = screen.getByRole('textbox', { name: new RegExp(label) });
      expect(document.querySelector(`label[for="${field.id}"]`)?.getAttribute('data-shrink')).toBe('true');
    }
    const note = screen.getByRole('textbox', { name: /ご要望/ });
    expect(document.querySelector(`label[for="${note.id}"]`)?.getAttribute('data-shrink')).toBe('false');
  });

  it('error: a failed confirmation opens the common error modal with the calculation copy row', async () => {
    api.use(
      http.post('*/v1/orders/confirm', () =>
        HttpResponse.json({ code: 'E100200006', message: 'sold out' }, { status: 409 }),
      ),
      http.post('*/v1/orders/calculate', () => HttpResponse.json(example('calculation.json'))),
    );
    renderWith(CART);
    await expect
      .poll(() => useErrorModalStore.getState().request)
      .toMatchObject({
        code: 'E100200006',
        restaurantId: 'r1001',
      });
  });
});
