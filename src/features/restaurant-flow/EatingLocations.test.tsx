// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetRestaurantMockHandler,
  getGetRestaurantResponseMock,
} from '@/api/generated/endpoints/restaurants/restaurants.msw';
import { mockApi, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { useErrorModalStore } from '@/ui/feedback/error-modal-store';
import { EatingLocations } from './EatingLocations';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

const RESTAURANT_PATH = '*/v1/restaurants/:restaurantId';
/** The text a button's aria-describedby points at (what a screen reader reads after its name). */
const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;
const stored = (key: string) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;
/** The generated restaurant, named, with the given serving types. */
const restaurant = (serving: { isTakeoutAvailable: boolean; isEatInAvailable: boolean }) =>
  getGetRestaurantMockHandler(() =>
    getGetRestaurantResponseMock({ name: 'デモ食堂 渋谷店', nameLanguages: [], ...serving }),
  );

const api = mockApi();
beforeEach(() => {
  navigation.at('/restaurants/r1001/eating_locations');
});

describe('eating-location page (MSW handlers from orval, seeded faker)', { timeout: 30_000 }, () => {
  it('loading: the title and a loading status, no choice yet', async () => {
    api.use(http.get(RESTAURANT_PATH, () => delay('infinite')));
    renderScreen(<EatingLocations restaurantId="r1001" />);
    expect(screen.getByRole('heading', { level: 1, name: 'ご利用方法を選択' })).toBeTruthy();
    expect(await screen.findByRole('status', { name: '読み込んでいます' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('success: both ways with their descriptions; eat-in stores "now" and goes to the eat-in menus (SPEC §1 L11 §2 L40)', async () => {
    api.use(restaurant({ isTakeoutAvailable: true, isEatInAvailable: true }));
    renderScreen(<EatingLocations restaurantId="r1001" />);
    const eatIn = await screen.findByRole('button', { name: '店内飲食' });
    expect(screen.getByText('店舗: デモ食堂 渋谷店')).toBeTruthy();
    expect(description(eatIn)).toBe('店内でお召し上がりいただきます。');
    expect(description(screen.getByRole('button', { name: 'お持ち帰り' }))).toBe(
      '受取時間を選んで、店舗で受け取ります。',
    );
    fireEvent.click(eatIn);
    expect(stored('servingType')).toBe('eat_in');
    expect(stored('selectReceiveTimes')).toEqual({ receiveTimeType: 'now', receiveTime: null });
    expect(navigation.push).toHaveBeenCalledWith('/restaurants/r1001/menus?eating_location=eat-in');
  });

  it('success: takeout forgets an earlier receive time and asks for one', async () => {
    sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
    api.use(restaurant({ isTakeoutAvailable: true, isEatInAvailable: true }));
    renderScreen(<EatingLocations restaurantId="r1001" />);
    fireEvent.click(await screen.findByRole('button', { name: 'お持ち帰り' }));
    expect(stored('servingType')).toBe('takeout');
    expect(stored('selectReceiveTimes')).toBeNull();
    expect(navigation.push).toHaveBeenCalledWith('/restaurants/r1001/select_receivetime');
  });

  it('a way the restaurant does not offer is disabled and says so', async () => {
    api.use(restaurant({ isTakeoutAvailable: true, isEatInAvailable: false }));
    renderScreen(<EatingLocations restaurantId="r1001" />);
    const eatIn = await screen.findByRole<HTMLButtonElement>('button', { name: '店内飲食' });
    expect(eatIn.disabled).toBe(true);
    expect(description(eatIn)).toBe('この店舗ではご利用いただけません。');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'お持ち帰り' }).disabled).toBe(false);
  });

  it('coming from an item page (return_to): eat-in goes back to that item', async () => {
    const item = '/restaurants/r1001/menus/m-grand/items/i-karaage-bento?eating_location=eat-in';
    navigation.at(`/restaurants/r1001/eating_locations?return_to=${encodeURIComponent(item)}`);
    api.use(restaurant({ isTakeoutAvailable: true, isEatInAvailable: true }));
    renderScreen(<EatingLocations restaurantId="r1001" />);
    fireEvent.click(await screen.findByRole('button', { name: '店内飲食' }));
    expect(navigation.push).toHaveBeenCalledWith(item);
  });

  it('error: the restaurant call fails → the common error modal with its code; no choice offered (SPEC §7 L369)', async () => {
    api.use(
      http.get(RESTAURANT_PATH, () => HttpResponse.json({ code: 'E100300004', message: 'closed' }, { status: 404 })),
    );
    renderScreen(<EatingLocations restaurantId="r1001" />);
    await expect
      .poll(() => useErrorModalStore.getState().request)
      .toMatchObject({ endpoint: 'getRestaurant', code: 'E100300004', restaurantId: 'r1001' });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('status', { name: '読み込んでいます' })).toBeNull();
  });
});
