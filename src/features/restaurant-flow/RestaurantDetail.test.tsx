// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetRestaurantMockHandler,
  getGetRestaurantResponseMock,
} from '@/api/generated/endpoints/restaurants/restaurants.msw';
import { useCurrentLocation } from '@/lib/current-location';
import { mockApi, renderScreen } from '@/test/component-harness';
import { useErrorModalStore } from '@/ui/feedback/error-modal-store';
import { RestaurantDetail } from './RestaurantDetail';

const api = mockApi();

describe('restaurant detail screen (MSW handlers from orval, seeded faker)', { timeout: 30_000 }, () => {
  it('loading: announces it, keeps the title, shows no data or parts yet, and already the way in (it needs only the id)', async () => {
    api.use(http.get('*/v1/restaurants/:restaurantId', () => delay('infinite')));
    renderScreen(<RestaurantDetail restaurantId="r1001" />);
    expect((await screen.findByRole('status', { name: '読み込んでいます' })).textContent).toBe('');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('店舗情報');
    expect(screen.queryByRole('heading', { name: '営業時間' })).toBeNull();
    expect(screen.getByRole('link', { name: 'この店舗で注文する' }).getAttribute('href')).toBe(
      '/restaurants/r1001/callback',
    );
    expect(screen.queryByRole('link', { name: '店舗一覧へ戻る' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('the order link comes right under the name, before the notices and the hours; 25:00 also reads 翌1:00 (issue 27 item 8)', async () => {
    api.use(
      getGetRestaurantMockHandler(() =>
        getGetRestaurantResponseMock({
          name: 'デモ食堂 渋谷店',
          nameLanguages: [],
          quickInformations: [{ type: 'QUICK_INFORMATION_TYPE_NORMAL', text: '土日祝は深夜1時まで営業しています。' }],
          businessHours: [
            { dayOfWeek: 'DayOfWeekFriday', openTime: '11:00', closeTime: '23:00' },
            { dayOfWeek: 'DayOfWeekSaturday', openTime: '11:00', closeTime: '25:00' },
          ],
        }),
      ),
    );
    renderScreen(<RestaurantDetail restaurantId="r1001" />);
    await screen.findByRole('heading', { level: 1, name: 'デモ食堂 渋谷店' }, { timeout: 10_000 });
    const order = screen.getByRole('link', { name: 'この店舗で注文する' });
    const notices = screen.getByRole('region', { name: 'お知らせ' });
    const hours = screen.getByRole('table', { name: '営業時間' });
    expect(order.compareDocumentPosition(notices) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(order.compareDocumentPosition(hours) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(hours).getByRole('row', { name: /金曜日/ }).textContent).toBe('金曜日11:00〜23:00');
    expect(within(hours).getByRole('row', { name: /土曜日/ }).textContent).toBe('土曜日11:00〜25:00（翌1:00）');
  });

  it('with the position read on the home page, the restaurant is asked with it and its distance shows (SPEC §7 L312)', async () => {
    const asked: URL[] = [];
    api.use(
      http.get('*/v1/restaurants/:restaurantId', ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json(
          getGetRestaurantResponseMock({ name: 'デモ食堂 渋谷店', nameLanguages: [], distanceMeters: 850 }),
        );
      }),
    );
    useCurrentLocation.getState().setPosition({ latitude: 35.658, longitude: 139.7016 }, Date.now());
    renderScreen(<RestaurantDetail restaurantId="r1001" />);
    await screen.findByRole('heading', { level: 1, name: 'デモ食堂 渋谷店' }, { timeout: 10_000 });
    expect(screen.getByText('現在地から850 m')).toBeTruthy();
    expect(asked.map((url) => url.search)).toEqual(['?latitude=35.658&longitude=139.7016']);
    useCurrentLocation.getState().forget();
  });

  it('success: the restaurant from the generated mock with its name, state, serving types, address and notices (SPEC §2 L39)', async () => {
    api.use(
      getGetRestaurantMockHandler(() =>
        getGetRestaurantResponseMock({
          name: 'デモ食堂 渋谷店',
          nameLanguages: [],
          address: '東京都渋谷区1-2-3',
          addressLanguages: [],
          isOpen: true,
          isTakeoutAvailable: true,
          isEatInAvailable: false,
          quickInformations: [{ type: 'QUICK_INFORMATION_TYPE_ALERT', text: '本日は20時閉店です' }],
        }),
      ),
    );
    renderScreen(<RestaurantDetail restaurantId="r1001" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'デモ食堂 渋谷店' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'デモ食堂 渋谷店の外観' })).toBeTruthy();
    expect(screen.getByText('営業中')).toBeTruthy();
    const serving = screen.getByRole('region', { name: 'ご利用方法' });
    expect(within(serving).getByText('お持ち帰り')).toBeTruthy();
    expect(within(serving).queryByText('店内飲食')).toBeNull();
    expect(screen.getByRole('region', { name: '住所' }).textContent).toContain('東京都渋谷区1-2-3');
    expect(within(screen.getByRole('region', { name: 'お知らせ' })).getByRole('alert').textContent).toBe(
      '本日は20時閉店です',
    );
    expect(screen.queryByRole('status', { name: '読み込んでいます' })).toBeNull();
  });

  it('error: opens the common error modal with the restaurant call and its code; the page keeps its title (SPEC §7 L369)', async () => {
    api.use(
      http.get('*/v1/restaurants/:restaurantId', () =>
        HttpResponse.json({ code: 'E100300004', message: 'not found' }, { status: 404 }),
      ),
    );
    renderScreen(<RestaurantDetail restaurantId="r9999" />);
    await expect
      .poll(() => useErrorModalStore.getState().request)
      .toMatchObject({
        endpoint: 'getRestaurant',
        code: 'E100300004',
        restaurantId: 'r9999',
      });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('店舗情報');
  });
});
