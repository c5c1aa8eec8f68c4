// Group hint (SPEC 5): "min-to-max or min" for items and for totals, joined by ' / ', prefixed by '※'.
import { itemCountBounds, totalCountBounds, type CountBounds } from './customization';
import type { CustomizeGroupNode } from './customization-types';

/** The parts of a group's hint; the UI renders each part as "min〜max" or "min" with its translation. */
export interface GroupHint {
  items?: CountBounds;
  totals?: CountBounds;
  separator: ' / ';
  prefix: '※';
}

/** True when the bounds say anything: a min above 0 or a max. */
function isLimited(bounds: CountBounds): boolean {
  return bounds.min > 0 || bounds.max !== undefined;
}

/** The hint parts of a multi-select group, or null when there is nothing to say. */
export function groupHint(group: CustomizeGroupNode): GroupHint | null {
  // Decision: only multi-select groups with a multiSelectionSetting get a hint; a radio's implicit max 1 is not
  // hinted, and the setting's free `text` is left to the UI.
  if (group.isMultiSelection !== true || !group.multiSelectionSetting) return null;
  const items = itemCountBounds(group);
  const totals = totalCountBounds(group);
  const hint: GroupHint = { separator: ' / ', prefix: '※' };
  if (isLimited(items)) hint.items = items;
  if (isLimited(totals)) hint.totals = totals;
  return hint.items || hint.totals ? hint : null;
}

/** Text of one hint part: "min〜max" when a max exists (or "n" when both are equal), else "min". */
export function boundsText(bounds: CountBounds, rangeMark = '〜'): string {
  if (bounds.max === undefined) return String(bounds.min);
  // Decision: equal min and max read as the single number, not "n〜n".
  return bounds.min === bounds.max ? String(bounds.max) : `${bounds.min}${rangeMark}${bounds.max}`;
}

/** A counter shows when a limit (max) exists and its min is not 0. */
export function showsCounter(group: CustomizeGroupNode): boolean {
  // Decision: checked per dimension (items, totals) of a multi-select group: either one with a max and a
  // min above 0 shows the counter.
  if (group.isMultiSelection !== true) return false;
  return [itemCountBounds(group), totalCountBounds(group)].some(
    (bounds) => bounds.max !== undefined && bounds.min !== 0,
  );
}
