// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetRestaurantMockHandler,
  getGetRestaurantResponseMock,
} from '@/api/generated/endpoints/restaurants/restaurants.msw';
import { MenuScreen } from '@/features/menus';
import { storedState } from '@/lib/stored-state';
import { mockApi, mockExample, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { ItemPage } from './ItemPage';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * Issue 15 item 3 "prefetch the next step's data on intent": an item card of the menu page asks for the item as a
 * finger lands on it, with the query the item sheet reads (menus useMenuItemRequest + menuItemQueryOptions), so the
 * sheet opens with the data and asks nothing. Should the card's key and the sheet's ever drift apart, the sheet would
 * ask again and these cases fail. Each case sets every input of the item query (serving type, receive time,
 * view-only flag, held coupon).
 */
const GRAND = mockExample('menus/m-grand.json') as Record<string, unknown>;
const KARAAGE = mockExample('items/i-karaage-bento.json') as Record<string, unknown>;
const ITEM_PATH = '*/v1/restaurants/:restaurantId/menus/:menuId/items/:itemId';

const api = mockApi();

/** The menu page, and the item sheet of the karaage bento once the test opens it (as the tap's navigation would). */
function MenuThenSheet() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open the sheet
      </button>
      <MenuScreen restaurantId="r1001" menuId="m-grand" />
      {open ? <ItemPage restaurantId="r1001" menuId="m-grand" itemId="i-karaage-bento" customizeId={null} /> : null}
    </>
  );
}

interface Case {
  name: string;
  address: string;
  seed: () => void;
  viewOnly: boolean;
  query: Record<string, string>;
}

const CASES: Case[] = [
  {
    name: 'takeout at a chosen time with a held coupon id: servingType, receiveTime and couponId',
    address: '/restaurants/r1001/menus/m-grand?eating_location=takeout',
    seed: () => {
      storedState.set('servingType', 'takeout');
      storedState.set('selectReceiveTimes', {
        receiveTimeType: 'time_specification',
        receiveTime: '2026-11-22T00:30:00+09:00',
      });
      storedState.set('couponId', 'c-1');
    },
    viewOnly: false,
    query: { servingType: 'takeout', receiveTime: '2026-11-21T15:30:00.000Z', couponId: 'c-1' },
  },
  {
    name: 'eat-in: servingType only',
    address: '/restaurants/r1001/menus/m-grand?eating_location=eat-in',
    seed: () => {
      storedState.set('servingType', 'eat_in');
      storedState.set('selectReceiveTimes', { receiveTimeType: 'now', receiveTime: null });
    },
    viewOnly: false,
    query: { servingType: 'eat_in' },
  },
  {
    name: 'view-only with a held coupon code: no servingType, couponCode only',
    address: '/restaurants/r1001/menus/m-grand',
    seed: () => {
      storedState.set('isMenuViewOnly', true);
      storedState.set('couponCode', 'SPRING');
    },
    viewOnly: true,
    query: { couponCode: 'SPRING' },
  },
];

beforeEach(() => {
  api.use(
    getGetRestaurantMockHandler(() => getGetRestaurantResponseMock({ name: 'デモ食堂 渋谷店', nameLanguages: [] })),
    // The menu-book popup lists the menus; not what these tests look at.
    http.get('*/v1/restaurants/:restaurantId/menus', () => delay('infinite')),
    http.get('*/v1/restaurants/:restaurantId/menus/:menuId', () => HttpResponse.json(GRAND)),
  );
});

describe('item card → item sheet: the item is asked for on intent, once', { timeout: 30_000 }, () => {
  it.each(CASES)('$name', async ({ address, seed, viewOnly, query }) => {
    navigation.at(address);
    seed();
    const asked: URL[] = [];
    api.use(
      http.get(ITEM_PATH, ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json({ item: KARAAGE, is_menu_view_only: viewOnly });
      }),
    );
    renderScreen(<MenuThenSheet />);
    const card = await screen.findByRole('link', { name: /^唐揚げ弁当/ });
    expect(asked).toEqual([]);

    fireEvent.pointerDown(card, { pointerType: 'touch' });
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]!.pathname).toBe('/api/v1/restaurants/r1001/menus/m-grand/items/i-karaage-bento');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual(query);

    // The tap's lift and focus belong to the same intent: nothing more is asked.
    fireEvent.pointerUp(card, { pointerType: 'touch' });
    fireEvent.pointerLeave(card, { pointerType: 'touch' });
    fireEvent.focus(card);

    fireEvent.click(screen.getByRole('button', { name: 'open the sheet' }));
    expect(await screen.findByRole('article', { name: '唐揚げ弁当' })).toBeTruthy();
    expect(asked).toHaveLength(1);
  });

  it('a new intent while the item is fresh asks nothing more (the stale time of the item call)', async () => {
    navigation.at(CASES[1]!.address);
    CASES[1]!.seed();
    const asked: URL[] = [];
    api.use(
      http.get(ITEM_PATH, ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json({ item: KARAAGE, is_menu_view_only: false });
      }),
    );
    renderScreen(<MenuThenSheet />);
    const card = await screen.findByRole('link', { name: /^唐揚げ弁当/ });
    fireEvent.focus(card);
    await expect.poll(() => asked.length).toBe(1);
    fireEvent.blur(card);
    fireEvent.pointerDown(card, { pointerType: 'touch' });
    fireEvent.click(screen.getByRole('button', { name: 'open the sheet' }));
    expect(await screen.findByRole('article', { name: '唐揚げ弁当' })).toBeTruthy();
    expect(asked).toHaveLength(1);
  });
});
