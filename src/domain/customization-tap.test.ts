import { describe, expect, it } from 'vitest';
import { quantityTap, toggleTap } from './customization-tap';
import type { MultiSelectionSetting } from '@/api/generated/models';
import { customizeItem, multiSelectionSetting, selectedGroup, selectedItem } from './testing/menu-fixtures';
import type { CustomizeItemNode, SelectedCustomizeGroup, SelectedCustomizeItem } from './customization-types';

const path = { treeId: 't1', parents: [], customizeGroupId: 'g' };
const chosen = (itemId: string, quantity: number): SelectedCustomizeItem =>
  selectedItem({
    isUnlimited: true,
    itemId,
    quantity,
    customizeGroups: [],
  });
const group = (items: SelectedCustomizeItem[], setting: Partial<MultiSelectionSetting> = {}): SelectedCustomizeGroup =>
  selectedGroup({
    customizeGroupId: 'g',
    isMultiSelection: true,
    isCheckable: false,
    multiSelectionSetting: multiSelectionSetting(setting),
    customizeItems: items,
  });
const item: CustomizeItemNode = customizeItem({ itemId: 'x', isUnlimited: true });

describe('toggleTap (SPEC 5 "Selecting an item ... first checks the limits") (SPEC §5 L271 L272 L273)', () => {
  it.each([
    ['a free group: toggled', group([]), { kind: 'apply', action: { type: 'toggleCustomizeItem', path, item } }],
    [
      "item count over the max (min = max): 'snackbar.item.maxItemSelectionCount'",
      group([chosen('a', 1), chosen('b', 1)], { minItemSelectionCount: 2, maxItemSelectionCount: 2 }),
      { kind: 'refuse', message: { key: 'snackbar.item.maxItemSelectionCount', params: { max: 2 } } },
    ],
    [
      "item count over the max (min differs): 'snackbar.item.itemSelectionCountRange'",
      group([chosen('a', 1), chosen('b', 1)], { minItemSelectionCount: 1, maxItemSelectionCount: 2 }),
      { kind: 'refuse', message: { key: 'snackbar.item.itemSelectionCountRange', params: { min: 1, max: 2 } } },
    ],
    [
      "total over the max: 'shared.limit'",
      group([chosen('a', 3)], { maxTotalSelectionCount: 3 }),
      { kind: 'refuse', message: { key: 'shared.limit', params: { max: 3 } } },
    ],
    [
      'un-choosing a chosen item is never refused',
      group([chosen('x', 1), chosen('b', 1)], { maxItemSelectionCount: 2, maxTotalSelectionCount: 2 }),
      { kind: 'apply', action: { type: 'toggleCustomizeItem', path, item } },
    ],
  ])('%s', (_name, g, expected) => {
    expect(toggleTap(g, item, path)).toEqual(expected);
  });
});

describe('quantityTap (SPEC 5 "raising a quantity first checks the limits") (SPEC §5 L271 L273 L274b)', () => {
  it.each([
    [
      'first unit inserts the item',
      group([]),
      1,
      { kind: 'apply', action: { type: 'insertCustomizeItem', path, item, quantity: 1 } },
    ],
    [
      'a further unit sets its count',
      group([chosen('x', 1)]),
      2,
      { kind: 'apply', action: { type: 'setCustomizeItemQuantity', path, itemId: 'x', quantity: 2 } },
    ],
    [
      "raising over the total max: 'shared.limit'",
      group([chosen('x', 2), chosen('b', 1)], { maxTotalSelectionCount: 3 }),
      3,
      { kind: 'refuse', message: { key: 'shared.limit', params: { max: 3 } } },
    ],
    [
      'lowering is never refused, even in an over-full group',
      group([chosen('x', 3), chosen('b', 3)], { maxTotalSelectionCount: 3 }),
      2,
      { kind: 'apply', action: { type: 'setCustomizeItemQuantity', path, itemId: 'x', quantity: 2 } },
    ],
    [
      "over the unlimited item's default max 99: 'shared.limit'",
      group([chosen('x', 99)]),
      100,
      { kind: 'refuse', message: { key: 'shared.limit', params: { max: 99 } } },
    ],
  ])('%s', (_name, g, next, expected) => {
    expect(quantityTap(g, item, next, path)).toEqual(expected);
  });
});
