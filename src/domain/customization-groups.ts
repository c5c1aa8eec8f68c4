// Pure edits of one customize group in the item-screen state, with the SPEC 4 side effects.
// Each returns the very same group object when nothing changes.
import { customizeItemId, isCustomizeItemAvailable, isMultiSelect } from './customization';
import { checkSelectionLimit, maxItemQuantity } from './customization-limits';
import { selectCustomizeItem } from './customization-selection';
import { isGroupChecked } from './customization-validation';
import type { CustomizeItemNode, SelectedCustomizeGroup } from './customization-types';

type Group = SelectedCustomizeGroup;

/** Adds an item (radio: replaces the choice); the group becomes checked. Refused when sold out or over a limit. */
export function insertItem(group: Group, item: CustomizeItemNode, quantity = 1): Group {
  if (!isCustomizeItemAvailable(item) || quantity < 1) return group;
  if (group.customizeItems.some((chosen) => chosen.itemId === customizeItemId(item))) return group;
  if (checkSelectionLimit(group, item, quantity)) return group;
  const selected = selectCustomizeItem(item, quantity);
  const customizeItems = isMultiSelect(group) ? [...group.customizeItems, selected] : [selected];
  return { ...group, customizeItems, isChecked: true };
}

/** Removes an item; removing the last one unchecks the group. */
export function removeItem(group: Group, itemId: string): Group {
  const customizeItems = group.customizeItems.filter((chosen) => chosen.itemId !== itemId);
  if (customizeItems.length === group.customizeItems.length) return group;
  return customizeItems.length === 0 ? { ...group, customizeItems, isChecked: false } : { ...group, customizeItems };
}

/** Chooses an unchosen item (radio: replacing the choice) or removes a chosen one. */
export function toggleItem(group: Group, item: CustomizeItemNode): Group {
  const chosen = group.customizeItems.some((selected) => selected.itemId === customizeItemId(item));
  if (!chosen) return insertItem(group, item);
  // Decision: a chosen item of a required radio group stays chosen (a radio cannot be cleared by tapping it).
  if (!isMultiSelect(group) && group.isSelectionRequired === true) return group;
  return removeItem(group, customizeItemId(item));
}

/** Sets a chosen item's quantity, capped at its max; 0 or less removes it. */
export function setItemQuantity(group: Group, itemId: string, quantity: number): Group {
  const current = group.customizeItems.find((chosen) => chosen.itemId === itemId);
  // Decision: setting the quantity of an item that is not chosen does nothing (insert it instead).
  if (!current) return group;
  const next = Math.min(Math.trunc(quantity), maxItemQuantity(group, current));
  if (!(next >= 1)) return removeItem(group, itemId);
  if (next === current.quantity) return group;
  return {
    ...group,
    customizeItems: group.customizeItems.map((chosen) => (chosen === current ? { ...chosen, quantity: next } : chosen)),
  };
}

/** Ticks a checkable group (its items are chosen afterwards). */
export function checkGroup(group: Group): Group {
  // Decision: check and uncheck act only on checkable groups; on others they do nothing.
  if (!group.isCheckable || group.isChecked === true) return group;
  return { ...group, isChecked: true };
}

/** Unticks a checkable group and clears its items. */
export function uncheckGroup(group: Group): Group {
  if (!group.isCheckable || !isGroupChecked(group)) return group;
  return { ...group, customizeItems: [], isChecked: false };
}
