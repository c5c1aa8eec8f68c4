// @vitest-environment jsdom
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
import { RestaurantCallback } from './RestaurantCallback';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

const RESTAURANT_PATH = '*/v1/restaurants/:restaurantId';
const store = (key: string, value: unknown) => sessionStorage.setItem(key, JSON.stringify(value));
const stored = (key: string) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;
/** The generated restaurant with both serving types, unless told otherwise. */
const restaurant = (serving: { isTakeoutAvailable?: boolean; isEatInAvailable?: boolean } = {}) =>
  getGetRestaurantMockHandler(() =>
    getGetRestaurantResponseMock({ isTakeoutAvailable: true, isEatInAvailable: true, ...serving }),
  );
const NOW = { receiveTimeType: 'now', receiveTime: null };

const api = mockApi();
beforeEach(() => {
  navigation.at('/restaurants/r1001/callback');
});

describe('restaurant callback page (MSW handlers from orval, seeded faker) (SPEC §2 L38)', { timeout: 30_000 }, () => {
  it('loading: says it is on its way to the restaurant and goes nowhere before the restaurant is known', async () => {
    api.use(http.get(RESTAURANT_PATH, () => delay('infinite')));
    renderScreen(<RestaurantCallback restaurantId="r1001" />);
    expect(screen.getByRole('heading', { level: 1, name: '店舗へ移動しています' })).toBeTruthy();
    expect(await screen.findByRole('status', { name: '読み込んでいます' })).toBeTruthy();
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it.each([
    ['nothing stored → the eating-location page', () => undefined, {}, '/restaurants/r1001/eating_locations'],
    [
      'takeout without a receive time → the receive-time page',
      () => store('servingType', 'takeout'),
      {},
      '/restaurants/r1001/select_receivetime',
    ],
    [
      'takeout with a receive time → the takeout menus',
      () => {
        store('servingType', 'takeout');
        store('selectReceiveTimes', NOW);
      },
      {},
      '/restaurants/r1001/menus?eating_location=takeout',
    ],
    [
      'eat-in stored but not offered by the restaurant → asked again',
      () => store('servingType', 'eat_in'),
      { isEatInAvailable: false },
      '/restaurants/r1001/eating_locations',
    ],
  ])('success: %s', async (_name, arrange, serving, target) => {
    arrange();
    api.use(restaurant(serving));
    renderScreen(<RestaurantCallback restaurantId="r1001" />);
    await expect.poll(() => navigation.replace.mock.calls).toEqual([[target]]);
  });

  it('eat-in stored: the receive time becomes "now" and it goes to the eat-in menus', async () => {
    store('servingType', 'eat_in');
    api.use(restaurant());
    renderScreen(<RestaurantCallback restaurantId="r1001" />);
    await expect
      .poll(() => navigation.replace.mock.calls)
      .toEqual([['/restaurants/r1001/menus?eating_location=eat-in']]);
    expect(stored('selectReceiveTimes')).toEqual(NOW);
  });

  it('an eating_location on the address is the choice: a changed one forgets the receive time; other parameters go along', async () => {
    store('servingType', 'takeout');
    store('selectReceiveTimes', { receiveTimeType: 'time_specification', receiveTime: '2026-11-21T23:30:00+09:00' });
    navigation.at('/restaurants/r1001/callback?eating_location=eat-in&coupon_code=WELCOME100');
    api.use(restaurant());
    renderScreen(<RestaurantCallback restaurantId="r1001" />);
    await expect
      .poll(() => navigation.replace.mock.calls)
      .toEqual([['/restaurants/r1001/menus?eating_location=eat-in&coupon_code=WELCOME100']]);
    expect(stored('servingType')).toBe('eat_in');
    expect(stored('selectReceiveTimes')).toEqual(NOW);
  });

  it('error: the restaurant call fails → the common error modal with its code, no navigation, no endless loading (SPEC §7 L369)', async () => {
    api.use(http.get(RESTAURANT_PATH, () => HttpResponse.json({ code: 'E100100002', message: 'nf' }, { status: 404 })));
    renderScreen(<RestaurantCallback restaurantId="r9999" />);
    await expect
      .poll(() => useErrorModalStore.getState().request)
      .toMatchObject({ endpoint: 'getRestaurant', code: 'E100100002', restaurantId: 'r9999' });
    expect(screen.queryByRole('status', { name: '読み込んでいます' })).toBeNull();
    expect(navigation.replace).not.toHaveBeenCalled();
  });
});
