import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderItem } from './testing/cart-fixtures';
import { areGroupsValid, areOrderItemsValid, isGroupChecked, isGroupValid } from './customization-validation';
import type { MultiSelectionSetting } from '@/api/generated/models';
import { multiSelectionSetting, selectedGroup, selectedItem } from './testing/menu-fixtures';
import type { SelectedCustomizeGroup, SelectedCustomizeItem } from './customization-types';

const chosen = (itemId: string, quantity = 1, customizeGroups: SelectedCustomizeGroup[] = []): SelectedCustomizeItem =>
  selectedItem({
    itemId,
    quantity,
    isUnlimited: true,
    customizeGroups,
  });

function multi(
  items: SelectedCustomizeItem[],
  setting: Partial<MultiSelectionSetting> = {},
  extra: Partial<SelectedCustomizeGroup> = {},
): SelectedCustomizeGroup {
  return selectedGroup({
    isMultiSelection: true,
    multiSelectionSetting: multiSelectionSetting(setting),
    customizeItems: items,
    ...extra,
  });
}

const checkable = { isCheckable: true };
const invalidNested = multi([], {}, { isSelectionRequired: true });

describe('isGroupValid', () => {
  it.each([
    [
      "'when selection is required, at least one item is needed': none chosen (SPEC §5 L270a)",
      multi([], {}, { isSelectionRequired: true }),
      false,
    ],
    ['required with one item', multi([chosen('a')], {}, { isSelectionRequired: true }), true],
    ['optional, nothing chosen, no limits', multi([]), true],
    [
      "'The number of distinct items chosen must lie within the min ... of itemSelectionCount' (SPEC §5 L270b)",
      multi([chosen('a')], { minItemSelectionCount: 2 }),
      false,
    ],
    ['distinct items at min', multi([chosen('a'), chosen('b')], { minItemSelectionCount: 2 }), true],
    [
      "'...and max of itemSelectionCount' (SPEC §5 L270b)",
      multi([chosen('a'), chosen('b'), chosen('c')], { maxItemSelectionCount: 2 }),
      false,
    ],
    ['distinct items at max', multi([chosen('a'), chosen('b')], { maxItemSelectionCount: 2 }), true],
    [
      "'The total quantity must lie within the min ... of totalSelectionCount' (SPEC §5 L270c)",
      multi([chosen('a', 2)], { minTotalSelectionCount: 3 }),
      false,
    ],
    ['total at min', multi([chosen('a', 2), chosen('b')], { minTotalSelectionCount: 3 }), true],
    [
      "'...and max of totalSelectionCount' (SPEC §5 L270c)",
      multi([chosen('a', 4), chosen('b', 2)], { maxTotalSelectionCount: 5 }),
      false,
    ],
    [
      "'A max of 0 ... means unlimited' (SPEC §5 L270f)",
      multi([chosen('a', 50), chosen('b', 50)], { maxItemSelectionCount: 0, maxTotalSelectionCount: 0 }),
      true,
    ],
    ["'or missing means unlimited' (SPEC §5 L270f)", multi([chosen('a', 99), chosen('b', 99), chosen('c', 99)]), true],
    ["'Nested groups must be valid too' (SPEC §5 L270d)", multi([chosen('a', 1, [invalidNested])]), false],
    ['valid nested groups', multi([chosen('a', 1, [multi([chosen('n')], {}, { isSelectionRequired: true })])]), true],
    [
      "'A checkable group that is not checked is valid' (SPEC §5 L270e)",
      multi([], { minTotalSelectionCount: 2 }, checkable),
      true,
    ],
    [
      'a checked (ticked) checkable group is validated',
      multi([], { minTotalSelectionCount: 2 }, { ...checkable, isChecked: true }),
      false,
    ],
    [
      'a checkable group holding items is checked and validated',
      multi([chosen('a')], { minTotalSelectionCount: 2 }, checkable),
      false,
    ],
    [
      'a radio holding two items is invalid',
      selectedGroup({ customizeGroupId: 'r', customizeItems: [chosen('a'), chosen('b')] }),
      false,
    ],
  ])('%s', (_name, group, expected) => {
    expect(isGroupValid(group)).toBe(expected);
  });

  it.each([
    ['ticked', multi([], {}, { isChecked: true }), true],
    ['has items', multi([chosen('a')]), true],
    ['neither', multi([], {}, { isChecked: false }), false],
  ])('isGroupChecked: %s', (_name, group, expected) => {
    expect(isGroupChecked(group)).toBe(expected);
  });

  it('areGroupsValid / areOrderItemsValid need every group valid', () => {
    expect(areGroupsValid([multi([]), invalidNested])).toBe(false);
    expect(areGroupsValid([])).toBe(true);
    expect(areOrderItemsValid([orderItem({ treeId: 't', quantity: 1, customizeGroups: [multi([])] })])).toBe(true);
    expect(areOrderItemsValid([orderItem({ treeId: 't', quantity: 1, customizeGroups: [invalidNested] })])).toBe(false);
  });
});

