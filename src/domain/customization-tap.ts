// A tap on a customize item in the item screen (SPEC 5 "Selecting an item or raising a quantity first checks the
// limits. On violation an error snackbar shows a message key with parameters"; SPEC 4 "Selection behaviour").
import { customizeItemId } from './customization';
import { checkSelectionLimit, chosenQuantity } from './customization-limits';
import type { GroupPath } from './customization-path';
import type { CustomizationAction } from './customization-reducer';
import type { MessageRef } from './message-types';
import type { CustomizeItemNode, SelectedCustomizeGroup } from './customization-types';

/** What a tap does: refused with a snackbar message, or one action of the item-screen reducer. */
export type CustomizeTap = { kind: 'refuse'; message: MessageRef } | { kind: 'apply'; action: CustomizationAction };

/** A tap on a radio or checkbox item: choosing a new item checks the limits first; un-choosing is always allowed. */
export function toggleTap(group: SelectedCustomizeGroup, item: CustomizeItemNode, path: GroupPath): CustomizeTap {
  if (chosenQuantity(group, customizeItemId(item)) === 0) {
    const message = checkSelectionLimit(group, item, 1);
    if (message) return { kind: 'refuse', message };
  }
  return { kind: 'apply', action: { type: 'toggleCustomizeItem', path, item } };
}

/** A counter step to `next` units: raising checks the limits; a first unit inserts the item, others set its count. */
export function quantityTap(
  group: SelectedCustomizeGroup,
  item: CustomizeItemNode,
  next: number,
  path: GroupPath,
): CustomizeTap {
  const itemId = customizeItemId(item);
  const current = chosenQuantity(group, itemId);
  if (next > current) {
    const message = checkSelectionLimit(group, item, next);
    if (message) return { kind: 'refuse', message };
  }
  if (current === 0) return { kind: 'apply', action: { type: 'insertCustomizeItem', path, item, quantity: next } };
  return { kind: 'apply', action: { type: 'setCustomizeItemQuantity', path, itemId, quantity: next } };
}
