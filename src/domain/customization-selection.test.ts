import { describe, expect, it } from 'vitest';
import { customizeGroup, customizeItem, menuItem, multiSelectionSetting } from './testing/menu-fixtures';
import {
  createOrderItem,
  defaultCustomizeItem,
  defaultSelectedGroups,
  selectCustomizeItem,
} from './customization-selection';
import type { CustomizeGroupNode, CustomizeItemNode } from './customization-types';

const paid: CustomizeItemNode = customizeItem({ itemId: 'paid', price: 100 });
const free: CustomizeItemNode = customizeItem({ itemId: 'free', price: 0 });
const freeByDiscount: CustomizeItemNode = customizeItem({ itemId: 'disc', price: 50, discountedPrice: 0 });
const marked: CustomizeItemNode = customizeItem({ itemId: 'marked', price: 80, isDefaultSelection: true });
const soldOutMarked: CustomizeItemNode = customizeItem({
  itemId: 'som',
  price: 0,
  isDefaultSelection: true,
  itemState: 'SoldOut',
});
const soldOutFree: CustomizeItemNode = customizeItem({ itemId: 'sof', price: 0, itemState: 'SoldOut' });

const required = (items: CustomizeItemNode[]): CustomizeGroupNode =>
  customizeGroup({
    customizeGroupId: 'g',
    isSelectionRequired: true,
    customizeItems: items,
  });

describe('defaultCustomizeItem (SPEC §4 L211)', () => {
  it.each([
    ["'the first available item marked default'", required([paid, free, marked]), 'marked'],
    [
      "'Sold-out items are skipped' (a sold-out default is passed over)",
      required([paid, soldOutMarked, marked]),
      'marked',
    ],
    ["'Otherwise it is the first available item, preferring one with zero price'", required([paid, free]), 'free'],
    ['zero price counts the discounted price', required([paid, freeByDiscount]), 'disc'],
    ['a price of 0 counts as zero', required([paid, customizeItem({ itemId: 'noprice' })]), 'noprice'],
    ['a sold-out zero-price item is skipped', required([soldOutFree, paid]), 'paid'],
    ['no zero price: the first available item', required([paid, customizeItem({ itemId: 'p2', price: 10 })]), 'paid'],
    [
      'a group flagged isDefaultSelection gets the fallback too',
      customizeGroup({ isDefaultSelection: true, customizeItems: [paid, free] }),
      'free',
    ],
    [
      'an item marked default is chosen in an optional group',
      customizeGroup({ customizeItems: [paid, marked] }),
      'marked',
    ],
    [
      "'Otherwise it is the first available item, preferring one with zero price' in an optional radio group too",
      customizeGroup({ customizeItems: [paid, free] }),
      'free',
    ],
    [
      'an optional multi-select group without counters gets its zero-price item',
      customizeGroup({ isMultiSelection: true, customizeItems: [paid, freeByDiscount] }),
      'disc',
    ],
    [
      'an optional group skips a sold-out zero-price item',
      customizeGroup({ customizeItems: [soldOutFree, paid, free] }),
      'free',
    ],
    [
      'an optional group whose items all cost something starts empty',
      customizeGroup({ customizeItems: [paid] }),
      undefined,
    ],
    [
      'a checkable group (optional, multi-select, counter) starts unchecked',
      customizeGroup({
        isMultiSelection: true,
        multiSelectionSetting: multiSelectionSetting({ showCounter: true }),
        customizeItems: [free, customizeItem({ itemId: 'many', price: 0, maxSelectionCount: 3 })],
      }),
      undefined,
    ],
    [
      'a checkable group flagged isDefaultSelection gets the fallback',
      customizeGroup({
        isMultiSelection: true,
        isDefaultSelection: true,
        multiSelectionSetting: multiSelectionSetting({ showCounter: true }),
        customizeItems: [paid, { ...free, isUnlimited: true }],
      }),
      'free',
    ],
    ['everything sold out: none', required([soldOutFree, soldOutMarked]), undefined],
    ['no items: none', required([]), undefined],
  ])('%s', (_name, group, expected) => {
    expect(defaultCustomizeItem(group)?.itemId).toBe(expected);
  });
});

describe('building the selection', () => {
  const nested: CustomizeItemNode = customizeItem({
    itemId: 'set',
    price: 0,
    customizeGroups: [
      customizeGroup({ customizeGroupId: 'drink', isSelectionRequired: true, customizeItems: [paid, free] }),
    ],
  });

  it('a chosen item gets quantity 1 and its nested groups default', () => {
    const chosen = selectCustomizeItem(nested);
    expect(chosen.quantity).toBe(1);
    expect(chosen.customizeGroups[0]?.customizeItems.map((item) => item.itemId)).toEqual(['free']);
  });

  it('one selection group per definition group, empty when no default', () => {
    const groups = defaultSelectedGroups([
      required([nested]),
      customizeGroup({ customizeGroupId: 'opt', customizeItems: [paid] }),
    ]);
    expect(groups.map((g) => g.customizeItems.length)).toEqual([1, 0]);
  });

  it.each([
    ['quantity starts at 1', menuItem({ itemId: 'x' }), 1],
    ['no groups gives no groups', menuItem({ itemId: 'x', price: 300 }), 1],
  ])('createOrderItem: %s', (_name, menuItem, quantity) => {
    const orderItem = createOrderItem(menuItem, 'tree-1');
    expect(orderItem).toMatchObject({ treeId: 'tree-1', itemId: 'x', quantity, customizeGroups: [] });
  });

  it('createOrderItem applies defaults to the menu item groups', () => {
    const orderItem = createOrderItem(
      menuItem({ itemId: 'burger', price: 500, isAlcohol: false, customizeGroups: [required([paid, free])] }),
      't',
    );
    expect(orderItem.price).toBe(500);
    expect(orderItem.customizeGroups[0]?.customizeItems[0]?.itemId).toBe('free');
  });
});
