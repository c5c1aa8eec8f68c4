// Limit checks before selecting or raising a customize item (SPEC 5).
import { customizeItemId, isMultiSelect, itemCountBounds, itemSelectionMax, totalCountBounds } from './customization';
import type { MessageRef } from './message-types';
import type { CustomizeItemNode, SelectedCustomizeGroup } from './customization-types';
import { sumQuantities } from './quantity';

/** Quantity of the item already chosen in the group (0 when not chosen). */
export function chosenQuantity(group: SelectedCustomizeGroup, itemId: string): number {
  return group.customizeItems.find((chosen) => chosen.itemId === itemId)?.quantity ?? 0;
}

/** Units of the group's other chosen items, which count against the total max. */
function otherUnits(group: SelectedCustomizeGroup, item: CustomizeItemNode): number {
  // Decision: a single-select group's choice is replaced on selection, so other items' units do not count.
  if (!isMultiSelect(group)) return 0;
  return sumQuantities(group.customizeItems) - chosenQuantity(group, customizeItemId(item));
}

/** Most units of one item: min(item max, total max − current total + its quantity), never below 0; 99 unlimited. */
export function maxItemQuantity(group: SelectedCustomizeGroup, item: CustomizeItemNode): number {
  const itemMax = itemSelectionMax(item);
  const totalMax = totalCountBounds(group).max;
  if (totalMax === undefined) return itemMax;
  return Math.max(0, Math.min(itemMax, totalMax - otherUnits(group, item)));
}

/** The snackbar message when choosing `item` with `nextQuantity` units would break a limit, else null. */
export function checkSelectionLimit(
  group: SelectedCustomizeGroup,
  item: CustomizeItemNode,
  nextQuantity: number,
): MessageRef | null {
  const isNew = chosenQuantity(group, customizeItemId(item)) === 0;
  const items = itemCountBounds(group);
  if (isNew && isMultiSelect(group) && items.max !== undefined && group.customizeItems.length + 1 > items.max) {
    return items.min !== items.max
      ? { key: 'snackbar.item.itemSelectionCountRange', params: { min: items.min, max: items.max } }
      : { key: 'snackbar.item.maxItemSelectionCount', params: { max: items.max } };
  }
  const totalMax = totalCountBounds(group).max;
  if (totalMax !== undefined && otherUnits(group, item) + nextQuantity > totalMax) {
    return { key: 'shared.limit', params: { max: totalMax } };
  }
  const itemMax = itemSelectionMax(item);
  // Decision: going over the item's own maxSelectionCount (99 when unlimited) also shows 'shared.limit' {max}.
  if (nextQuantity > itemMax) return { key: 'shared.limit', params: { max: itemMax } };
  return null;
}
