// Item screen status, orderability and order-quantity bounds (SPEC 4 "Item screen status", SPEC 5).
import { isCustomizeItemAvailable } from './customization';
import type { MessageRef } from './message-types';
import type { CustomizeGroupNode, MenuItemTree, OrderItem } from './customization-types';
import type { Cart } from './cart-types';
import { MAX_QUANTITY, sumQuantities } from './quantity';
import { MIN_ITEM_QUANTITY } from './constants';

/** Status of the item screen. */
export type ItemScreenStatus = 'add' | 'edit' | 'sold-out' | 'disabled' | 'overtime';

/** Inputs of the status: the item, whether it is outside the orderable time, whether a cart entry is edited. */
export interface ItemScreenStatusInput {
  menuItem: MenuItemTree;
  isOvertime: boolean;
  isEditing: boolean;
}

/** Bounds of the order quantity counter. */
export interface OrderQuantityBounds {
  min: number;
  max: number;
}

/** A server-side order cap (enableMaxOrderCount, maxOrderCount). */
export interface OrderCap {
  enableMaxOrderCount?: boolean;
  maxOrderCount?: number | null;
}

function allItemsSoldOut(group: CustomizeGroupNode): boolean {
  const items = group.customizeItems ?? [];
  // Decision: a required group without any items is not "all sold out" (it only fails validation).
  return items.length > 0 && !items.some(isCustomizeItemAvailable);
}

/** Sold out: state SoldOut, or any required customize group whose items are all sold out. */
export function isSoldOut(menuItem: MenuItemTree): boolean {
  if (menuItem.itemState === 'SoldOut') return true;
  // Decision: only the item's own (top-level) required groups are checked, as nested ones depend on a choice.
  return (menuItem.customizeGroups ?? []).some((group) => group.isSelectionRequired === true && allItemsSoldOut(group));
}

/** Status by priority: disabled (Disabled or Hidden) > sold out > overtime > edit > add. */
export function itemScreenStatus({ menuItem, isOvertime, isEditing }: ItemScreenStatusInput): ItemScreenStatus {
  if (menuItem.itemState === 'Disabled' || menuItem.itemState === 'Hidden') return 'disabled';
  if (isSoldOut(menuItem)) return 'sold-out';
  if (isOvertime) return 'overtime';
  return isEditing ? 'edit' : 'add';
}

/** Only add and edit are orderable. */
export function isOrderable(status: ItemScreenStatus): boolean {
  return status === 'add' || status === 'edit';
}

/** Room left under one cap: maxOrderCount − quantity in the cart + the edited line's quantity; 99 without a cap. */
export function capRoom(cap: OrderCap, quantityInCart: number, editingQuantity = 0): number {
  if (cap.enableMaxOrderCount !== true) return MAX_QUANTITY;
  // Decision: an enabled cap without a maxOrderCount is treated as no cap.
  if (cap.maxOrderCount === null || cap.maxOrderCount === undefined) return MAX_QUANTITY;
  return cap.maxOrderCount - quantityInCart + editingQuantity;
}

/** Order quantity bounds: min 1, max 99 lowered by each enabled cap's room (never below 0). */
export function orderQuantityBounds(rooms: readonly number[]): OrderQuantityBounds {
  return { min: MIN_ITEM_QUANTITY, max: Math.max(0, Math.min(MAX_QUANTITY, ...rooms)) };
}

/** A cart line as the caps count it. */
export interface CountedLine {
  itemId?: string;
  quantity?: number;
}

/**
 * Order quantity bounds of `menuItem` going into the same restaurant's cart that already holds `lines` under
 * `cartCap`: the item's own cap counts the lines of the same item, the cart's cap every line, and `edited` (the line
 * of `lines` being replaced, when editing) gives its quantity back. Capped at 99 either way.
 */
export function boundsInCart(
  menuItem: OrderCap & { itemId?: string },
  lines: readonly CountedLine[],
  cartCap: OrderCap,
  edited?: CountedLine,
): OrderQuantityBounds {
  const sameItem = (line: CountedLine): boolean => line.itemId === menuItem.itemId;
  const editedSameItem = edited && sameItem(edited) ? (edited.quantity ?? 0) : 0;
  const itemRoom = capRoom(menuItem, sumQuantities(lines.filter(sameItem)), editedSameItem);
  const cartRoom = capRoom(cartCap, sumQuantities(lines), edited?.quantity ?? 0);
  return orderQuantityBounds([itemRoom, cartRoom]);
}

/** Order quantity bounds of the item screen from the item's cap and the cart's cap (same restaurant only). */
export function itemOrderQuantityBounds(input: {
  menuItem: MenuItemTree;
  cart: Cart | null;
  restaurantId: string;
  editingCustomizeId?: string;
}): OrderQuantityBounds {
  const { menuItem, cart, restaurantId, editingCustomizeId } = input;
  // Decision: a cart of another restaurant would be replaced, so neither its lines nor its cap count.
  if (cart === null || cart.restaurant.id !== restaurantId) return boundsInCart(menuItem, [], {});
  const edited = cart.orderItems.find((line) => line.customizeId === editingCustomizeId);
  return boundsInCart(menuItem, cart.orderItems, cart, edited);
}

