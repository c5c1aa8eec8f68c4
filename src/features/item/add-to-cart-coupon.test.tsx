// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useGetPricingCoupon } from '@/api/generated/endpoints/coupons/coupons';
import { getGetPricingCouponResponseMock } from '@/api/generated/endpoints/coupons/coupons.msw';
import { getUpdateCartMockHandler, getValidateCartMockHandler } from '@/api/generated/endpoints/orders/orders.msw';
import {
  getGetRestaurantMockHandler,
  getGetRestaurantResponseMock,
} from '@/api/generated/endpoints/restaurants/restaurants.msw';
import { mockApi, renderScreen, seedFaker } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { ItemPage } from './ItemPage';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

const api = mockApi();

const cola = JSON.parse(readFileSync(path.resolve(__dirname, '../../../mocks/items/i-cola.json'), 'utf8')) as object;
const RECEIVE_TIMES = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../mocks/restaurants/receive-times.json'), 'utf8'),
) as object;

/** A screen that holds the pricing coupon (as the cart's coupon bar does), so a refresh is a new call. */
function HeldCoupon() {
  useGetPricingCoupon('WELCOME100', { query: { staleTime: Number.POSITIVE_INFINITY } });
  return null;
}

/** Answers the item screen's calls; counts the pricing coupon's. */
function answerCalls(): { couponCalls: () => number } {
  let couponCalls = 0;
  seedFaker();
  const coupon = getGetPricingCouponResponseMock();
  api.use(
    getGetRestaurantMockHandler(() => getGetRestaurantResponseMock({ name: 'デモ食堂 渋谷店', nameLanguages: [] })),
    http.get('*/v1/restaurants/:restaurantId/receive_times', () => HttpResponse.json(RECEIVE_TIMES)),
    http.get('*/v1/restaurants/:restaurantId/menus/:menuId/items/:itemId', () =>
      HttpResponse.json({ item: cola, is_menu_view_only: false }),
    ),
    http.get('*/v1/pricing/coupons/WELCOME100', () => {
      couponCalls += 1;
      return HttpResponse.json(coupon);
    }),
    getValidateCartMockHandler({ isValid: true }),
    getUpdateCartMockHandler(),
  );
  return { couponCalls: () => couponCalls };
}

function renderCola() {
  return renderScreen(
    <>
      <ItemPage restaurantId="r1001" menuId="m-grand" itemId="i-cola" customizeId={null} />
      <HeldCoupon />
    </>,
  );
}

beforeEach(() => {
  navigation.at('/restaurants/r1001/menus/m-grand/items/i-cola?eating_location=takeout');
  sessionStorage.setItem('servingType', JSON.stringify('takeout'));
  sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
});

describe(
  'add-to-cart step 3 (SPEC §4 L220 "Refresh coupon data if a coupon id or code is held")',
  { timeout: 30_000 },
  () => {
    it('SPEC §4 L220: with a coupon code held, adding asks for the coupon again', async () => {
      localStorage.setItem('coupon_code', JSON.stringify('WELCOME100'));
      const calls = answerCalls();
      renderCola();
      fireEvent.click(await screen.findByRole('button', { name: /^カートに追加/ }, { timeout: 10_000 }));
      await waitFor(() => expect(calls.couponCalls()).toBe(2), { timeout: 10_000 });
      expect(navigation.push.mock.calls.length + navigation.replace.mock.calls.length).toBeGreaterThan(0);
    });

    it('SPEC §4 L220: without a held coupon, adding leaves the coupon data alone', async () => {
      const calls = answerCalls();
      renderCola();
      fireEvent.click(await screen.findByRole('button', { name: /^カートに追加/ }, { timeout: 10_000 }));
      await waitFor(
        () => expect(navigation.push.mock.calls.length + navigation.replace.mock.calls.length).toBeGreaterThan(0),
        {
          timeout: 10_000,
        },
      );
      expect(calls.couponCalls()).toBe(1);
    });
  },
);
