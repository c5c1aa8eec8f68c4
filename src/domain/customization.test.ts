import { describe, expect, it } from 'vitest';
import {
  hasCounter,
  isCheckable,
  isCustomizeItemAvailable,
  isMultiSelect,
  itemCountBounds,
  itemSelectionMax,
  selectionType,
  showsImage,
  showsItemCounters,
  totalCountBounds,
  withinBounds,
} from './customization';
import type { MultiSelectionSetting } from '@/api/generated/models';
import { customizeGroup, customizeItem, multiSelectionSetting } from './testing/menu-fixtures';
import type { CustomizeGroupNode, CustomizeItemNode } from './customization-types';

const once: CustomizeItemNode = customizeItem({ itemId: 'a' });
const thrice: CustomizeItemNode = customizeItem({ itemId: 'b', maxSelectionCount: 3 });
const unlimited: CustomizeItemNode = customizeItem({ itemId: 'c', isUnlimited: true });

function group(
  multi: boolean,
  items: CustomizeItemNode[],
  setting?: Partial<MultiSelectionSetting>,
  extra: Partial<CustomizeGroupNode> = {},
): CustomizeGroupNode {
  return customizeGroup({
    isMultiSelection: multi,
    customizeItems: items,
    multiSelectionSetting: setting && multiSelectionSetting(setting),
    ...extra,
  });
}

describe('customize item availability', () => {
  it.each([
    ["itemState 'OnSale': available", { itemState: 'OnSale' }, true],
    ["'sold-out items are skipped': itemState 'SoldOut'", { itemState: 'SoldOut' }, false],
    ["itemState 'Disabled' counts as unavailable", { itemState: 'Disabled' }, false],
    ["itemState 'Hidden' counts as unavailable", { itemState: 'Hidden' }, false],
  ] as const)('%s', (_name, item, expected) => {
    expect(isCustomizeItemAvailable(customizeItem(item))).toBe(expected);
  });
});

describe('itemSelectionMax', () => {
  it.each([
    ["'the default max for an unlimited item is 99' (SPEC §5 L274b)", unlimited, 99],
    ['maxSelectionCount 3', thrice, 3],
    ['maxSelectionCount above 99 is capped at 99', customizeItem({ maxSelectionCount: 500 }), 99],
    ['no own limit (maxSelectionCount 0), not unlimited: once', once, 1],
  ])('%s', (_name, item, expected) => {
    expect(itemSelectionMax(item)).toBe(expected);
  });
});

describe('selection type (SPEC §4 L212)', () => {
  it.each([
    ["'A group is multi-select if flagged'", group(true, [once]), true],
    ['not flagged: single select', group(false, [once]), false],
  ])('%s', (_name, g, expected) => {
    expect(isMultiSelect(g)).toBe(expected);
  });

  it.each([
    [
      "'It gets a counter when an item can be chosen more than once (unlimited...)'",
      group(false, [once, unlimited]),
      true,
    ],
    ["'...or max above 1'", group(true, [thrice]), true],
    ['max 1 everywhere: no counter', group(true, [once, customizeItem({ maxSelectionCount: 1 })]), false],
    ['no items: no counter', customizeGroup({ isMultiSelection: true }), false],
  ])('%s', (_name, g, expected) => {
    expect(hasCounter(g)).toBe(expected);
  });

  it.each([
    ['single select without counter: radio', group(false, [once]), 'radio'],
    ['single select with counter: radio-counter', group(false, [thrice]), 'radio-counter'],
    ['multi-select without counter: checkbox', group(true, [once]), 'checkbox'],
    ['multi-select with counter: checkbox-counter', group(true, [thrice]), 'checkbox-counter'],
    ['multi-select with counter and showCounter: counter', group(true, [thrice], { showCounter: true }), 'counter'],
    ['showCounter without any counter item stays checkbox', group(true, [once], { showCounter: true }), 'checkbox'],
  ])('%s', (_name, g, expected) => {
    expect(selectionType(g)).toBe(expected);
  });

  it.each([
    ['multi-select, counter, showCounter: shows counters', group(true, [unlimited], { showCounter: true }), true],
    ['showCounter false', group(true, [unlimited], { showCounter: false }), false],
    ['single select never', group(false, [unlimited], { showCounter: true }), false],
  ])('%s', (_name, g, expected) => {
    expect(showsItemCounters(g)).toBe(expected);
  });
});

describe('isCheckable', () => {
  const counterSetting = { showCounter: true };
  it.each([
    [
      "'checkable only if it is not required, is multi-select and shows a counter' (SPEC §4 L213)",
      group(true, [thrice], counterSetting),
      true,
    ],
    ['required: not checkable', group(true, [thrice], counterSetting, { isSelectionRequired: true }), false],
    ['single select: not checkable', group(false, [thrice], counterSetting), false],
    ['no counter shown: not checkable', group(true, [thrice]), false],
    ["server's isCheckable false withdraws it", group(true, [thrice], counterSetting, { isCheckable: false }), false],
    ["server's isCheckable true does not grant it alone", group(true, [once], {}, { isCheckable: true }), false],
  ])('%s', (_name, g, expected) => {
    expect(isCheckable(g)).toBe(expected);
  });
});

describe('bounds', () => {
  it.each([
    ["'the default min is 0' and missing max means unlimited (SPEC §5 L270f)", group(true, [], {}), { min: 0 }],
    [
      "'A max of 0 ... means unlimited'",
      group(true, [], { minItemSelectionCount: 1, maxItemSelectionCount: 0 }),
      { min: 1 },
    ],
    ['min and max set', group(true, [], { minItemSelectionCount: 1, maxItemSelectionCount: 3 }), { min: 1, max: 3 }],
    ['no setting at all', group(true, []), { min: 0 }],
    ['a radio holds at most one distinct item', group(false, [], { maxItemSelectionCount: 5 }), { min: 0, max: 1 }],
  ])('item count: %s', (_name, g, expected) => {
    expect(itemCountBounds(g)).toEqual(expected);
  });

  it.each([
    [
      "'A max of 0 or missing means unlimited, and the default min is 0' (SPEC §5 L270f)",
      group(true, [], { maxTotalSelectionCount: 0 }),
      { min: 0 },
    ],
    ['min and max set', group(true, [], { minTotalSelectionCount: 2, maxTotalSelectionCount: 5 }), { min: 2, max: 5 }],
    ['negative min reads as 0', group(false, [], { minTotalSelectionCount: -1 }), { min: 0 }],
  ])('total count: %s', (_name, g, expected) => {
    expect(totalCountBounds(g)).toEqual(expected);
  });

  it.each([
    ['below min', 0, { min: 1 }, false],
    ['at min, unlimited', 1, { min: 1 }, true],
    ['at max', 3, { min: 1, max: 3 }, true],
    ['above max', 4, { min: 1, max: 3 }, false],
  ])('withinBounds: %s', (_name, value, bounds, expected) => {
    expect(withinBounds(value, bounds)).toBe(expected);
  });
});

describe('showsImage', () => {
  it.each([
    ["'Images show only at nesting depth below 3': depth 1 (item's own groups) (SPEC §2 L89b)", 1, true],
    ['depth 2', 2, true],
    ['depth 3: no image', 3, false],
  ])('%s', (_name, depth, expected) => {
    expect(showsImage(depth)).toBe(expected);
  });
});
