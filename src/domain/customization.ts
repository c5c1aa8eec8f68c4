// Classification of customize groups and items (SPEC 4 "Selection behaviour", SPEC 5 bounds).
import type { CustomizeGroupNode, CustomizeItemNode } from './customization-types';
import { MAX_QUANTITY } from './quantity';

/** How a group's items are chosen and shown. */
export type SelectionType = 'radio' | 'radio-counter' | 'checkbox' | 'checkbox-counter' | 'counter';

/** Lower bound and optional upper bound; a missing max means unlimited. */
export interface CountBounds {
  min: number;
  max?: number;
}

/** The id a customize item is chosen under ('' when the server sent none). */
export function customizeItemId(item: CustomizeItemNode): string {
  return item.itemId ?? '';
}

/** True when a customize item can be chosen (not sold out). */
export function isCustomizeItemAvailable(item: CustomizeItemNode): boolean {
  return item.itemState === undefined || item.itemState === 'OnSale';
}

/** True when the group is flagged multi-select. */
export function isMultiSelect(group: CustomizeGroupNode): boolean {
  return group.isMultiSelection === true;
}

/** Most units of one customize item: 99 when unlimited, else its maxSelectionCount capped at 99. */
export function itemSelectionMax(item: CustomizeItemNode): number {
  if (item.isUnlimited === true) return MAX_QUANTITY;
  // Decision: an item that is not unlimited and has no (or a 0) maxSelectionCount can be chosen once.
  const max = item.maxSelectionCount ?? 0;
  return max > 0 ? Math.min(max, MAX_QUANTITY) : 1;
}

/** True when some item of a definition group can be chosen more than once (unlimited, or max above 1). */
export function hasCounter(group: CustomizeGroupNode): boolean {
  return (group.customizeItems ?? []).some((item) => itemSelectionMax(item) > 1);
}

/** True when items show only counters: multi-select, with a counter, and the setting's showCounter on. */
export function showsItemCounters(group: CustomizeGroupNode): boolean {
  // Decision: "shows a counter" (SPEC 4, checkable groups) is read as multiSelectionSetting.showCounter
  // on a multi-select group whose items can be chosen more than once.
  return isMultiSelect(group) && hasCounter(group) && group.multiSelectionSetting?.showCounter === true;
}

/** Selection type of a definition group: radio(-counter) single, checkbox(-counter) multi, counter (counters only). */
export function selectionType(group: CustomizeGroupNode): SelectionType {
  if (!isMultiSelect(group)) return hasCounter(group) ? 'radio-counter' : 'radio';
  if (!hasCounter(group)) return 'checkbox';
  return showsItemCounters(group) ? 'counter' : 'checkbox-counter';
}

/** A definition group is checkable only if it is not required, is multi-select and shows a counter. */
export function isCheckable(group: CustomizeGroupNode): boolean {
  // Decision: the server's isCheckable flag can only withdraw checkability (false), never grant it.
  if (group.isCheckable === false) return false;
  return group.isSelectionRequired !== true && showsItemCounters(group);
}

function positiveOrUndefined(value: number | null | undefined): number | undefined {
  return value !== null && value !== undefined && value > 0 ? value : undefined;
}

/** Bounds on the number of distinct items chosen; max 0 or missing = unlimited, default min 0. */
export function itemCountBounds(group: CustomizeGroupNode): CountBounds {
  const setting = group.multiSelectionSetting;
  const min = Math.max(0, setting?.minItemSelectionCount ?? 0);
  // Decision: a single-select (radio) group holds at most one distinct item whatever its setting says.
  const max = isMultiSelect(group) ? positiveOrUndefined(setting?.maxItemSelectionCount) : 1;
  return max === undefined ? { min } : { min, max };
}

/** Bounds on the total quantity chosen; max 0 or missing = unlimited, default min 0. */
export function totalCountBounds(group: CustomizeGroupNode): CountBounds {
  const setting = group.multiSelectionSetting;
  const min = Math.max(0, setting?.minTotalSelectionCount ?? 0);
  const max = positiveOrUndefined(setting?.maxTotalSelectionCount);
  return max === undefined ? { min } : { min, max };
}

/** True when value lies within the bounds. */
export function withinBounds(value: number, bounds: CountBounds): boolean {
  return value >= bounds.min && (bounds.max === undefined || value <= bounds.max);
}

/** Images show only at nesting depth below 3; top-level groups are depth 1. */
export function showsImage(depth: number): boolean {
  // Decision: depth counts from 1 for a menu item's own groups, so images show at depths 1 and 2.
  return depth < 3;
}
