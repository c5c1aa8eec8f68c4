// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetRestaurantMockHandler,
  getGetRestaurantResponseMock,
} from '@/api/generated/endpoints/restaurants/restaurants.msw';
import { mockApi, renderScreen } from '@/test/component-harness';
import { useErrorModalStore } from '@/ui/feedback/error-modal-store';
import { RestaurantDetail } from './RestaurantDetail';

const api = mockApi();

describe('restaurant detail screen (MSW handlers from orval, seeded faker)', { timeout: 30_000 }, () => {
  it('loading: announces it, keeps the title, and shows no data, parts or buttons yet (they arrive together: no shift)', async () => {
    api.use(http.get('*/v1/restaurants/:restaurantId', () => delay('infinite')));
    renderScreen(<RestaurantDetail restaurantId="r1001" />);
    expect((await screen.findByRole('status', { name: '読み込んでいます' })).textContent).toBe('');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('店舗情報');
    expect(screen.queryByRole('heading', { name: '営業時間' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'この店舗で注文する' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('success: the restaurant from the generated mock with its name, state, serving types, address and notices', async () => {
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

  it('error: opens the common error modal with the restaurant call and its code; the page keeps its title', async () => {
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