/** Total quantity of the item screen (all its order items). */
export function itemScreenQuantity(orderItems: readonly OrderItem[]): number {
  // Decision: with several customizations the cap applies to the sum of their quantities.
  return orderItems.reduce((sum, item) => sum + item.quantity, 0);
}

/** Snackbar when the cap is hit. */
export function cartButtonSelectOver(limit: number): MessageRef {
  return { key: 'snackbar.item.cartButtonSelectOver', params: { limit } };
}

/** Snackbar for pressing the cart button when the item cannot be ordered, or null when it can. */
export function cartButtonNotAvailable(status: ItemScreenStatus): MessageRef | null {
  // Decision: disabled and overtime use keys beside the spec's soldOut key.
  const reason = { 'sold-out': 'soldOut', disabled: 'disabled', overtime: 'overtime' } as const;
  if (status === 'add' || status === 'edit') return null;
  return { key: `snackbar.item.cartButtonNotAvailable.${reason[status]}`, params: {} };
}

/** The message for raising the order quantity to `next`, or null when allowed. */
export function checkOrderQuantity(next: number, bounds: OrderQuantityBounds): MessageRef | null {
  return next > bounds.max ? cartButtonSelectOver(bounds.max) : null;
}

/** Add-to-cart is disabled when any group is invalid, the item is not orderable, or the quantity is over the limit. */
export function isAddToCartDisabled(input: {
  status: ItemScreenStatus;
  groupsValid: boolean;
  quantity: number;
  bounds: OrderQuantityBounds;
}): boolean {
  const { status, groupsValid, quantity, bounds } = input;
  return !groupsValid || !isOrderable(status) || quantity > bounds.max || quantity < bounds.min;
}

/** What a tap on the add-to-cart button does. */
export type AddToCartTap = 'add' | 'receivable-time';

/**
 * The add-to-cart button: what its tap does and whether it is disabled. SPEC 4: "An item not orderable at the chosen
 * receive time also triggers a confirmation" (the receivableTimeError dialog of SPEC 8), so an overtime item's button
 * stays tappable and opens it; otherwise SPEC 5: disabled when any group is invalid, the item is not orderable or the
 * quantity is over the limit. A view-only menu never orders.
 */
export function addToCartButton(input: {
  status: ItemScreenStatus;
  groupsValid: boolean;
  quantity: number;
  bounds: OrderQuantityBounds;
  isMenuViewOnly: boolean;
}): { tap: AddToCartTap; disabled: boolean } {
  if (input.isMenuViewOnly) return { tap: 'add', disabled: true };
  if (input.status === 'overtime') return { tap: 'receivable-time', disabled: false };
  return { tap: 'add', disabled: isAddToCartDisabled(input) };
}

/** Translation key of the add-to-cart label. */
export function addToCartLabelKey(status: ItemScreenStatus, groupsValid: boolean): string {
  // Decision: a not-orderable status names itself before 'select required'.
  switch (status) {
    case 'sold-out':
      return 'item.soldOut';
    case 'disabled':
      return 'item.disabled';
    case 'overtime':
      return 'item.overtime';
    default:
      if (!groupsValid) return 'item.selectRequired';
      return status === 'edit' ? 'item.updateCart' : 'item.addToCart';
  }
}

/** True when the item or any chosen customize item (nested) is alcohol: the alcohol dialog is needed first. */
export function containsAlcohol(orderItems: readonly OrderItem[]): boolean {
  const inGroups = (groups: OrderItem['customizeGroups']): boolean =>
    groups.some((group) =>
      group.customizeItems.some((item) => item.isAlcohol === true || inGroups(item.customizeGroups)),
    );
  return orderItems.some((item) => item.isAlcohol === true || inGroups(item.customizeGroups));
}

/**
 * Whether the item screen may have a time to tell: an end time of item-time-notes (campaign, pricing sale, end of
 * sale, latest receive time) or the "from when" of item-availability (a sold-out item's soldOutUntil; an overtime
 * item's orderable ranges or recentReceiveTime). False: neither note can show, so neither is computed nor loaded
 * (issue 29). True promises no note (the time may be past).
 */
export function mayTellTimes(menuItem: MenuItemTree, status: ItemScreenStatus): boolean {
  const ends = [
    menuItem.campaignAvailableTimeRange?.endTime,
    menuItem.pricingSaleAvailableTimeRange?.endTime,
    menuItem.salesEndDate,
    menuItem.availableUntil,
  ];
  if (ends.some(Boolean)) return true;
  if (status === 'sold-out') return Boolean(menuItem.soldOutUntil);
  if (status === 'overtime')
    return (menuItem.orderableTimeRanges ?? []).length > 0 || Boolean(menuItem.recentReceiveTime);
  return false;
}
