// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuItem } from '@/domain/testing/menu-fixtures';
import type { OrderLineItem } from '@/api/generated/models';
import type { MenuItemTree } from '@/domain/customization-types';
import { planReorder } from '@/domain/reorder';
import { renderScreen } from '@/test/component-harness';
import { ReorderChanges } from './ReorderChanges';

const line = (itemId: string, name: string, quantity: number, price: number): OrderLineItem => ({
  itemId,
  version: 1,
  quantity,
  price,
  name,
  nameLanguages: [],
  customizeItems: [],
});
const current = (itemId: string, price: number, itemState: MenuItemTree['itemState'] = 'OnSale'): MenuItemTree =>
  menuItem({
    itemId,
    version: 2,
    price,
    itemState,
    customizeGroups: [],
  });

describe('order again: what changed, shown before the cart opens (issue 12 item 4)', { timeout: 30_000 }, () => {
  it('lists each line: sold out and gone ones not added, a new price with both prices, unchanged ones as they were', () => {
    const menu: Record<string, MenuItemTree> = {
      'i-tendon': current('i-tendon', 980, 'SoldOut'),
      'i-oyakodon': current('i-oyakodon', 720),
      'i-cola': current('i-cola', 200),
    };
    const plan = planReorder(
      [
        line('i-tendon', '海老天丼', 1, 980),
        line('i-oyakodon', '親子丼', 1, 680),
        line('i-cola', 'コーラ', 2, 200),
        line('i-gone', '季節の丼', 1, 900),
      ],
      (id) => menu[id] ?? null,
      (i) => `t${i}`,
    );
    renderScreen(<ReorderChanges plan={plan} />);
    const items = within(screen.getByRole('list', { name: '前回の注文の商品' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '海老天丼: 売り切れのため追加しません',
      '親子丼 ×1: 価格が変わりました(￥680 → ￥720)',
      'コーラ ×2',
      '季節の丼: 現在のメニューにないため追加しません',
    ]);
    expect(screen.getByText(/変わった点があります/)).toBeTruthy();
  });

  it('a line over the cap says it was lowered (maxOrderCount 3), with a new price too; a used-up cap leaves one out', () => {
    const capped = (price: number): MenuItemTree => ({
      ...current('i-makunouchi', price),
      enableMaxOrderCount: true,
      maxOrderCount: 3,
    });
    const lines = [line('i-makunouchi', '特製幕の内弁当', 5, 1200), line('i-makunouchi', '特製幕の内弁当', 1, 1200)];
    const same = planReorder(
      lines,
      () => capped(1200),
      (i) => `t${i}`,
    );
    const dearer = planReorder(
      lines.slice(0, 1),
      () => capped(1300),
      (i) => `t${i}`,
    );
    renderScreen(
      <>
        <ReorderChanges plan={same} />
        <ReorderChanges plan={dearer} />
      </>,
    );
    const [first, second] = screen.getAllByRole('list', { name: '前回の注文の商品' });
    expect(
      within(first!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '特製幕の内弁当 ×3: 注文できる数の上限のため、5個から減らしました',
      '特製幕の内弁当: 注文できる数の上限に達しているため追加しません',
    ]);
    expect(within(second!).getByRole('listitem').textContent).toBe(
      '特製幕の内弁当 ×3: 注文できる数の上限のため、5個から減らしました。価格が変わりました(￥1,200 → ￥1,300)',
    );
  });

  it('nothing left to add says so', () => {
    const plan = planReorder(
      [line('i-tendon', '海老天丼', 1, 980)],
      () => null,
      (i) => `t${i}`,
    );
    renderScreen(<ReorderChanges plan={plan} />);
    expect(screen.getByText('現在のメニューでは、追加できる商品がありません。')).toBeTruthy();
  });
});
