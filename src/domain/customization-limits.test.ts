import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSelectionLimit, chosenQuantity, maxItemQuantity } from './customization-limits';
import type { MultiSelectionSetting } from '@/api/generated/models';
import { customizeItem, multiSelectionSetting, selectedGroup, selectedItem } from './testing/menu-fixtures';
import type { CustomizeItemNode, SelectedCustomizeGroup, SelectedCustomizeItem } from './customization-types';

const chosen = (itemId: string, quantity: number, extra: Partial<CustomizeItemNode> = {}): SelectedCustomizeItem =>
  selectedItem({ isUnlimited: true, ...extra, itemId, quantity });

function group(
  items: SelectedCustomizeItem[],
  setting: Partial<MultiSelectionSetting> = {},
  multi = true,
): SelectedCustomizeGroup {
  return selectedGroup({
    customizeGroupId: 'g',
    isMultiSelection: multi,
    isCheckable: false,
    multiSelectionSetting: multiSelectionSetting(setting),
    customizeItems: items,
  });
}

const unlimited: CustomizeItemNode = customizeItem({ itemId: 'new', isUnlimited: true });
const maxFive: CustomizeItemNode = customizeItem({ itemId: 'a', maxSelectionCount: 5 });

describe('maxItemQuantity', () => {
  it.each([
    ["'the default max for an unlimited item is 99' (SPEC §5 L274b §9 L422a)", group([]), unlimited, 99],
    ['no total max: the item max', group([]), maxFive, 5],
    [
      "'smaller of maxSelectionCount and (total max minus current total plus this item's quantity)': total wins (SPEC §5 L274a)",
      group([chosen('a', 2, maxFive), chosen('b', 3)], { maxTotalSelectionCount: 6 }),
      maxFive,
      3,
    ],
    ['item max wins', group([chosen('a', 1, maxFive)], { maxTotalSelectionCount: 20 }), maxFive, 5],
    ['a new item gets what is left of the total', group([chosen('b', 4)], { maxTotalSelectionCount: 6 }), unlimited, 2],
    ['nothing left: 0', group([chosen('b', 6)], { maxTotalSelectionCount: 6 }), unlimited, 0],
    ['over-full group never goes below 0', group([chosen('b', 9)], { maxTotalSelectionCount: 6 }), unlimited, 0],
    [
      'a radio replaces its choice, so other units do not count',
      group([chosen('b', 4)], { maxTotalSelectionCount: 6 }, false),
      unlimited,
      6,
    ],
    [
      "'A max of 0 ... means unlimited' for the total",
      group([chosen('b', 50)], { maxTotalSelectionCount: 0 }),
      unlimited,
      99,
    ],
  ])('%s', (_name, g, item, expected) => {
    expect(maxItemQuantity(g, item)).toBe(expected);
  });

  it('chosenQuantity is 0 for an unchosen item', () => {
    expect(chosenQuantity(group([chosen('a', 2)]), 'a')).toBe(2);
    expect(chosenQuantity(group([chosen('a', 2)]), 'z')).toBe(0);
  });
});

describe('checkSelectionLimit', () => {
  const two = [chosen('a', 1), chosen('b', 1)];
  it.each([
    [
      "'item count over the max: snackbar.item.itemSelectionCountRange (min and max) when min differs from max' (SPEC §5 L272)",
      group(two, { minItemSelectionCount: 1, maxItemSelectionCount: 2 }),
      unlimited,
      1,
      { key: 'snackbar.item.itemSelectionCountRange', params: { min: 1, max: 2 } },
    ],
    [
      "'otherwise snackbar.item.maxItemSelectionCount (max)' (SPEC §5 L272)",
      group(two, { minItemSelectionCount: 2, maxItemSelectionCount: 2 }),
      unlimited,
      1,
      { key: 'snackbar.item.maxItemSelectionCount', params: { max: 2 } },
    ],
    [
      'item-count range with the default min 0',
      group(two, { maxItemSelectionCount: 2 }),
      unlimited,
      1,
      { key: 'snackbar.item.itemSelectionCountRange', params: { min: 0, max: 2 } },
    ],
    [
      'raising an already chosen item is no new distinct item',
      group(two, { maxItemSelectionCount: 2 }),
      customizeItem({ itemId: 'a', isUnlimited: true }),
      2,
      null,
    ],
    [
      "'total over the max: shared.limit' (SPEC §5 L273)",
      group(two, { maxTotalSelectionCount: 3 }),
      customizeItem({ itemId: 'a', isUnlimited: true }),
      3,
      { key: 'shared.limit', params: { max: 3 } },
    ],
    [
      'total exactly at the max is allowed',
      group(two, { maxTotalSelectionCount: 3 }),
      customizeItem({ itemId: 'a', isUnlimited: true }),
      2,
      null,
    ],
    [
      "over the item's own maxSelectionCount: shared.limit with the item max",
      group([]),
      maxFive,
      6,
      { key: 'shared.limit', params: { max: 5 } },
    ],
    ['an unlimited item stops at 99', group([]), unlimited, 100, { key: 'shared.limit', params: { max: 99 } }],
    [
      'a radio never reports the item count (it replaces)',
      group(two, { maxItemSelectionCount: 1 }, false),
      unlimited,
      1,
      null,
    ],
    [
      "'A max of 0 or missing means unlimited' (SPEC §5 L270f)",
      group(two, { maxItemSelectionCount: 0, maxTotalSelectionCount: 0 }),
      unlimited,
      10,
      null,
    ],
  ])('%s', (_name, g, item, next, expected) => {
    expect(checkSelectionLimit(g, item, next)).toEqual(expected);
  });
});

describe('property: the per-item maximum never lets a total exceed its max nor exceeds 99', () => {
  const arbitraryItem = fc.record({
    isUnlimited: fc.boolean(),
    maxSelectionCount: fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }),
  });
  it('maxItemQuantity keeps the total within maxTotalSelectionCount and at most 99', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 150 }), { nil: undefined }),
        fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 5 }),
        arbitraryItem,
        fc.nat({ max: 5 }),
        (multi, maxTotal, quantities, itemShape, pick) => {
          const items = quantities.map((q, i) => chosen(`i${i}`, q));
          const g = group(multi ? items : items.slice(0, 1), { maxTotalSelectionCount: maxTotal }, multi);
          const total = g.customizeItems.reduce((sum, item) => sum + item.quantity, 0);
          fc.pre(!maxTotal || total <= maxTotal);
          const item: CustomizeItemNode = customizeItem({ itemId: `i${pick}`, ...itemShape });
          const max = maxItemQuantity(g, item);
          const others = multi ? total - chosenQuantity(g, `i${pick}`) : 0;
          expect(max).toBeLessThanOrEqual(99);
          expect(max).toBeGreaterThanOrEqual(0);
          if (maxTotal) expect(others + max).toBeLessThanOrEqual(maxTotal);
          if (!itemShape.isUnlimited) expect(max).toBeLessThanOrEqual(Math.max(1, itemShape.maxSelectionCount ?? 1));
          expect(checkSelectionLimit(g, item, max + 1)).not.toBeNull();
        },
      ),
    );
  });
});
