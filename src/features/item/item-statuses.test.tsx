// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetRestaurantMockHandler,
  getGetRestaurantResponseMock,
} from '@/api/generated/endpoints/restaurants/restaurants.msw';
import type { Language } from '@/domain/language';
import { mockApi, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { SnackbarHost } from '@/ui/feedback/SnackbarHost';
import { ItemPage } from './ItemPage';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * Item statuses name themselves (SPEC 2 "Item detail", SPEC 4 "Item detail", SPEC 5): each item is the contract's
 * example in mocks/items (wire format), at the moment the browser suite pins (2026-11-21 22:00 JST, takeout "now"),
 * with the contract's receive windows. This was the browser test e2e/item.spec.ts "item statuses name themselves";
 * the item sheet's axe run stays in the browser (e2e/item.spec.ts "customizes the karaage bento").
 */
const item = (id: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../../mocks/items/${id}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
const ITEM_PATH = '*/v1/restaurants/:restaurantId/menus/:menuId/items/:itemId';
const RECEIVE_TIMES = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../mocks/restaurants/receive-times.json'), 'utf8'),
) as Record<string, unknown>;

const api = mockApi();
afterEach(() => {
  vi.useRealTimers();
});
beforeEach(() => {
  vi.setSystemTime(new Date('2026-11-21T22:00:00+09:00'));
  sessionStorage.setItem('servingType', JSON.stringify('takeout'));
  sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
  api.use(
    getGetRestaurantMockHandler(() => getGetRestaurantResponseMock({ name: 'デモ食堂 渋谷店', nameLanguages: [] })),
    http.get('*/v1/restaurants/:restaurantId/receive_times', () => HttpResponse.json(RECEIVE_TIMES)),
  );
});

/** The item page of `itemId` at `restaurantId`, its item call answering the example (view-only when asked). */
function openItem(itemId: string, { restaurantId = 'r1001', viewOnly = false, language = 'ja' as Language } = {}) {
  navigation.at(`/restaurants/${restaurantId}/menus/m-grand/items/${itemId}`);
  api.use(http.get(ITEM_PATH, () => HttpResponse.json({ item: item(itemId), is_menu_view_only: viewOnly })));
  return renderScreen(
    <>
      <ItemPage restaurantId={restaurantId} menuId="m-grand" itemId={itemId} customizeId={null} />
      <SnackbarHost />
    </>,
    { language },
  );
}

const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

describe('item statuses name themselves (contract examples)', { timeout: 30_000 }, () => {
  it('sold-out item: the button is disabled with the sold-out label; raising the quantity explains why (SPEC §2 L88 L90a L90b §4 L203 §5 L276e L278)', async () => {
    openItem('i-tendon');
    expect(await screen.findByRole('heading', { level: 2, name: '海老天丼' })).toBeTruthy();
    expect(disabled(screen.getByRole('button', { name: '売り切れ' }))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '数量を増やす' }));
    expect(await screen.findByText('この商品は売り切れです')).toBeTruthy();
  });

  it('disabled and overtime items name their status; overtime asks about the receive time (SPEC §2 L90b §4 L202 L204 L225d §5 L278)', async () => {
    const udon = openItem('i-nabeyaki-udon');
    expect(disabled(await screen.findByRole('button', { name: '現在ご注文いただけません' }))).toBe(true);
    udon.unmount();
    openItem('i-roll-cake');
    fireEvent.click(await screen.findByRole('button', { name: '受取時間外のためご注文いただけません' }));
    expect(await screen.findByRole('dialog', { name: '受取時間外の商品です' })).toBeTruthy();
  });

  it('time notes and discounted price: campaign end, sale end, latest receive time past midnight (SPEC §2 L88 §3 L134c)', async () => {
    const teriyaki = openItem('i-teriyaki-bento');
    expect(await screen.findByRole('heading', { level: 2, name: '照り焼きチキン弁当' })).toBeTruthy();
    expect(screen.getByText('秋のキャンペーン 100円引き')).toBeTruthy();
    expect(screen.getByText('キャンペーン終了：11/30 23:59')).toBeTruthy();
    expect(screen.getByTestId('item-total').textContent).toBe('￥820');
    teriyaki.unmount();
    const hamburg = openItem('i-hamburg-bento');
    expect(await screen.findByText('セール終了：11/24 23:00')).toBeTruthy();
    expect(screen.getByText('通常価格')).toBeTruthy();
    hamburg.unmount();
    openItem('i-beer');
    expect(await screen.findByText('最終受取時間：24:30')).toBeTruthy();
  });

  it('the sheet speaks English (SPEC §2 L90a)', async () => {
    openItem('i-karaage-bento', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Karaage bento' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Rice portion' })).toBeTruthy();
    expect(screen.getByText('※1–2 kinds / 1–3 in total')).toBeTruthy();
    expect(disabled(screen.getByRole('button', { name: /^Add to cart/ }))).toBe(false);
    expect(screen.getByRole('button', { name: 'Add another customization' })).toBeTruthy();
  });

  it('view-only item: look but not order (SPEC §1 L22 §3 L194n §6 L296 §7 L367a)', async () => {
    openItem('i-salmon-bento', { restaurantId: 'r1006', viewOnly: true });
    expect(await screen.findByRole('heading', { level: 2, name: '鮭の塩焼き弁当' })).toBeTruthy();
    expect(disabled(screen.getByRole('button', { name: '閲覧専用メニューのためご注文いただけません' }))).toBe(true);
    await waitFor(() => expect(localStorage.getItem('isMenuViewOnly')).toBe('true'));
    expect(screen.getByRole('heading', { level: 2, name: '鮭の塩焼き弁当' })).toBeTruthy();
    expect(disabled(screen.getByRole('button', { name: '閲覧専用メニューのためご注文いただけません' }))).toBe(true);
  });
});
