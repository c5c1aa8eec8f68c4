// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetRestaurantMockHandler } from '@/api/generated/endpoints/restaurants/restaurants.msw';
import { mockApi, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { MenuListScreen } from './MenuListScreen';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/** The contract's own example of the menu list (wire format; our client converts it as it does Prism's answer). */
const LIST = JSON.parse(readFileSync(path.resolve(__dirname, '../../../mocks/menus/list.json'), 'utf8')) as Record<
  string,
  unknown
>;

/** The contract's receive windows (the late-night one runs 23:30–25:00 on the 21st). */
const RECEIVE_TIMES = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../mocks/restaurants/receive-times.json'), 'utf8'),
) as Record<string, unknown>;

const api = mockApi();
beforeEach(() => {
  navigation.at('/restaurants/r1001/menus?eating_location=takeout');
});
afterEach(() => {
  vi.useRealTimers();
});

function chooseTakeoutNow() {
  sessionStorage.setItem('servingType', JSON.stringify('takeout'));
  sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
}

describe('menu list screen (MSW, the contract example and orval handlers)', { timeout: 30_000 }, () => {
  it('without a receive time (not view-only) it sends the customer to the callback page and asks for nothing (SPEC §4 L240)', async () => {
    const calls: string[] = [];
    api.use(http.get('*/v1/*', ({ request }) => (calls.push(request.url), HttpResponse.json({}))));
    renderScreen(<MenuListScreen restaurantId="r1001" />);
    await expect.poll(() => navigation.replace.mock.calls.length).toBe(1);
    // Its address goes along: the flow comes back here with the query (a coupon link's coupon) as it was.
    expect(navigation.replace).toHaveBeenCalledWith(
      `/restaurants/r1001/callback?eating_location=takeout&return_to=${encodeURIComponent('/restaurants/r1001/menus?eating_location=takeout')}`,
    );
    expect(calls).toEqual([]);
  });

  it('loading: the real title and tile placeholders while the list is on its way', async () => {
    chooseTakeoutNow();
    api.use(
      getGetRestaurantMockHandler(),
      http.get('*/v1/restaurants/:restaurantId/menus', () => delay('infinite')),
    );
    renderScreen(<MenuListScreen restaurantId="r1001" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'お持ち帰りのメニュー' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'メニュー一覧を読み込んでいます' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'お持ち帰りのメニュー' })).toBeNull();
  });

  it('success: the takeout menus of the contract example, each a link to its menu page (SPEC §2 L41 §7 L323)', async () => {
    chooseTakeoutNow();
    api.use(
      getGetRestaurantMockHandler(),
      http.get('*/v1/restaurants/:restaurantId/menus', () => HttpResponse.json(LIST)),
    );
    renderScreen(<MenuListScreen restaurantId="r1001" />);
    const list = await screen.findByRole('list', { name: 'お持ち帰りのメニュー' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/restaurants\/r1001\/menus\/m-/);
  });

  it.each([
    [
      'in the late-night receive window, as the picker read it',
      () => HttpResponse.json(RECEIVE_TIMES),
      '受取時間：24:30',
    ],
    [
      'without the receive windows, on its own date',
      () => HttpResponse.json({ code: 'E100000000' }, { status: 500 }),
      '受取時間：11/22 0:30',
    ],
  ])('issue 27: a chosen 0:30 on the 22nd, seen at 22:00 on the 21st, reads %s', async (_name, answer, label) => {
    // Only Date is pinned; the timers stay real.
    vi.setSystemTime(new Date('2026-11-21T22:00:00+09:00'));
    sessionStorage.setItem('servingType', JSON.stringify('takeout'));
    sessionStorage.setItem(
      'selectReceiveTimes',
      JSON.stringify({ receiveTimeType: 'time_specification', receiveTime: '2026-11-22T00:30:00+09:00' }),
    );
    api.use(
      getGetRestaurantMockHandler(),
      http.get('*/v1/restaurants/:restaurantId/menus', () => HttpResponse.json(LIST)),
      http.get('*/v1/restaurants/:restaurantId/receive_times', answer),
    );
    renderScreen(<MenuListScreen restaurantId="r1001" />);
    expect(await screen.findByText(label)).toBeTruthy();
  });

  it('empty: says no menu is offered now', async () => {
    chooseTakeoutNow();
    api.use(
      getGetRestaurantMockHandler(),
      http.get('*/v1/restaurants/:restaurantId/menus', () =>
        HttpResponse.json({ ...LIST, takeout_menu_summaries: [], eat_in_menu_summaries: [], menu_summaries: [] }),
      ),
    );
    renderScreen(<MenuListScreen restaurantId="r1001" />);
    expect(await screen.findByText('現在ご利用いただけるメニューはありません。')).toBeTruthy();
  });

  it('error: the menu call’s own error copy (SPEC 8 endpoint row), never a raw code', async () => {
    chooseTakeoutNow();
    api.use(
      getGetRestaurantMockHandler(),
      http.get('*/v1/restaurants/:restaurantId/menus', () =>
        HttpResponse.json({ code: 'E100000000', message: 'boom' }, { status: 500 }),
      ),
    );
    renderScreen(<MenuListScreen restaurantId="r1001" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'メニュー一覧を取得できませんでした' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/E1\d{8}/);
  });
});
