// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuthMock } from '@/api/generated/endpoints/auth/auth.msw';
import { getCouponsMock } from '@/api/generated/endpoints/coupons/coupons.msw';
import { getOrdersMock } from '@/api/generated/endpoints/orders/orders.msw';
import { getRestaurantsMock } from '@/api/generated/endpoints/restaurants/restaurants.msw';
import { BrandHome } from '@/features/brand';
import { AppShell } from '@/features/layout';
import { RecentOrdersInProgress } from '@/features/orders';
import { BrandTop } from '@/features/restaurants';
import { DEMO_BRAND } from '@/test/demo-brand';
import { mockApi, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { BrandProvider } from '@/ui/brand/BrandProvider';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * Stored auth that cannot be used (SPEC 4 "Authentication"): the brand top, composed as src/app/page.tsx and the root
 * layout compose it, answered by the generated MSW handlers, renders for a guest and never crashes; an expired refresh
 * token sends no bearer on any call. Each wrong shape is a row of src/domain/storage-hostile.test.ts; this was the
 * browser test e2e/auth.spec.ts "stored auth that cannot be used gives a guest".
 */
const api = mockApi();
afterEach(() => {
  api.server.events.removeAllListeners();
});

const AUTH = {
  accessToken: 'mock-access-token.u1001.20261121',
  refreshToken: 'mock-refresh-token.u1001.7d1c',
  refreshTokenExpires: '2026-12-21T22:00:00+09:00',
  userName: '山田 花子',
};

/** The brand top in English with `auth` stored (raw text, or a record); the Authorization header of every call. */
function openBrandTop(auth: unknown) {
  navigation.at('/');
  localStorage.setItem('auth', typeof auth === 'string' ? auth : JSON.stringify(auth));
  api.use(...getRestaurantsMock(), ...getOrdersMock(), ...getCouponsMock(), ...getAuthMock());
  const bearers: (string | null)[] = [];
  api.server.events.on('request:start', ({ request }) => {
    bearers.push(request.headers.get('authorization'));
  });
  renderScreen(
    <BrandProvider brandId="demo" result={{ ok: true, brand: DEMO_BRAND }}>
      <AppShell>
        <BrandHome>
          <RecentOrdersInProgress />
          <BrandTop />
        </BrandHome>
      </AppShell>
    </BrandProvider>,
    { language: 'en' },
  );
  return bearers;
}

async function openMyMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Open my menu' }));
  // The drawer's code loads on demand: a patience limit for a loaded machine, not a retry.
  return screen.findByRole('dialog', { name: 'My menu' }, { timeout: 30_000 });
}

describe('stored auth that cannot be used gives a guest (generated MSW handlers)', { timeout: 60_000 }, () => {
  it.each(['{"accessToken":1}', 'not json'])(
    'stored auth that cannot be used gives a guest, never a crash: auth %s (SPEC §4 L254)',
    async (bad) => {
      openBrandTop(bad);
      expect(await screen.findByRole('heading', { level: 1, name: 'Demo Shokudo' })).toBeTruthy();
      expect(within(await openMyMenu()).getByRole('button', { name: 'Log in / Register' })).toBeTruthy();
    },
  );

  it('stored auth that cannot be used gives a guest: an expired refresh token sends no bearer (SPEC §4 L254)', async () => {
    const bearers = openBrandTop({ ...AUTH, refreshTokenExpires: '2026-11-01T00:00:00+09:00' });
    expect(within(await openMyMenu()).getByRole('button', { name: 'Log in / Register' })).toBeTruthy();
    // The brand top's own calls (the restaurant list, the prefectures) have gone out.
    await expect.poll(() => bearers.length).toBeGreaterThan(0);
    expect(bearers.filter(Boolean)).toEqual([]);
  });
});
