// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  getGetOrderInProgressMockHandler,
  getGetOrderInProgressResponseMock,
} from '@/api/generated/endpoints/orders/orders.msw';
import { mockApi, renderScreen, seedFaker } from '@/test/component-harness';
import { SelectOrders } from './SelectOrders';

const IN_PROGRESS_PATH = '*/v1/orders/in_progress';

// The error page's button navigates.
vi.mock('next/navigation', () => import('@/test/next-navigation'));

const api = mockApi();

describe('select orders page (MSW handlers from orval, seeded faker)', { timeout: 30_000 }, () => {
  it('loading: the title and a loading placeholder, no order yet', async () => {
    api.use(http.get(IN_PROGRESS_PATH, () => delay('infinite')));
    renderScreen(<SelectOrders restaurantId="r1001" />);
    expect(screen.getByRole('heading', { level: 1, name: '注文の選択' })).toBeTruthy();
    expect(await screen.findByLabelText('読み込み中')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('success: the generated orders in progress, newest first, each leading to its order-complete page (SPEC §2 L46 §7 L337)', async () => {
    seedFaker();
    const answer = getGetOrderInProgressResponseMock();
    const asked: string[] = [];
    api.use(
      getGetOrderInProgressMockHandler(({ request }) => {
        asked.push(new URL(request.url).search);
        return answer;
      }),
    );
    renderScreen(<SelectOrders restaurantId="r1001" />);
    const list = await screen.findByRole('list');
    const newestFirst = [...answer.orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    expect(newestFirst.length).toBeGreaterThan(1);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.textContent?.startsWith(`注文番号 `)]),
    ).toEqual(
      newestFirst.map((order) => [
        `/restaurants/${encodeURIComponent(order.restaurant.id)}/order/${encodeURIComponent(order.orderId)}/complete`,
        true,
      ]),
    );
    expect(within(list).getAllByRole('link')[0]?.textContent).toContain(`注文番号 ${newestFirst[0]?.orderNumber}`);
    expect(asked).toEqual(['?restaurantId=r1001']);
  });

  it('empty: says there is no order in progress here and offers the menus', async () => {
    api.use(getGetOrderInProgressMockHandler({ orders: [] }));
    renderScreen(<SelectOrders restaurantId="r1001" />);
    expect(await screen.findByText('この店舗で進行中の注文はありません。')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'メニューを見る' }).getAttribute('href')).toBe('/restaurants/r1001/menus');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('error: the common error page, never a raw code', async () => {
    api.use(
      http.get(IN_PROGRESS_PATH, () => HttpResponse.json({ code: 'E100000000', message: 'boom' }, { status: 500 })),
    );
    renderScreen(<SelectOrders restaurantId="r1001" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'エラーが発生しました' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/E1\d{8}/);
    expect(screen.queryByRole('heading', { level: 1, name: '注文の選択' })).toBeNull();
  });
});
