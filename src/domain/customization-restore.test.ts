import { describe, expect, it } from 'vitest';
import { cartCustomizeItem } from './testing/cart-fixtures';
import { customizeGroup, customizeItem, menuItem } from './testing/menu-fixtures';
import { orderItemFromCartLine } from './customization-restore';
import type { ChosenCustomization } from './cart-types';

// SPEC 2 route table "customizeId (the cart entry being edited)": the item screen opens with the cart line's choices.
const sauce = customizeGroup({
  customizeGroupId: 'sauce',
  customizeItems: [customizeItem({ itemId: 'mayo', price: 50 }), customizeItem({ itemId: 'salt', price: 0 })],
});
const item = menuItem({ itemId: 'karaage', price: 800, customizeGroups: [sauce] });

describe('orderItemFromCartLine: a cart line restored against the current menu item (SPEC §2 L43a L98)', () => {
  it.each<[string, readonly ChosenCustomization[], string[]]>([
    [
      'a choice still offered is restored with its quantity',
      [cartCustomizeItem({ itemId: 'mayo', quantity: 2, customizeGroupId: 'sauce' })],
      ['mayo×2'],
    ],
    ['a choice no longer offered is dropped', [cartCustomizeItem({ itemId: 'ponzu', customizeGroupId: 'sauce' })], []],
    [
      'a choice of another group is not taken for this one',
      [cartCustomizeItem({ itemId: 'mayo', customizeGroupId: 'side' })],
      [],
    ],
    ['no choices: the group starts empty (no defaults)', [], []],
  ])('%s', (_name, customizeItems, chosen) => {
    const restored = orderItemFromCartLine(item, { quantity: 3, customizeItems }, 'edit-1');
    expect(restored).toMatchObject({ treeId: 'edit-1', itemId: 'karaage', price: 800, quantity: 3 });
    expect(restored.customizeGroups[0]?.customizeItems.map((c) => `${c.itemId}×${c.quantity}`)).toEqual(chosen);
  });
});
