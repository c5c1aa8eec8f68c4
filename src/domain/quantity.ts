// Quantity constants and clamping shared by the item screen and the cart (SPEC 9).

import { MAX_ORDER_QUANTITY } from './constants';

/** Maximum quantity per order item and default maximum selection count (SPEC 9): 99. */
export const MAX_QUANTITY = MAX_ORDER_QUANTITY;

/** Clamps a quantity to the integer range [min, max]; non-finite input gives min. */
export function clampQuantity(quantity: number, min: number, max: number): number {
  if (!Number.isFinite(quantity)) return min;
  return Math.min(max, Math.max(min, Math.trunc(quantity)));
}

/** Sums the quantities of a list of lines. */
export function sumQuantities(lines: readonly { quantity?: number }[]): number {
  return lines.reduce((sum, line) => sum + (line.quantity ?? 0), 0);
}
