import { describe, expect, it } from 'vitest';
import { multiSelectionSetting, selectedGroup, selectedItem } from './testing/menu-fixtures';
import { groupCounter } from './item-group-counter';
import type { MultiSelectionSetting } from '@/api/generated/models';
import type { SelectedCustomizeGroup, SelectedCustomizeItem } from './customization-types';

const chosen = (itemId: string, quantity: number): SelectedCustomizeItem =>
  selectedItem({ itemId, quantity, customizeGroups: [] });

function group(
  setting: Partial<MultiSelectionSetting> | undefined,
  items: SelectedCustomizeItem[],
  multi = true,
): SelectedCustomizeGroup {
  return selectedGroup({
    customizeGroupId: 'g',
    isMultiSelection: multi,
    isCheckable: false,
    multiSelectionSetting: setting && multiSelectionSetting(setting),
    customizeItems: items,
  });
}

describe('groupCounter', () => {
  it.each([
    [
      'totals 1–3 count the quantity',
      group(
        { minItemSelectionCount: 1, maxItemSelectionCount: 2, minTotalSelectionCount: 1, maxTotalSelectionCount: 3 },
        [chosen('a', 2)],
      ),
      { count: 2, max: 3 },
    ],
    [
      'items 1–2 alone count distinct items',
      group({ minItemSelectionCount: 1, maxItemSelectionCount: 2 }, [chosen('a', 2), chosen('b', 1)]),
      { count: 2, max: 2 },
    ],
    [
      'totals with min 0 fall back to items',
      group({ minItemSelectionCount: 1, maxItemSelectionCount: 3, maxTotalSelectionCount: 5 }, [chosen('a', 4)]),
      { count: 1, max: 3 },
    ],
    ['min 0 everywhere: no counter', group({ maxItemSelectionCount: 2, maxTotalSelectionCount: 5 }, []), null],
    ['single-select: no counter', group({ minItemSelectionCount: 1, maxItemSelectionCount: 1 }, [], false), null],
    ['no setting: no counter', group(undefined, []), null],
  ] as const)('%s', (_name, g, expected) => {
    expect(groupCounter(g)).toEqual(expected);
  });
});
