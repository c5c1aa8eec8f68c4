// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
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
  it('detail page: name as the heading, range, usage limit and notes as text (never markup) (SPEC §2 L107a)', async () => {
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

  it('detail page: a key no code check names is asked as an id, then as a code; a 400 there reads as not found', async () => {
    const asked: string[] = [];
    api.use(
      http.get('*/v1/pricing/coupon/available', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ coupons: [] });
      }),
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
    expect(asked).toEqual([
      '/api/v1/pricing/coupon/available',
      '/api/v1/coupons/a%2Fb%3Fc',
      '/api/v1/pricing/coupons/a%2Fb%3Fc',
    ]);
  });

  it('available notice: the detail with the fetchable range; OK closes (SPEC §2 L108 §4 L244b)', () => {
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
  ] as const)('%s dialog: its title and a close button (SPEC §2 L108 §8 L416d)', (dialog, title) => {
    const onClose = vi.fn();
    renderScreen(<CouponDialogs active={{ dialog, view: null }} onClose={onClose} onLogin={vi.fn()} />);
    fireEvent.click(within(screen.getByRole('dialog', { name: title })).getByRole('button', { name: '閉じる' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('login dialog: login/register and back (SPEC §2 L108 §4 L246)', () => {
    const onClose = vi.fn();
    const onLogin = vi.fn();
    renderScreen(<CouponDialogs active={{ dialog: 'login', view: null }} onClose={onClose} onLogin={onLogin} />);
    const dialog = screen.getByRole('dialog', { name: 'ログインが必要なクーポンです' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ログイン・会員登録' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '戻る' }));
    expect([onLogin.mock.calls.length, onClose.mock.calls.length]).toEqual([1, 1]);
  });
});

describe('coupons available at the restaurant (issue 12 item 8, issue 27 item 5)', { timeout: 30_000 }, () => {
  const list = [
    pricing('WELCOME100'),
    pricing('XMAS2026', {
      dateRange: { startDate: '2026-12-20T00:00:00+09:00', finishDate: '2026-12-25T23:59:59+09:00' },
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
  const renderList = (heldCode: string | null = null, onChange = vi.fn()) => {
    api.use(getListAvailablePricingCouponsMockHandler({ coupons: list }));
    renderScreen(withBrand(<AvailableCoupons restaurantId="r1001" heldCode={heldCode} onChange={onChange} />));
    return onChange;
  };
  const unusableRow = (name: string) =>
    within(screen.getByRole('list', { name: '今は使えないクーポン' }))
      .getAllByRole('listitem')
      .find((row) => row.textContent?.includes(name));

  it('usable coupons first, each with 使う; the others greyed below with their reason and no 使う (SPEC §5 L286)', async () => {
    renderList();
    const usable = await screen.findByRole('list', { name: '使えるクーポン' });
    expect(
      within(usable)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['WELCOME100クーポン使う']);
    expect(screen.getByRole('heading', { level: 3, name: '今は使えないクーポン' })).toBeTruthy();
    for (const [code, reason] of [
      ['XMAS2026', '12月20日(日)から使えます'],
      ['SUMMER2026', '有効期限が切れています'],
      ['LIMIT1', '利用回数の上限に達しています'],
      ['MEMBER300', '会員限定です。ログインすると使えます'],
      ['OTHERSHOP', 'この店舗では使えません'],
    ]) {
      const row = unusableRow(`${code}クーポン`);
      expect(row?.textContent, code).toContain(reason);
      expect(row?.getAttribute('data-usable')).toBe('false');
      expect(screen.queryByRole('button', { name: `${code}クーポンを使う` })).toBeNull();
    }
  });

  it('a guest’s members-only coupon offers login: the login dialog opens, nothing stored (SPEC §4 L246 §6 L294a)', async () => {
    const onChange = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'ログインしてMEMBER300クーポンを使う' }));
    expect(useDialogsStore.getState().dialog).toEqual({ kind: 'login' });
    expect(localStorage.getItem('coupon_code')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('logged in, the members-only coupon is usable', async () => {
    localStorage.setItem(
      'auth',
      JSON.stringify({ accessToken: 'a', refreshToken: 'r', refreshTokenExpires: '2099-01-01T00:00:00Z' }),
    );
    renderList();
    expect(await screen.findByRole('button', { name: 'MEMBER300クーポンを使う' })).toBeTruthy();
  });

  it('the rule runs again at the tap: logged out since the list was drawn, 使う on a members-only coupon asks for login', async () => {
    localStorage.setItem(
      'auth',
      JSON.stringify({ accessToken: 'a', refreshToken: 'r', refreshTokenExpires: '2099-01-01T00:00:00Z' }),
    );
    const onChange = renderList();
    const use = await screen.findByRole('button', { name: 'MEMBER300クーポンを使う' });
    // Logged out in another tab: the browser removes the key and tells this tab.
    localStorage.removeItem('auth');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth' }));
    fireEvent.click(use);
    expect(useDialogsStore.getState().dialog).toEqual({ kind: 'login' });
    expect(localStorage.getItem('coupon_code')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a usable coupon is stored as coupon_code; the held one is marked in use (SPEC §1 L16 §3 L194f)', async () => {
    const onChange = renderList('WELCOME100');
    expect(await screen.findByText('利用中')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'WELCOME100クーポンを使う' })).toBeNull();
    cleanup();
    const onChange2 = renderList(null);
    fireEvent.click(await screen.findByRole('button', { name: 'WELCOME100クーポンを使う' }));
    expect(JSON.parse(localStorage.getItem('coupon_code') ?? 'null')).toBe('WELCOME100');
    expect(useSnackbarStore.getState().current?.message).toBe('coupons:snackbar.applied');
    expect([onChange.mock.calls.length, onChange2.mock.calls.length]).toEqual([0, 1]);
  });

  it('no usable coupon: says so, the greyed ones still listed', async () => {
    api.use(getListAvailablePricingCouponsMockHandler({ coupons: list.slice(1) }));
    renderScreen(withBrand(<AvailableCoupons restaurantId="r1001" heldCode={null} onChange={vi.fn()} />));
    expect(await screen.findByText('この店舗で使えるクーポンはありません')).toBeTruthy();
    expect(screen.getByRole('list', { name: '今は使えないクーポン' })).toBeTruthy();
  });

  it('English: the reasons in English', async () => {
    api.use(getListAvailablePricingCouponsMockHandler({ coupons: list }));
    renderScreen(withBrand(<AvailableCoupons restaurantId="r1001" heldCode={null} onChange={vi.fn()} />), {
      language: 'en',
    });
    const greyed = await screen.findByRole('list', { name: 'Not usable now' });
    expect(greyed.textContent).toContain('Valid from Sun, Dec 20');
    expect(greyed.textContent).toContain('Members only: log in to use it');
    expect(screen.getByRole('button', { name: 'Use WELCOME100クーポン' })).toBeTruthy();
  });
});
