// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetRestaurantMockHandler,
  getGetRestaurantResponseMock,
} from '@/api/generated/endpoints/restaurants/restaurants.msw';
import { mockApi, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { useErrorModalStore } from '@/ui/feedback/error-modal-store';
import { OrderComplete } from './OrderComplete';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * The order-complete page (SPEC 2 "Order complete"), also the return address of 3-D Secure and the wallets. Orders
 * are the contract's examples in mocks/orders (wire format: their states, numbers and lines are what the page shows;
 * the generated order mock's random states and prices are not); the restaurant is the generated handler's.
 */
const order = (file: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../../mocks/orders/${file}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
const ORDER_PATH = '*/v1/orders/:orderId';
const START_PATH = '*/v1/orders/start';
const answerOrder = (file: string) => http.get(ORDER_PATH, () => HttpResponse.json(order(file)));
const completePath = (orderId: string, search = '') => `/restaurants/r1001/order/${orderId}/complete${search}`;

const api = mockApi();
beforeEach(() => {
  api.use(
    getGetRestaurantMockHandler(() =>
      getGetRestaurantResponseMock({
        name: 'デモ食堂 渋谷店',
        nameLanguages: [],
        address: '東京都渋谷区1-2-3',
        addressLanguages: [],
        contactInformationType: 'PHONE_NUMBER',
        contactInformation: '03-1234-5678',
      }),
    ),
  );
});

/** Records the bodies POSTed to startOrder and answers with the given order example (or an error). */
function answerStart(answer: () => Response) {
  const bodies: unknown[] = [];
  api.use(
    http.post(START_PATH, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('order complete page (contract examples, generated restaurant handler)', { timeout: 30_000 }, () => {
  it('loading: says the order is being checked; no title, no number yet', async () => {
    navigation.at(completePath('o-20261121-0001'));
    api.use(http.get(ORDER_PATH, () => delay('infinite')));
    renderScreen(<OrderComplete restaurantId="r1001" orderId="o-20261121-0001" />);
    expect(await screen.findByRole('status', { name: '注文を確認しています' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('success: thanks, the order number, its state, how to pick up, the restaurant with address and phone, the payment and a link to the detail', async () => {
    navigation.at(completePath('o-20261121-0001'));
    api.use(answerOrder('o-20261121-0001'));
    renderScreen(<OrderComplete restaurantId="r1001" orderId="o-20261121-0001" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'ご注文ありがとうございます' })).toBeTruthy();
    expect(screen.getByLabelText('注文番号 A-023').textContent).toBe('A-023');
    expect(screen.getByText('状況: 受付済み')).toBeTruthy();
    expect(screen.getByText('受け取り時間になりましたら、店頭で注文番号をお伝えください。')).toBeTruthy();
    expect(screen.getByText('クレジットカード')).toBeTruthy();
    // The receive time with its own date (issue 27).
    expect(screen.getByText('11月21日(土) 23:30')).toBeTruthy();
    expect((await screen.findByRole('link', { name: '03-1234-5678' })).getAttribute('href')).toBe('tel:0312345678');
    expect(screen.getByText(/東京都渋谷区1-2-3/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '注文の詳細を見る' }).getAttribute('href')).toBe('/orders/o-20261121-0001');
    // A placed order empties the cart and is remembered among the recently ordered restaurants.
    expect(localStorage.getItem('recentlyOrderedRestaurants')).toContain('r1001');
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it('issue 27: a receive time at 0:30 reads alone, on its own date: 11月22日(日) 0:30', async () => {
    navigation.at(completePath('o-20261121-0001'));
    api.use(
      http.get(ORDER_PATH, () =>
        HttpResponse.json({ ...order('o-20261121-0001'), receive_time: '2026-11-22T00:30:00+09:00' }),
      ),
    );
    renderScreen(<OrderComplete restaurantId="r1001" orderId="o-20261121-0001" />);
    expect(await screen.findByText('11月22日(日) 0:30')).toBeTruthy();
  });

  it('a pending order seen without a payment return: waiting for the payment, with the warning, nothing started', async () => {
    navigation.at(completePath('o-20261121-0008'));
    api.use(answerOrder('o-20261121-0008'));
    const starts = answerStart(() => HttpResponse.json(order('o-20261121-0008-requested')));
    renderScreen(<OrderComplete restaurantId="r1001" orderId="o-20261121-0008" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'お支払いの完了を待っています' })).toBeTruthy();
    expect(screen.getByText(/お支払いがまだ完了していません。/)).toBeTruthy();
    expect(starts).toEqual([]);
    expect(localStorage.getItem('recentlyOrderedRestaurants')).toBeNull();
  });

  it('3-D Secure return approved: starts the pending order once, then shows it placed on the plain address', async () => {
    navigation.at(completePath('o-20261121-0009', '?return=3ds&result=approved'));
    api.use(answerOrder('o-20261121-0009-challenge'));
    const starts = answerStart(() => HttpResponse.json(order('o-20261121-0009-requested')));
    renderScreen(<OrderComplete restaurantId="r1001" orderId="o-20261121-0009" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'ご注文ありがとうございます' })).toBeTruthy();
    expect(screen.getByLabelText('注文番号 A-032')).toBeTruthy();
    expect(starts).toEqual([{ order_id: 'o-20261121-0009' }]);
    expect(navigation.replace).toHaveBeenCalledWith(completePath('o-20261121-0009'));
  });

  it('wallet return approved: starts the order with the payment request id the wallet sent back', async () => {
    navigation.at(completePath('o-20261121-0008', '?return=wallet&result=approved&payment_request_id=pr-0008'));
    api.use(answerOrder('o-20261121-0008'));
    const starts = answerStart(() => HttpResponse.json(order('o-20261121-0008-requested')));
    renderScreen(<OrderComplete restaurantId="r1001" orderId="o-20261121-0008" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'ご注文ありがとうございます' })).toBeTruthy();
    expect(screen.getByText('PayPay')).toBeTruthy();
    expect(starts).toEqual([{ order_id: 'o-20261121-0008', payment_request_id: 'pr-0008' }]);
  });

  it.each([
    ['canceled', '/restaurants/r1001/order?payment=canceled'],
    ['failed', '/restaurants/r1001/order?payment=failed'],
  ])('wallet return %s: back to the order form with its notice, nothing started', async (result, form) => {
    navigation.at(completePath('o-20261121-0008', `?return=wallet&result=${result}`));
    api.use(answerOrder('o-20261121-0008'));
    const starts = answerStart(() => HttpResponse.json(order('o-20261121-0008-requested')));
    renderScreen(<OrderComplete restaurantId="r1001" orderId="o-20261121-0008" />);
    await expect.poll(() => navigation.replace.mock.calls).toEqual([[form]]);
    expect(screen.getByRole('status', { name: '注文を確認しています' })).toBeTruthy();
    expect(starts).toEqual([]);
  });

  it('error on resume: startOrder refused → back to the order form with the order call’s error modal', async () => {
    navigation.at(completePath('o-20261121-0009', '?return=3ds&result=approved'));
    api.use(answerOrder('o-20261121-0009-challenge'));
    answerStart(() => HttpResponse.json({ code: 'E100000000', message: 'refused' }, { status: 500 }));
    renderScreen(<OrderComplete restaurantId="r1001" orderId="o-20261121-0009" />);
    await expect.poll(() => navigation.replace.mock.calls).toEqual([['/restaurants/r1001/order']]);
    expect(useErrorModalStore.getState().request).toMatchObject({ endpoint: 'createOrder', restaurantId: 'r1001' });
  });

  it('error: an order the server does not give (404) shows the error page, never a raw code', async () => {
    navigation.at(completePath('o-other'));
    api.use(
      http.get(ORDER_PATH, () => HttpResponse.json({ code: 'E100100002', message: 'not found' }, { status: 404 })),
    );
    renderScreen(<OrderComplete restaurantId="r1001" orderId="o-other" />);
    expect(await screen.findByRole('heading', { level: 1, name: '情報が見つかりません' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/E1\d{8}/);
    expect(screen.queryByText('ご注文ありがとうございます')).toBeNull();
  });
});
