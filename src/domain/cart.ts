// Cart operations (SPEC 3 Cart, SPEC 4 Cart, SPEC 5 "Cart quantity counter"). One restaurant, one serving type.
import { MIN_CART_QUANTITY, NO_CAMPAIGN_EXPIRY } from './constants';
import type { Cart, CartOrderItem, CartRestaurant } from './cart-types';
import type { ServingType } from './serving-type';
import { clampQuantity, MAX_QUANTITY, sumQuantities } from './quantity';

/** Where new lines go: the target restaurant, serving type and the server's cap. */
export interface CartTarget {
  restaurant: CartRestaurant;
  servingType: ServingType;
  enableMaxOrderCount?: boolean;
  maxOrderCount?: number | null;
  /** Campaign expiry of the new lines (ISO 8601); NO_CAMPAIGN_EXPIRY when none. */
  expiry?: string;
}

/** How an add applies: replace the cart (clearing option items) or prepend to it. */
export type AddMode = 'replace' | 'prepend';

/** Outcome of setting a line's quantity: 0 asks for the delete confirmation instead of changing the cart. */
export type QuantityOutcome = { kind: 'confirm-delete'; customizeId: string } | { kind: 'updated'; cart: Cart };

/** Number of items in the cart: the sum of its order lines' quantities (option items excluded). */
export function cartCount(cart: Cart | null): number {
  // Decision: option items (cutlery) do not count in the header badge / cart count.
  return cart ? sumQuantities(cart.orderItems) : 0;
}

/** The earlier of two ISO expiries (NO_CAMPAIGN_EXPIRY is the latest possible). */
export function earlierExpiry(a: string, b: string): string {
  return Date.parse(b) < Date.parse(a) ? b : a;
}

/** Add after a conflict was confirmed replaces the cart; a conflict-free add prepends. */
export function addModeFor(conflict: string | null): AddMode {
  return conflict === null ? 'prepend' : 'replace';
}

/** Applies an add: 'replace' starts a new cart for the target (no option items); 'prepend' puts lines first. */
export function addToCart(cart: Cart | null, lines: readonly CartOrderItem[], target: CartTarget, mode: AddMode): Cart {
  const expiry = target.expiry ?? NO_CAMPAIGN_EXPIRY;
  const cap = { enableMaxOrderCount: target.enableMaxOrderCount, maxOrderCount: target.maxOrderCount };
  if (mode === 'replace' || !cart) {
    const { restaurant, servingType } = target;
    return { expiry, restaurant, orderItems: [...lines], optionItems: [], servingType, ...cap };
  }
  // Decision: a prepend keeps the cart's restaurant and options, takes the server's latest cap and the earlier expiry.
  return { ...cart, ...cap, expiry: earlierExpiry(cart.expiry, expiry), orderItems: [...lines, ...cart.orderItems] };
}

/** Replaces the line `customizeId` in place by the edited lines; prepends them when the line is gone. */
export function updateCartLine(cart: Cart, customizeId: string, lines: readonly CartOrderItem[]): Cart {
  const index = cart.orderItems.findIndex((line) => line.customizeId === customizeId);
  // Decision: editing a line that has meanwhile disappeared adds the edited lines in front.
  if (index < 0) return { ...cart, orderItems: [...lines, ...cart.orderItems] };
  const orderItems = [...cart.orderItems];
  orderItems.splice(index, 1, ...lines);
  return { ...cart, orderItems };
}

/** Removes a line (after the delete confirmation). */
export function removeCartLine(cart: Cart, customizeId: string): Cart {
  return { ...cart, orderItems: cart.orderItems.filter((line) => line.customizeId !== customizeId) };
}

/** Sets a line's quantity within 0–99; 0 gives 'confirm-delete' and leaves the cart alone. */
export function setCartLineQuantity(cart: Cart, customizeId: string, quantity: number): QuantityOutcome {
  const next = clampQuantity(quantity, 0, MAX_QUANTITY);
  if (next === 0) return { kind: 'confirm-delete', customizeId };
  const orderItems = cart.orderItems.map((line) =>
    line.customizeId === customizeId ? { ...line, quantity: next } : line,
  );
  return { kind: 'updated', cart: { ...cart, orderItems } };
}

/** Cart quantity counter buttons: disabled at the bounds 0 and 99. */
export function cartCounterButtons(quantity: number): { decrementDisabled: boolean; incrementDisabled: boolean } {
  return { decrementDisabled: quantity <= MIN_CART_QUANTITY, incrementDisabled: quantity >= MAX_QUANTITY };
}
