import { describe, expect, it } from 'vitest';
import { cartCustomizeItem } from './testing/cart-fixtures';
import { customizeGroup, customizeItem, menuItem } from './testing/menu-fixtures';
import { customizationCaption, orderItemFromCartLine, toCartOrderItems } from './cart-lines';
import { childPath, findGroup } from './customization-path';
import { customizationReducer, initialItemScreenState } from './customization-reducer';
import type { CartCustomizeItem, CartOrderItem, ChosenCustomization } from './cart-types';
import type { CustomizeItemNode, MenuItemTree } from './customization-types';

const cola: CustomizeItemNode = customizeItem({ itemId: 'cola', name: 'Cola', price: 0, version: 1 });
const setItem: CustomizeItemNode = customizeItem({
  itemId: 'set',
  name: 'Set',
  price: 300,
  version: 1,
  customizeGroups: [customizeGroup({ customizeGroupId: 'drink', isSelectionRequired: true, customizeItems: [cola] })],
});
const cheese: CustomizeItemNode = customizeItem({
  itemId: 'cheese',
  name: 'Cheese',
  price: 50,
  maxSelectionCount: 3,
  version: 2,
});
const burger: MenuItemTree = menuItem({
  itemId: 'burger',
  name: 'Burger',
  version: 7,
  price: 500,
  itemState: 'OnSale',
  isCouponItem: false,
  customizeGroups: [
    customizeGroup({ customizeGroupId: 'toppings', isMultiSelection: true, customizeItems: [cheese] }),
    customizeGroup({ customizeGroupId: 'set', isSelectionRequired: true, customizeItems: [setItem] }),
  ],
});

const top = { treeId: 't1', parents: [], customizeGroupId: 'toppings' };
const state = customizationReducer(initialItemScreenState(burger, 't1'), {
  type: 'insertCustomizeItem',
  path: top,
  item: cheese,
  quantity: 2,
});

describe('toCartOrderItems', () => {
  let next = 0;
  const lines = toCartOrderItems(state.orderItems, {
    newCustomizeId: () => `cid-${++next}`,
    menuId: 'm1',
    menu: { menuId: 'm1' },
    menuItem: burger,
  });

  it('one line per customization with a generated customizeId and its index (SPEC §3 L144)', () => {
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      customizeId: 'cid-1',
      customizeIndex: 0,
      itemId: 'burger',
      version: 7,
      quantity: 1,
      menuId: 'm1',
      state: 'OnSale',
    });
  });

  it("'customizeItems (nested: name, price, discountedPrice, itemId, version, quantity, campaignId, customizeGroupId)' (SPEC §3 L144)", () => {
    expect(lines[0]?.customizeItems).toEqual([
      expect.objectContaining({
        itemId: 'cheese',
        name: 'Cheese',
        price: 50,
        quantity: 2,
        version: 2,
        customizeGroupId: 'toppings',
      }),
      expect.objectContaining({
        itemId: 'set',
        customizeGroupId: 'set',
        customizeItems: [expect.objectContaining({ itemId: 'cola', customizeGroupId: 'drink' })],
      }),
    ]);
  });

  it('the subtotal is the line price: (500 + 50×2 + 300) × 1', () => {
    expect(lines[0]?.subtotalPrice).toBe(900);
  });

  it('without a menu item or menu the optional fields stay empty', () => {
    const [plain] = toCartOrderItems(state.orderItems, { newCustomizeId: () => 'x', menuId: 'm9' });
    expect(plain).toMatchObject({ customizeId: 'x', menuId: 'm9', state: undefined, isCouponItem: undefined });
  });
});

describe('orderItemFromCartLine (editing a cart entry)', () => {
  const line: CartOrderItem = {
    customizeId: 'c1',
    itemId: 'burger',
    version: 1,
    menuId: 'm1',
    quantity: 3,
    customizeItems: [
      cartCustomizeItem({ itemId: 'cheese', quantity: 2, customizeGroupId: 'toppings' }),
      cartCustomizeItem({
        itemId: 'set',
        quantity: 1,
        customizeGroupId: 'set',
        customizeItems: [cartCustomizeItem({ itemId: 'cola', customizeGroupId: 'drink' })],
      }),
      cartCustomizeItem({ itemId: 'gone', quantity: 1, customizeGroupId: 'toppings' }),
      cartCustomizeItem({ itemId: 'cheese', quantity: 1, customizeGroupId: 'elsewhere' }),
    ],
  };
  const restored = orderItemFromCartLine(burger, line, 'edit-1');

  it('restores quantity and the chosen items against the menu item; unknown choices are dropped', () => {
    expect(restored).toMatchObject({ treeId: 'edit-1', itemId: 'burger', quantity: 3, price: 500 });
    expect(
      findGroup([restored], { ...top, treeId: 'edit-1' })?.customizeItems.map((i) => `${i.itemId}×${i.quantity}`),
    ).toEqual(['cheese×2']);
    const drink = childPath({ ...top, treeId: 'edit-1', customizeGroupId: 'set' }, 'set', 'drink');
    expect(findGroup([restored], drink)?.customizeItems.map((i) => i.itemId)).toEqual(['cola']);
  });

  it('a line without customizations restores empty groups (no defaults)', () => {
    const plain = orderItemFromCartLine({ ...burger, customizeGroups: [] }, { quantity: 1 }, 't');
    expect(plain.customizeGroups).toEqual([]);
    const noItems = orderItemFromCartLine(
      menuItem({ customizeGroups: [customizeGroup({ customizeGroupId: 'g' })] }),
      { quantity: 1, customizeItems: [{ itemId: 'x', customizeGroupId: 'g' }] },
      't',
    );
    expect(noItems.customizeGroups[0]?.customizeItems).toEqual([]);
    const empty = orderItemFromCartLine(burger, { quantity: 1 }, 't');
    expect(empty.customizeGroups.map((g) => g.customizeItems.length)).toEqual([0, 0]);
  });
});

describe('customizationCaption', () => {
  const items: CartCustomizeItem[] = [
    cartCustomizeItem({ name: 'Cheese', quantity: 2 }),
    cartCustomizeItem({
      name: 'Set',
      quantity: 1,
      customizeItems: [cartCustomizeItem({ name: 'Cola' }), cartCustomizeItem({ name: 'Less ice' })],
    }),
    cartCustomizeItem({ name: '' }),
  ];
  it.each([
    [
      "'a caption of chosen customizations joined with a Japanese comma' (nested, in order; ×n above 1) (SPEC §2 L98)",
      items,
      undefined,
      'Cheese×2、Set、Cola、Less ice',
    ],
    ['no customizations: empty', undefined, undefined, ''],
    [
      'names through a language picker',
      [{ name: 'チーズ', nameLanguages: [{ code: 'en' as const, text: 'Cheese' }] }],
      (i: ChosenCustomization) => i.nameLanguages?.[0]?.text ?? '',
      'Cheese',
    ],
    ['a nameless item shows nothing', [{ quantity: 1 }], undefined, ''],
  ])('%s', (_name, list, nameOf, expected) => {
    expect(customizationCaption(list, nameOf)).toBe(expected);
  });
  it("in English: the language's list separator, not the Japanese comma", () => {
    expect(customizationCaption(items, undefined, 'en-US')).toBe('Cheese×2, Set, Cola, Less ice');
  });
});
