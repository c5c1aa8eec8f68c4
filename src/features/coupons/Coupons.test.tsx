// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getGetCouponMockHandler,
  getListAvailablePricingCouponsMockHandler,
} from '@/api/generated/endpoints/coupons/coupons.msw';
import type { Coupon, PricingCoupon } from '@/api/generated/models';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import { useSnackbarStore } from '@/ui/feedback/snackbar-store';
import { useDialogsStore } from '@/ui/feedback/dialogs-store';
import { mockApi, renderScreen } from '@/test/component-harness';
import { AvailableCoupons } from './AvailableCoupons';
import { CouponDetailScreen } from './CouponDetailScreen';
import { CouponDialogs } from './CouponDialogs';
import { couponView } from './coupon-view';

const router = { back: vi.fn(), push: vi.fn(), replace: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, useParams: () => ({}) }));

const api = mockApi();
afterEach(() => {
  vi.clearAllMocks();
});

const welcome: Coupon = {
  couponId: 'c-welcome',
  name: 'はじめてクーポン',
  nameLanguages: [{ code: 'en', text: 'Welcome coupon' }],
  imageUrl: '/mock-images/coupons/c-welcome.svg',
  availableTimeRange: { timeFrom: '2026-11-01T00:00:00+09:00', timeTo: '2026-12-31T23:59:59+09:00' },
  dateRangeState: { state: 'IN_DATE' },
  usageLimitCount: 1,
  note: '<b>お一人様1回限り</b>',
};

const pricing = (code: string, overrides: Partial<PricingCoupon> = {}): PricingCoupon => ({
  couponCode: code,
  name: `${code}クーポン`,
  nameLanguages: [],
  couponType: 'DISCOUNT_ALL_ITEMS',
  loginRequired: false,
  dateRange: { startDate: '2026-11-01T00:00:00+09:00', finishDate: '2026-12-31T23:59:59+09:00' },
  fetchableDateRange: { startDate: '2026-11-01T00:00:00+09:00', finishDate: '2026-12-31T23:59:59+09:00' },
  usageCount: { limit: 1, used: 0 },
  targetRestaurantIds: [],
  dateRangeState: { state: 'IN_DATE' },
  fetchableDateRangeState: { state: 'IN_DATE' },
  unavailableReason: { reason: 'UNSPECIFIED' },
  ...overrides,
});

function withBrand(ui: ReactNode) {
  return (
    <BrandProvider brandId="demo" result={{ ok: false, status: 404, code: 'E100100002', endpoint: 'getBrand' }}>
      {ui}
    </BrandProvider>
  );
}

