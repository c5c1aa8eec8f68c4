// The counter beside a customize group's title (SPEC 5 "A counter shows when a limit exists and min is not 0").
import { itemCountBounds, totalCountBounds } from './customization';
import { showsCounter } from './customization-hint';
import type { SelectedCustomizeGroup } from './customization-types';
import { sumQuantities } from './quantity';

/** What the counter reads: the count chosen so far and its max. */
export interface GroupCounter {
  count: number;
  max: number;
}

/** The group's counter, or null when none shows. */
export function groupCounter(group: SelectedCustomizeGroup): GroupCounter | null {
  if (!showsCounter(group)) return null;
  const totals = totalCountBounds(group);
  // Decision: the total quantity is counted when its dimension qualifies (max and min ≠ 0), else the distinct items.
  if (totals.max !== undefined && totals.min !== 0)
    return { count: sumQuantities(group.customizeItems), max: totals.max };
  const items = itemCountBounds(group);
  return { count: group.customizeItems.length, max: items.max ?? 0 };
}
