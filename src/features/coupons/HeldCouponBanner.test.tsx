// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetPricingCouponResponseMock } from '@/api/generated/endpoints/coupons/coupons.msw';
import { mockApi, renderScreen } from '@/test/component-harness';
import { applyCouponStorage } from './coupon-storage';
import { HeldCouponBanner } from './HeldCouponBanner';

const PRICING_PATH = '*/v1/pricing/coupons/:couponCode';
const COUPON_PATH = '*/v1/coupons/:couponId';
const api = mockApi();

const hold = (key: string, value: string) => localStorage.setItem(key, JSON.stringify(value));

describe('the coupon banner (SPEC §2 L109 §4 L244b)', { timeout: 30_000 }, () => {
  it('a held code: "coupon <name> in use" once its name is in', async () => {
    hold('coupon_code', 'WELCOME100');
    api.use(
      http.get(PRICING_PATH, () =>
        HttpResponse.json(
          getGetPricingCouponResponseMock({ couponCode: 'WELCOME100', name: 'はじめてクーポン', nameLanguages: [] }),
        ),
      ),
    );
    renderScreen(<HeldCouponBanner />);
    expect((await screen.findByRole('status')).textContent).toBe('クーポン「はじめてクーポン」を利用中');
  });

  it('a held coupon id is named by its coupon call', async () => {
    hold('coupon_id', 'c-welcome');
    api.use(
      http.get(COUPON_PATH, () =>
        HttpResponse.json({
          couponId: 'c-welcome',
          name: 'ようこそクーポン',
          nameLanguages: [{ code: 'en', text: 'Welcome coupon' }],
          imageUrl: '',
          availableTimeRange: {},
          dateRangeState: { state: 'IN_DATE' },
          usageLimitCount: 1,
        }),
      ),
    );
    renderScreen(<HeldCouponBanner />, { language: 'en' });
    expect((await screen.findByRole('status')).textContent).toBe('Using coupon "Welcome coupon"');
  });

  it('the name cannot be fetched: the held code names the coupon', async () => {
    hold('coupon_code', 'SPEND2000');
    api.use(http.get(PRICING_PATH, () => HttpResponse.json({ code: 'E100100006', message: 'slow' }, { status: 429 })));
    renderScreen(<HeldCouponBanner />);
    expect((await screen.findByRole('status')).textContent).toBe('クーポン「SPEND2000」を利用中');
  });

  it('nothing held: no banner and no call; a coupon stored by the flow then shows it, removing it hides it', async () => {
    let calls = 0;
    api.use(
      http.get(PRICING_PATH, () => {
        calls += 1;
        return HttpResponse.json(
          getGetPricingCouponResponseMock({ couponCode: 'WELCOME100', name: 'はじめてクーポン', nameLanguages: [] }),
        );
      }),
    );
    renderScreen(<HeldCouponBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls).toBe(0);
    act(() => applyCouponStorage({ kind: 'code', value: 'WELCOME100' }, 'store'));
    expect((await screen.findByRole('status')).textContent).toBe('クーポン「はじめてクーポン」を利用中');
    act(() => applyCouponStorage({ kind: 'code', value: 'WELCOME100' }, 'remove'));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
