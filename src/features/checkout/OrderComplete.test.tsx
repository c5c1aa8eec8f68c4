// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetRestaurantMockHandler,
  getGetRestaurantResponseMock,
} from '@/api/generated/endpoints/restaurants/restaurants.msw';
import type { Brand } from '@/api/generated/models';
import type { Language } from '@/domain/language';
import { OrderLiveStatus } from '@/features/orders';
import { mockApi, renderScreen } from '@/test/component-harness';
import { BrandProvider } from '@/ui/brand/BrandProvider';
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

const BRAND = {
  brandId: 'demo',
  brandName: 'デモ食堂',
  brandNameLanguages: [{ code: 'en', text: 'Demo Shokudo' }],
} as Brand;

/** The page as its route composes it: with the orders feature's live state, inside the brand. */
function renderComplete(orderId: string, language: Language = 'ja') {
  return renderScreen(
    <BrandProvider brandId="demo" result={{ ok: true, brand: BRAND }}>
      <OrderComplete restaurantId="r1001" orderId={orderId} liveStatus={<OrderLiveStatus orderId={orderId} />} />
    </BrandProvider>,
    { language },
  );
}

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
    renderComplete('o-20261121-0001');
    expect(await screen.findByRole('status', { name: '注文を確認しています' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('success: thanks, the order number large with its receive date and time, the live state, how to pick up, the restaurant with its address as a map link and its phone, the payment, the detail and the way back to the top (SPEC §2 L45)', async () => {
    navigation.at(completePath('o-20261121-0001'));
    api.use(answerOrder('o-20261121-0001'));
    renderComplete('o-20261121-0001');
    expect(await screen.findByRole('heading', { level: 1, name: 'ご注文ありがとうございます' })).toBeTruthy();
    const number = screen.getByLabelText('注文番号 A-023');
    expect(number.textContent).toBe('A-023');
    // Its size is a CSS module's (no styles in jsdom): e2e/complete-page.spec.ts measures it (≥ 40 px) in a browser.
    // The receive time with its own date, right under the number (issue 27 items 1 and 6).
    expect(screen.getByText('受取時間 11月21日(土) 23:30')).toBeTruthy();
    // The live state is the orders feature's: the progress, and the note that the page updates itself.
    expect(await screen.findByText('現在の状況: 受付済み')).toBeTruthy();
    expect(screen.getByText('お渡しまで、このページは自動で更新されます。')).toBeTruthy();
    expect(screen.getByText('受取時間になりましたら、店頭で注文番号をお伝えください。')).toBeTruthy();
    expect(screen.getByText('クレジットカード')).toBeTruthy();
    const map = await screen.findByRole('link', { name: '東京都渋谷区1-2-3（地図を開く）' });
    expect(map.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=%E6%9D%B1%E4%BA%AC%E9%83%BD%E6%B8%8B%E8%B0%B7%E5%8C%BA1-2-3',
    );
    expect(map.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: '03-1234-5678に電話する' }).getAttribute('href')).toBe('tel:0312345678');
    expect(screen.getByRole('link', { name: '注文の詳細を見る' }).getAttribute('href')).toBe('/orders/o-20261121-0001');
    expect(screen.getByRole('link', { name: 'トップページへ戻る' }).getAttribute('href')).toBe('/');
    // A placed order empties the cart and is remembered among the recently ordered restaurants.
    expect(localStorage.getItem('recentlyOrderedRestaurants')).toContain('r1001');
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it('show at the counter: a full-screen dialog with the order number, the name and the items; it closes', async () => {
    navigation.at(completePath('o-20261121-0001'));
    api.use(answerOrder('o-20261121-0001'));
    renderComplete('o-20261121-0001');
    fireEvent.click(await screen.findByRole('button', { name: '店頭で見せる画面を開く' }));
    const counter = await screen.findByRole('dialog', { name: '店頭でこの画面をお見せください' });
    expect(within(counter).getByLabelText('注文番号 A-023').textContent).toBe('A-023');
    expect(within(counter).getByText('山田 花子 様')).toBeTruthy();
    expect(within(counter).getByText('受取時間 11月21日(土) 23:30')).toBeTruthy();
    const items = within(within(counter).getByRole('list', { name: '注文商品' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^唐揚げ弁当×1大盛り、/),
      'コーラ×2',
      '割り箸×1',
    ]);
    expect(counter.textContent).not.toMatch(/￥/);
    fireEvent.click(within(counter).getByRole('button', { name: '店頭用の画面を閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '店頭で見せる画面を開く' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('add to calendar: an .ics download of a 15-minute event at the receive time in UTC, with brand, restaurant, address and order number', async () => {
    navigation.at(completePath('o-20261121-0001'));
    api.use(answerOrder('o-20261121-0001'));
    renderComplete('o-20261121-0001');
    const link = await screen.findByRole('link', { name: 'カレンダーに追加' });
    expect(link.getAttribute('download')).toBe('order-A-023.ics');
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    const lines = decodeURIComponent(href.slice(href.indexOf(',') + 1))
      .replace(/\r\n /g, '')
      .split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'UID:o-20261121-0001-demo@order-ahead',
        'DTSTART:20261121T143000Z',
        'DTEND:20261121T144500Z',
        'SUMMARY:デモ食堂 渋谷店 ご注文の受取',
        'LOCATION:デモ食堂 渋谷店 東京都渋谷区1-2-3',
        `DESCRIPTION:注文番号 A-023\\n${window.location.origin}/orders/o-20261121-0001`,
      ]),
    );
  });

  it('English: the same page in English', async () => {
    navigation.at(completePath('o-20261121-0001'));
    api.use(answerOrder('o-20261121-0001'));
    renderComplete('o-20261121-0001', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeTruthy();
    expect(screen.getByText('Ready time: Sat, Nov 21 23:30')).toBeTruthy();
    expect(await screen.findByText('Current step: Received')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show at the counter' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the top page' }).getAttribute('href')).toBe('/');
  });

  it('issue 27: a receive time at 0:30 reads alone, on its own date: 11月22日(日) 0:30', async () => {
    navigation.at(completePath('o-20261121-0001'));
    api.use(
      http.get(ORDER_PATH, () =>
        HttpResponse.json({ ...order('o-20261121-0001'), receive_time: '2026-11-22T00:30:00+09:00' }),
      ),
    );
    renderComplete('o-20261121-0001');
    expect(await screen.findByText('受取時間 11月22日(日) 0:30')).toBeTruthy();
  });

  it('eat-in: no calendar (served at the table now), the counter view still offered', async () => {
    navigation.at(completePath('o-20261121-0001'));
    api.use(
      http.get(ORDER_PATH, () =>
        HttpResponse.json({ ...order('o-20261121-0001'), serving_type: 'SERVING_TYPE_EAT_IN', seat_no: '12' }),
      ),
    );
    renderComplete('o-20261121-0001');
    expect(await screen.findByRole('button', { name: '店頭で見せる画面を開く' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'カレンダーに追加' })).toBeNull();
  });

  it('a pending order seen without a payment return: waiting for the payment, with the warning, nothing started', async () => {
    navigation.at(completePath('o-20261121-0008'));
    api.use(answerOrder('o-20261121-0008'));
    const starts = answerStart(() => HttpResponse.json(order('o-20261121-0008-requested')));
    renderComplete('o-20261121-0008');
    expect(await screen.findByRole('heading', { level: 1, name: 'お支払いの完了を待っています' })).toBeTruthy();
    expect(screen.getByText(/お支払いがまだ完了していません。/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '店頭で見せる画面を開く' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'カレンダーに追加' })).toBeNull();
    expect(starts).toEqual([]);
    expect(localStorage.getItem('recentlyOrderedRestaurants')).toBeNull();
  });

  it('3-D Secure return approved: starts the pending order once, then shows it placed on the plain address', async () => {
    navigation.at(completePath('o-20261121-0009', '?return=3ds&result=approved'));
    api.use(answerOrder('o-20261121-0009-challenge'));
    const starts = answerStart(() => HttpResponse.json(order('o-20261121-0009-requested')));
    renderComplete('o-20261121-0009');
    expect(await screen.findByRole('heading', { level: 1, name: 'ご注文ありがとうございます' })).toBeTruthy();
    expect(screen.getByLabelText('注文番号 A-032')).toBeTruthy();
    expect(starts).toEqual([{ order_id: 'o-20261121-0009' }]);
    expect(navigation.replace).toHaveBeenCalledWith(completePath('o-20261121-0009'));
  });

  it('wallet return approved: starts the order with the payment request id the wallet sent back', async () => {
    navigation.at(completePath('o-20261121-0008', '?return=wallet&result=approved&payment_request_id=pr-0008'));
    api.use(answerOrder('o-20261121-0008'));
    const starts = answerStart(() => HttpResponse.json(order('o-20261121-0008-requested')));
    renderComplete('o-20261121-0008');
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
    renderComplete('o-20261121-0008');
    await expect.poll(() => navigation.replace.mock.calls).toEqual([[form]]);
    expect(screen.getByRole('status', { name: '注文を確認しています' })).toBeTruthy();
    expect(starts).toEqual([]);
  });

  it('error on resume: startOrder refused → back to the order form with the order call’s error modal', async () => {
    navigation.at(completePath('o-20261121-0009', '?return=3ds&result=approved'));
    api.use(answerOrder('o-20261121-0009-challenge'));
    answerStart(() => HttpResponse.json({ code: 'E100000000', message: 'refused' }, { status: 500 }));
    renderComplete('o-20261121-0009');
    await expect.poll(() => navigation.replace.mock.calls).toEqual([['/restaurants/r1001/order']]);
    expect(useErrorModalStore.getState().request).toMatchObject({ endpoint: 'createOrder', restaurantId: 'r1001' });
  });

  it('error: an order the server does not give (404) shows the error page, never a raw code', async () => {
    navigation.at(completePath('o-other'));
    api.use(
      http.get(ORDER_PATH, () => HttpResponse.json({ code: 'E100100002', message: 'not found' }, { status: 404 })),
    );
    renderComplete('o-other');
    expect(await screen.findByRole('heading', { level: 1, name: '情報が見つかりません' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/E1\d{8}/);
    expect(screen.queryByText('ご注文ありがとうございます')).toBeNull();
  });
});
