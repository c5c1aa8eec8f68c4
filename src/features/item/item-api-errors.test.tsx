// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetRestaurantMockHandler,
  getGetRestaurantResponseMock,
} from '@/api/generated/endpoints/restaurants/restaurants.msw';
import { mockApi, mockExample, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { ErrorModal } from '@/ui/feedback/ErrorModal';
import { ItemPage } from './ItemPage';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * The item screen when the API refuses (SPEC 7 "Item detail", SPEC 8): the item call's own error view, and the
 * validation call's refusals on add, with the common error modal mounted beside the screen as the shell mounts it.
 * The item is the contract's example (mocks/items, wire format); the errors are the contract's named examples.
 */
const ITEM_PATH = '*/v1/restaurants/:restaurantId/menus/:menuId/items/:itemId';
const VALIDATE_PATH = '*/v1/orders/cart/validate';
const karaage = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../mocks/items/i-karaage-bento.json'), 'utf8'),
) as object;
const receiveTimes = mockExample('restaurants/receive-times.json') as object;
/** The contract's named error examples (openapi.yaml components/examples). */
const ITEM_SOLD_OUT = { code: 'E100200006', message: 'item sold out' };
const INVALID_ARGUMENT = { code: 'E100100001', message: 'invalid argument' };

const api = mockApi();

/** Answers the item (counting the calls) and the restaurant's data the screen reads beside it. */
function answerItem(): { itemCalls: () => number } {
  let itemCalls = 0;
  api.use(
    getGetRestaurantMockHandler(() => getGetRestaurantResponseMock({ name: 'デモ食堂 渋谷店', nameLanguages: [] })),
    http.get('*/v1/restaurants/:restaurantId/receive_times', () => HttpResponse.json(receiveTimes)),
    http.get(ITEM_PATH, () => {
      itemCalls += 1;
      return HttpResponse.json({ item: karaage, is_menu_view_only: false });
    }),
  );
  return { itemCalls: () => itemCalls };
}

function renderKaraage() {
  return renderScreen(
    <>
      <ItemPage restaurantId="r1001" menuId="m-grand" itemId="i-karaage-bento" customizeId={null} />
      <ErrorModal />
    </>,
  );
}

const addButton = () => screen.findByRole('button', { name: /^カートに追加/ }, { timeout: 10_000 });

beforeEach(() => {
  navigation.at('/restaurants/r1001/menus/m-grand/items/i-karaage-bento?eating_location=takeout');
  sessionStorage.setItem('servingType', JSON.stringify('takeout'));
  sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
});

describe('the item screen when the API refuses (MSW, contract examples)', { timeout: 30_000 }, () => {
  it('getMenuItem answered itemSoldOut: the sold-out error view for the item call, with the way to the menu list (SPEC §7 L367c)', async () => {
    answerItem();
    api.use(http.get(ITEM_PATH, () => HttpResponse.json(ITEM_SOLD_OUT, { status: 409 })));
    renderKaraage();
    expect(await screen.findByRole('heading', { name: '売り切れです' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('申し訳ありません。この商品は売り切れました。')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'メニュー一覧へ' })).toBeTruthy();
  });

  it('validateCart answered itemSoldOut: the error modal opens, nothing is added, and the item is then marked sold out with its add button disabled (SPEC §2 L104a §8 L396)', async () => {
    answerItem();
    api.use(http.post(VALIDATE_PATH, () => HttpResponse.json(ITEM_SOLD_OUT, { status: 409 })));
    renderKaraage();
    fireEvent.click(await addButton());
    const modal = await screen.findByRole('dialog', { name: '売り切れです' }, { timeout: 10_000 });
    expect(localStorage.getItem('cart')).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: '閉じる' }));
    const soldOut = await screen.findByRole<HTMLButtonElement>('button', { name: '売り切れ' }, { timeout: 10_000 });
    expect(soldOut.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /^カートに追加/ })).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('validateCart answered invalidArgument: the item is asked for again and the modal explains; nothing is added (SPEC §4 L223 §8 L381)', async () => {
    const { itemCalls } = answerItem();
    api.use(http.post(VALIDATE_PATH, () => HttpResponse.json(INVALID_ARGUMENT, { status: 400 })));
    renderKaraage();
    const add = await addButton();
    const before = itemCalls();
    fireEvent.click(add);
    expect(await screen.findByRole('dialog', { name: '入力内容に誤りがあります' }, { timeout: 10_000 })).toBeTruthy();
    await expect.poll(itemCalls).toBeGreaterThan(before);
    expect(localStorage.getItem('cart')).toBeNull();
  });
});
