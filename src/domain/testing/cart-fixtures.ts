// Builders of complete cart lines and item-screen order items for the table tests: each case names only the fields
// it is about; the rest hold neutral values (one unit of a free item from menu m1, no customizations).
import type { CartCustomizeItem, CartOrderItem, OptionItem } from '../cart-types';
import type { OrderItem } from '../customization-types';

/** A cart line: one unit of item i1 (version 1) from menu m1, overridden by the fields a case sets. */
export function cartLine(overrides: Partial<CartOrderItem> = {}): CartOrderItem {
  return { customizeId: 'c1', itemId: 'i1', version: 1, quantity: 1, menuId: 'm1', ...overrides };
}

/** A customize item on a cart line: one unit of c1 (version 1) in group g, overridden by the fields a case sets. */
export function cartCustomizeItem(overrides: Partial<CartCustomizeItem> = {}): CartCustomizeItem {
  return { itemId: 'c1', version: 1, quantity: 1, customizeGroupId: 'g', ...overrides };
}

/** An option item (cutlery and the like): o1, version 1, overridden by the fields a case sets. */
export function optionItem(overrides: Partial<OptionItem> = {}): OptionItem {
  return { itemId: 'o1', version: 1, ...overrides };
}

/** An item-screen order item: one unit of item i1 (version 1) without groups, overridden by the fields a case sets. */
export function orderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return { treeId: 't1', itemId: 'i1', version: 1, quantity: 1, customizeGroups: [], ...overrides };
}
