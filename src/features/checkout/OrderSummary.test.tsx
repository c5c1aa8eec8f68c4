// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderLineItem } from '@/api/generated/models';
import { renderScreen } from '@/test/component-harness';
import { useShellStore } from '@/ui/shell/shell-store';
import { OrderLines } from './OrderLines';
import { PriceSummary } from './PriceSummary';

const karaage: OrderLineItem = {
  itemId: 'i1',
  version: 1,
  quantity: 2,
  price: 500,
  discountedPrice: 400,
  name: '唐揚げ弁当',
  nameLanguages: [{ code: 'en', text: 'Karaage bento' }],
  customizeItems: [
    {
      itemId: 'c1',
      version: 1,
      customizeGroupId: 'g1',
      quantity: 2,
      price: 100,
      name: '大盛り',
      nameLanguages: [],
      customizeItems: [],
    },
    {
      itemId: 'c2',
      version: 1,
      customizeGroupId: 'g2',
      quantity: 1,
      price: 0,
      name: '塩',
      nameLanguages: [],
      customizeItems: [],
    },
  ],
};
const bag: OrderLineItem = {
  itemId: 'o1',
  version: 1,
  quantity: 1,
  price: 5,
  name: 'レジ袋',
  nameLanguages: [],
  customizeItems: [],
};

afterEach(() => useShellStore.getState().setCartOpen(false));

describe('order summary on the order form (SPEC 6.6)', { timeout: 30_000 }, () => {
  it('lists items then option items with their customizations, quantity and discounted line price', () => {
    renderScreen(<OrderLines items={[karaage]} optionItems={[bag]} />);
    const list = within(screen.getByRole('region', { name: '注文商品' })).getAllByRole('listitem');
    expect(list.map((li) => li.textContent)).toEqual(['唐揚げ弁当×2大盛り ×2、塩￥800', 'レジ袋×1￥5']);
  });

  it('the edit button opens the cart; the complete page shows no edit button', () => {
    const { unmount } = renderScreen(<OrderLines items={[karaage]} optionItems={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'カートで変更' }));
    expect(useShellStore.getState().cartOpen).toBe(true);
    unmount();
    renderScreen(<OrderLines items={[karaage]} optionItems={[]} readOnly />);
    expect(screen.queryByRole('button', { name: 'カートで変更' })).toBeNull();
  });

  it('shows the server totals and the tax of each rate; a discount row only when there is one', () => {
    const { unmount } = renderScreen(
      <PriceSummary
        calculation={{
          subtotalPrice: 1300,
          discountPrice: 100,
          totalPrice: 1200,
          taxDetails: [{ taxRate: 'EIGHT_PERCENT', taxableAmount: 1200, taxAmount: 88 }],
        }}
      />,
    );
    const rows = screen.getAllByRole('term').map((term) => `${term.textContent}=${term.nextSibling?.textContent}`);
    expect(rows).toEqual(['小計=￥1,300', '割引=-￥100', '合計(税込)=￥1,200', '8%対象 ￥1,200 のうち消費税=￥88']);
    unmount();
    renderScreen(
      <PriceSummary calculation={{ subtotalPrice: 500, discountPrice: 0, totalPrice: 500, taxDetails: [] }} />,
    );
    expect(screen.queryByText('割引')).toBeNull();
  });

  it('while the calculation is on its way: a labelled placeholder, no figures', () => {
    renderScreen(<PriceSummary calculation={undefined} />);
    expect(screen.getByLabelText('読み込み中')).toBeTruthy();
    expect(screen.queryByRole('term')).toBeNull();
  });
});
