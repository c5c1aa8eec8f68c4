// Validation of chosen customizations (SPEC 5 "Customize group").
import { itemCountBounds, totalCountBounds, withinBounds } from './customization';
import type { OrderItem, SelectedCustomizeGroup } from './customization-types';
import { sumQuantities } from './quantity';

/** A group counts as checked when ticked or when it holds items. */
export function isGroupChecked(group: SelectedCustomizeGroup): boolean {
  return group.isChecked === true || group.customizeItems.length > 0;
}

/** True when the group's choices (and all nested choices) satisfy its rules. */
export function isGroupValid(group: SelectedCustomizeGroup): boolean {
  if (group.isCheckable && !isGroupChecked(group)) return true;
  const distinct = group.customizeItems.length;
  if (group.isSelectionRequired === true && distinct < 1) return false;
  if (!withinBounds(distinct, itemCountBounds(group))) return false;
  if (!withinBounds(sumQuantities(group.customizeItems), totalCountBounds(group))) return false;
  return group.customizeItems.every((item) => areGroupsValid(item.customizeGroups));
}

/** True when every group is valid. */
export function areGroupsValid(groups: readonly SelectedCustomizeGroup[]): boolean {
  return groups.every(isGroupValid);
}

/** True when every order item of the item screen has valid customizations. */
export function areOrderItemsValid(orderItems: readonly OrderItem[]): boolean {
  return orderItems.every((orderItem) => areGroupsValid(orderItem.customizeGroups));
}
