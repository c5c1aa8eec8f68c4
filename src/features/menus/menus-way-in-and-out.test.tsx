// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { MenuListScreen } from './MenuListScreen';
import { MenuScreen } from './MenuScreen';

// The route's own parameters, as Next gives them on the menu pages (the error page's button reads the restaurant).
vi.mock('next/navigation', async () => ({
  ...(await import('@/test/next-navigation')),
  useParams: () => ({ restaurantId: 'r1001', menuId: 'm-grand' }),
}));

/**
 * The way in and out of the menus (SPEC 2 "Error page", SPEC 4 "Menus and receive time"): without a stored receive
 * time the menu pages go to the restaurant's callback page; the menu call answering the contract's menuNotFound
 * example (E100400002) shows its error page, whose button leads back to the menu list. This was the browser test
 * e2e/menus.spec.ts "the way in and out of the menus".
 */
const R = '/restaurants/r1001';
const api = mockApi();

describe('the way in and out of the menus (MSW)', { timeout: 30_000 }, () => {
  it('without a stored receive time (not view-only) the menu list and the menu page go to the restaurant callback page (SPEC §4 L240)', async () => {
    api.use(http.get('*/v1/*', () => delay('infinite')));
    navigation.at(`${R}/menus?eating_location=takeout`);
    const list = renderScreen(<MenuListScreen restaurantId="r1001" />);
    await expect.poll(() => navigation.replace.mock.calls.at(0)?.[0]).toMatch(new RegExp(`^${R}/callback(\\?|$)`));
    list.unmount();

    navigation.at(`${R}/menus/m-grand?eating_location=takeout`);
    renderScreen(<MenuScreen restaurantId="r1001" menuId="m-grand" />);
    await expect.poll(() => navigation.replace.mock.calls.at(0)?.[0]).toMatch(new RegExp(`^${R}/callback(\\?|$)`));
  });

  it('a forced menuNotFound shows the error page with the way back to the menu list (SPEC §2 L118b §8 L403)', async () => {
    navigation.at(`${R}/menus/m-grand?eating_location=takeout`);
    sessionStorage.setItem('servingType', JSON.stringify('takeout'));
    sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
    api.use(
      // The menu-book popup lists the menus; not what this test looks at.
      http.get('*/v1/restaurants/:restaurantId/menus', () => delay('infinite')),
      http.get('*/v1/restaurants/:restaurantId/menus/:menuId', () =>
        HttpResponse.json({ code: 'E100400002', message: 'menu not found' }, { status: 404 }),
      ),
    );
    renderScreen(<MenuScreen restaurantId="r1001" menuId="m-grand" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'メニューが見つかりません' })).toBeTruthy();
    expect(screen.getByText('このメニューは見つかりませんでした。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'メニュー一覧へ' }));
    expect(navigation.push).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^${R}/menus(\\?|$)`)));
  });
});