describe('property: validation never accepts a selection outside its bounds', () => {
  const limit = fc.integer({ min: 0, max: 6 });
  const arbitraryGroup = fc
    .record({
      isMultiSelection: fc.boolean(),
      isSelectionRequired: fc.boolean(),
      isCheckable: fc.boolean(),
      isChecked: fc.boolean(),
      minItem: limit,
      maxItem: limit,
      minTotal: limit,
      maxTotal: limit,
      quantities: fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 6 }),
    })
    .map((r): SelectedCustomizeGroup =>
      selectedGroup({
        customizeGroupId: 'g',
        isMultiSelection: r.isMultiSelection,
        isSelectionRequired: r.isSelectionRequired,
        isCheckable: r.isCheckable,
        isChecked: r.isChecked,
        multiSelectionSetting: multiSelectionSetting({
          minItemSelectionCount: r.minItem,
          maxItemSelectionCount: r.maxItem,
          minTotalSelectionCount: r.minTotal,
          maxTotalSelectionCount: r.maxTotal,
        }),
        customizeItems: r.quantities.map((quantity, i) => chosen(`i${i}`, quantity)),
      }),
    );

  it('a valid checked group has its distinct count and total within min/max (0 or missing max = unlimited)', () => {
    fc.assert(
      fc.property(arbitraryGroup, (group) => {
        const s = group.multiSelectionSetting ?? multiSelectionSetting();
        const distinct = group.customizeItems.length;
        const total = group.customizeItems.reduce((sum, item) => sum + item.quantity, 0);
        const checked = group.isChecked === true || distinct > 0;
        if (!isGroupValid(group) || (group.isCheckable && !checked)) return;
        const itemMax = group.isMultiSelection ? s.maxItemSelectionCount || Infinity : 1;
        expect(distinct).toBeGreaterThanOrEqual(s.minItemSelectionCount ?? 0);
        expect(distinct).toBeLessThanOrEqual(itemMax);
        expect(total).toBeGreaterThanOrEqual(s.minTotalSelectionCount ?? 0);
        expect(total).toBeLessThanOrEqual(s.maxTotalSelectionCount || Infinity);
        if (group.isSelectionRequired) expect(distinct).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('a selection within every bound is accepted', () => {
    fc.assert(
      fc.property(arbitraryGroup, (group) => {
        const s = group.multiSelectionSetting ?? multiSelectionSetting();
        const distinct = group.customizeItems.length;
        const total = group.customizeItems.reduce((sum, item) => sum + item.quantity, 0);
        const within =
          distinct >= (s.minItemSelectionCount ?? 0) &&
          distinct <= (group.isMultiSelection ? s.maxItemSelectionCount || Infinity : 1) &&
          total >= (s.minTotalSelectionCount ?? 0) &&
          total <= (s.maxTotalSelectionCount || Infinity) &&
          (!group.isSelectionRequired || distinct >= 1);
        if (within) expect(isGroupValid(group)).toBe(true);
      }),
    );
  });
});