describe('coupon screens (SPEC 2 "Coupon screens")', { timeout: 30_000 }, () => {
  it('detail page: name as the heading, range, usage limit and notes as text (never markup)', async () => {
    api.use(getGetCouponMockHandler(welcome));
    renderScreen(<CouponDetailScreen couponKey="c-welcome" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'はじめてクーポン' })).toBeTruthy();
    expect(screen.getByText('2026/11/1 0:00〜2026/12/31 23:59')).toBeTruthy();
    expect(screen.getByText('お一人様1回までご利用いただけます')).toBeTruthy();
    expect(screen.getByText('<b>お一人様1回限り</b>')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(router.push).toHaveBeenCalledWith('/');
  });

  it('detail page: a malformed key asks nothing and shows the coupon not-found screen', async () => {
    renderScreen(withBrand(<CouponDetailScreen couponKey={'A'.repeat(2000)} />));
    expect(await screen.findByRole('heading', { level: 1, name: 'クーポンが見つかりません' })).toBeTruthy();
  });

  it('detail page: an id not found is asked again as a code; a 400 there reads as not found', async () => {
    const asked: string[] = [];
    api.use(
      http.get('*/v1/coupons/:id', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ code: 'E100800002', message: 'nf' }, { status: 404 });
      }),
      http.get('*/v1/pricing/coupons/:code', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ code: 'E100100001', message: 'bad' }, { status: 400 });
      }),
    );
    renderScreen(withBrand(<CouponDetailScreen couponKey="a/b?c" />));
    expect(await screen.findByRole('heading', { level: 1, name: 'クーポンが見つかりません' })).toBeTruthy();
    expect(asked).toEqual(['/api/v1/coupons/a%2Fb%3Fc', '/api/v1/pricing/coupons/a%2Fb%3Fc']);
  });

  it('available notice: the detail with the fetchable range; OK closes', () => {
    const onClose = vi.fn();
    const view = couponView({ kind: 'code', coupon: pricing('WELCOME100') });
    renderScreen(<CouponDialogs active={{ dialog: 'availableNotice', view }} onClose={onClose} onLogin={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'クーポンが利用できます' });
    expect(within(dialog).getByText('取得できる期間：2026/11/1 0:00〜2026/12/31 23:59')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { level: 2, name: 'WELCOME100クーポン' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['expired', 'クーポンの有効期限が切れています'],
    ['unavailable', 'クーポンを利用できません'],
    ['restaurantNotAvailable', 'この店舗では利用できません'],
    ['notFound', 'クーポンが見つかりません'],
  ] as const)('%s dialog: its title and a close button', (dialog, title) => {
    const onClose = vi.fn();
    renderScreen(<CouponDialogs active={{ dialog, view: null }} onClose={onClose} onLogin={vi.fn()} />);
    fireEvent.click(within(screen.getByRole('dialog', { name: title })).getByRole('button', { name: '閉じる' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('login dialog: login/register and back', () => {
    const onClose = vi.fn();
    const onLogin = vi.fn();
    renderScreen(<CouponDialogs active={{ dialog: 'login', view: null }} onClose={onClose} onLogin={onLogin} />);
    const dialog = screen.getByRole('dialog', { name: 'ログインが必要なクーポンです' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ログイン・会員登録' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '戻る' }));
    expect([onLogin.mock.calls.length, onClose.mock.calls.length]).toEqual([1, 1]);
  });
});

describe('coupons available at the restaurant (issue 12 item 8)', { timeout: 30_000 }, () => {
  const list = [
    pricing('WELCOME100'),
    pricing('XMAS2026', {
      fetchableDateRangeState: { state: 'BEFORE_DATE' },
      dateRangeState: { state: 'BEFORE_DATE' },
    }),
    pricing('SUMMER2026', {
      fetchableDateRangeState: { state: 'AFTER_DATE' },
      dateRangeState: { state: 'AFTER_DATE' },
    }),
    pricing('LIMIT1', { unavailableReason: { reason: 'LIMIT_REACHED' } }),
    pricing('MEMBER300', { loginRequired: true }),
    pricing('OTHERSHOP', { targetRestaurantIds: ['r9001'] }),
  ];

  it.each([
    ['"fetchable-before": XMAS2026', 'XMAS2026', 'fetchableBefore'],
    ['"expired": SUMMER2026', 'SUMMER2026', 'expired'],
    ['"unavailable": LIMIT1 (limit reached)', 'LIMIT1', 'unavailable'],
    ['"unavailable": OTHERSHOP (another restaurant)', 'OTHERSHOP', 'unavailable'],
  ])('%s: its snackbar, nothing stored', async (_name, code, snackbar) => {
    api.use(getListAvailablePricingCouponsMockHandler({ coupons: list }));
    const onChange = vi.fn();
    renderScreen(withBrand(<AvailableCoupons restaurantId="r1001" heldCode={null} onChange={onChange} />));
    fireEvent.click(await screen.findByRole('button', { name: `${code}クーポンを使う` }));
    expect(useSnackbarStore.getState().current?.message).toBe(`coupons:snackbar.${snackbar}`);
    expect(localStorage.getItem('coupon_code')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a guest applying a login-required coupon gets the login dialog', async () => {
    api.use(getListAvailablePricingCouponsMockHandler({ coupons: list }));
    renderScreen(withBrand(<AvailableCoupons restaurantId="r1001" heldCode={null} onChange={vi.fn()} />));
    fireEvent.click(await screen.findByRole('button', { name: 'MEMBER300クーポンを使う' }));
    expect(useDialogsStore.getState().dialog).toEqual({ kind: 'login' });
  });

  it('a usable coupon is stored as coupon_code; the held one is marked in use', async () => {
    api.use(getListAvailablePricingCouponsMockHandler({ coupons: list }));
    const onChange = vi.fn();
    renderScreen(withBrand(<AvailableCoupons restaurantId="r1001" heldCode="LIMIT1" onChange={onChange} />));
    fireEvent.click(await screen.findByRole('button', { name: 'WELCOME100クーポンを使う' }));
    expect(JSON.parse(localStorage.getItem('coupon_code') ?? 'null')).toBe('WELCOME100');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('利用中')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'LIMIT1クーポンを使う' })).toBeNull();
  });
});
