// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/api/api-context';
import {
  getGetPricingCouponMockHandler,
  getGetPricingCouponResponseMock,
} from '@/api/generated/endpoints/coupons/coupons.msw';
import { mockApi, renderScreen } from '@/test/component-harness';
import { CouponDetailScreen } from './CouponDetailScreen';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * The coupon detail page's states that Coupons.test.tsx leaves out: loading, a pricing-coupon code (the generated
 * handler), the out-of-date answer and a network failure. Success by coupon id and "not found" are tested there.
 */
const COUPON_PATH = '*/v1/coupons/:couponId';
const PRICING_PATH = '*/v1/pricing/coupons/:couponCode';
const notFoundById = http.get(COUPON_PATH, () =>
  HttpResponse.json({ code: 'E100800002', message: 'nf' }, { status: 404 }),
);

const api = mockApi();

describe('coupon detail page: loading, code, error states', { timeout: 30_000 }, () => {
  it('loading: the page title, a loading status and the close button; no coupon yet', async () => {
    api.use(http.get(COUPON_PATH, () => delay('infinite')));
    renderScreen(<CouponDetailScreen couponKey="c-welcome" />);
    expect(await screen.findByRole('status', { name: 'クーポンを読み込んでいます' })).toBeTruthy();
    expect(screen.getByText('クーポン')).toBeTruthy();
    expect(screen.getByRole('button', { name: '閉じる' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('success: a key that is no coupon id is asked as a pricing-coupon code; the generated coupon is shown (SPEC §2 L32a §7 L346)', async () => {
    api.use(
      notFoundById,
      getGetPricingCouponMockHandler(
        getGetPricingCouponResponseMock({
          couponCode: 'WELCOME100',
          name: 'はじめてクーポン',
          nameLanguages: [],
          imageUrl: '/mock-images/coupons/c-welcome.svg',
          dateRange: { startDate: '2026-11-01T00:00:00+09:00', finishDate: '2026-12-31T23:59:59+09:00' },
          usageCount: { limit: 2, used: 0 },
        }),
      ),
    );
    renderScreen(<CouponDetailScreen couponKey="WELCOME100" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'はじめてクーポン' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'はじめてクーポンの画像' })).toBeTruthy();
    expect(screen.getByText('2026/11/1 0:00〜2026/12/31 23:59')).toBeTruthy();
    expect(screen.getByText('お一人様2回までご利用いただけます')).toBeTruthy();
  });

  it('error: a code out of its dates shows the coupon-period copy, never the code (SPEC §7 L370 §8 L387)', async () => {
    api.use(
      notFoundById,
      http.get(PRICING_PATH, () => HttpResponse.json({ code: 'E100800004', message: 'expired' }, { status: 400 })),
    );
    renderScreen(<CouponDetailScreen couponKey="SUMMER2026" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'クーポンの利用期間外です' })).toBeTruthy();
    expect(screen.getByText('このクーポンは有効期限切れ、または利用開始前です。')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/E1\d{8}/);
  });

  it('error: a network failure keeps its own copy (not "coupon not found") (SPEC §7 L370)', async () => {
    api.use(http.get(COUPON_PATH, () => HttpResponse.error()));
    renderScreen(<CouponDetailScreen couponKey="c-welcome" />);
    expect(await screen.findByRole('heading', { level: 1, name: '通信エラー' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'クーポンが見つかりません' })).toBeNull();
  });
});

describe('which call the route key goes to first (SPEC §2 L32a §7 L344 L345 L346)', { timeout: 30_000 }, () => {
  const AVAILABLE_PATH = '*/v1/pricing/coupon/available';
  const welcome = getGetPricingCouponResponseMock({
    couponCode: 'WELCOME100',
    name: 'はじめてクーポン',
    nameLanguages: [],
    dateRange: { startDate: '2026-11-01T00:00:00+09:00', finishDate: '2026-12-31T23:59:59+09:00' },
    usageCount: { limit: 1, used: 0 },
  });
  const asked: string[] = [];
  const record = (path: string, answer: () => Response) =>
    http.get(path, ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
      return answer();
    });

  beforeEach(() => {
    asked.length = 0;
    configureApi({ brandId: 'demo' });
  });
  afterEach(() => configureApi({ brandId: null }));

  it('a code the available list names is shown from that one call: no coupon-id call, nothing failing', async () => {
    api.use(
      record(AVAILABLE_PATH, () => HttpResponse.json({ coupons: [welcome] })),
      record(COUPON_PATH, () => HttpResponse.json({ code: 'E100800002', message: 'nf' }, { status: 404 })),
      record(PRICING_PATH, () => HttpResponse.json(welcome)),
    );
    renderScreen(<CouponDetailScreen couponKey="WELCOME100" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'はじめてクーポン' })).toBeTruthy();
    expect(asked).toEqual(['/api/v1/pricing/coupon/available?brandId=demo&couponCode=WELCOME100']);
  });

  it('a key the list does not name is asked as a coupon id', async () => {
    api.use(
      record(AVAILABLE_PATH, () => HttpResponse.json({ coupons: [] })),
      record(COUPON_PATH, () =>
        HttpResponse.json({
          couponId: 'c-welcome',
          name: 'ようこそクーポン',
          nameLanguages: [],
          imageUrl: '',
          availableTimeRange: { timeFrom: '2026-11-01T00:00:00+09:00', timeTo: '2026-12-31T23:59:59+09:00' },
          dateRangeState: { state: 'IN_DATE' },
          usageLimitCount: 1,
        }),
      ),
    );
    renderScreen(<CouponDetailScreen couponKey="c-welcome" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'ようこそクーポン' })).toBeTruthy();
    expect(asked).toEqual([
      '/api/v1/pricing/coupon/available?brandId=demo&couponCode=c-welcome',
      '/api/v1/coupons/c-welcome',
    ]);
  });

  it('a failed check goes on as before: id, then code', async () => {
    api.use(
      record(AVAILABLE_PATH, () => HttpResponse.json({ code: 'E100100006', message: 'slow down' }, { status: 429 })),
      record(COUPON_PATH, () => HttpResponse.json({ code: 'E100800002', message: 'nf' }, { status: 404 })),
      record(PRICING_PATH, () => HttpResponse.json(welcome)),
    );
    renderScreen(<CouponDetailScreen couponKey="WELCOME100" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'はじめてクーポン' })).toBeTruthy();
    expect(asked.map((call) => call.split('?')[0])).toEqual([
      '/api/v1/pricing/coupon/available',
      '/api/v1/coupons/WELCOME100',
      '/api/v1/pricing/coupons/WELCOME100',
    ]);
  });
});
