// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetRestaurantMockHandler,
  getGetRestaurantResponseMock,
} from '@/api/generated/endpoints/restaurants/restaurants.msw';
import { mockApi, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { useSnackbarStore } from '@/ui/feedback/snackbar-store';
import { ItemPage } from './ItemPage';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/** The karaage bento of the contract's examples (wire format), in the state a test gives it. */
const karaage = (itemState: string) => ({
  ...(JSON.parse(readFileSync(path.resolve(__dirname, '../../../mocks/items/i-karaage-bento.json'), 'utf8')) as Record<
    string,
    unknown
  >),
  item_state: itemState,
});
const ITEM_PATH = '*/v1/restaurants/:restaurantId/menus/:menuId/items/:itemId';

const api = mockApi();
beforeEach(() => {
  navigation.at('/restaurants/r1001/menus/m-grand/items/i-karaage-bento?eating_location=takeout');
  sessionStorage.setItem('servingType', JSON.stringify('takeout'));
  sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
  useSnackbarStore.getState().hide();
  api.use(
    getGetRestaurantMockHandler(() => getGetRestaurantResponseMock({ name: 'デモ食堂 渋谷店', nameLanguages: [] })),
  );
});

async function tapAddAnother(itemState: string) {
  api.use(http.get(ITEM_PATH, () => HttpResponse.json({ item: karaage(itemState), is_menu_view_only: false })));
  renderScreen(<ItemPage restaurantId="r1001" menuId="m-grand" itemId="i-karaage-bento" customizeId={null} />);
  fireEvent.click(await screen.findByRole('button', { name: '別のカスタマイズを追加' }));
}

describe("the item screen's 'add another customization' button (SPEC 2 \"Item detail\")", { timeout: 30_000 }, () => {
  it.each(['SoldOut', 'Disabled'])(
    'an item that cannot be ordered (%s) answers with the "add customization not available" snackbar (SPEC §8 L416a)',
    async (state) => {
      await tapAddAnother(state);
      expect(useSnackbarStore.getState().current?.message).toBe('snackbar.item.addCustomizationNotAvailable');
      expect(screen.queryByRole('region', { name: 'カスタマイズ 2' })).toBeNull();
    },
  );

  it('an orderable item gets a second customization and no message (SPEC §2 L90a)', async () => {
    await tapAddAnother('OnSale');
    expect(await screen.findByRole('region', { name: 'カスタマイズ 2' })).toBeTruthy();
    expect(useSnackbarStore.getState().current).toBeNull();
  });
});
