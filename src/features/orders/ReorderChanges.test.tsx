// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderLineItem } from '@/api/generated/models';
import type { MenuItem } from '@/domain/menu-types';
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
const current = (itemId: string, price: number, itemState: MenuItem['itemState'] = 'OnSale'): MenuItem => ({
  itemId,
  version: 2,
  price,
  itemState,
  customizeGroups: [],
});

describe('order again: what changed, shown before the cart opens (issue 12 item 4)', { timeout: 30_000 }, () => {
  it('lists each line: sold out and gone ones not added, a new price with both prices, unchanged ones as they were', () => {
    const menu: Record<string, MenuItem> = {
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
