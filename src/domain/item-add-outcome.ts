// What the add-to-cart flow does after the server validation (SPEC 4 "Add-to-cart flow" steps 4–6).
import { cartConflict, NOT_ORDERABLE_AT_ONCE_CODE, type CartConflict } from './cart-conflict';
import { ERROR_CODES } from './error-codes';
import type { Cart } from './cart-types';
import type { ServingType } from './serving-type';

/** The next step: add, ask about a conflict or the receive time, refetch the item, or show the error. */
export type AddOutcome =
  | { kind: 'proceed' }
  | { kind: 'conflict'; conflict: CartConflict }
  | { kind: 'receivable-time' }
  | { kind: 'refetch' }
  | { kind: 'error'; code: string };

// Decision: the server saying the item cannot be ordered at the chosen receive time (E100610001 invalid receive time,
// E100200004 menu not orderable) opens the same receivable-time confirmation as an item the screen already knows is
// out of its hours (SPEC 4 "An item not orderable at the chosen receive time also triggers a confirmation").
const NOT_AT_THIS_RECEIVE_TIME: readonly string[] = [ERROR_CODES.invalidReceiveTime, ERROR_CODES.menuNotOrderable];

/** Decides the step after the validation call answered (errorCode null on success). */
export function addOutcome(input: {
  cart: Cart | null;
  restaurantId: string;
  servingType: ServingType;
  validationErrorCode: string | null;
}): AddOutcome {
  const { validationErrorCode: code } = input;
  // Decision: an error other than "not orderable at once" wins over the cart conflicts (the items cannot be added
  // anyway); invalid argument refetches the item, every other code opens the error modal.
  if (code !== null && code !== NOT_ORDERABLE_AT_ONCE_CODE) {
    if (NOT_AT_THIS_RECEIVE_TIME.includes(code)) return { kind: 'receivable-time' };
    return code === ERROR_CODES.invalidArgument ? { kind: 'refetch' } : { kind: 'error', code };
  }
  const conflict = cartConflict(input);
  return conflict ? { kind: 'conflict', conflict } : { kind: 'proceed' };
}

/** How the confirmed lines land in the cart: replace it, update the edited line, or prepend. */
export type CartWrite = 'replace' | 'update-line' | 'prepend';

/** A confirmed conflict replaces the cart; otherwise an edit updates its line and an add prepends. */
export function cartWriteFor(input: {
  conflict: CartConflict | null;
  editingCustomizeId?: string | null;
  cart: Cart | null;
}): CartWrite {
  if (input.conflict !== null) return 'replace';
  // Decision: editing a line that is no longer in the cart (or with no cart at all) adds the lines instead.
  const editing = input.editingCustomizeId;
  if (editing && input.cart?.orderItems.some((line) => line.customizeId === editing)) return 'update-line';
  return 'prepend';
}

/**
 * Whether the validation answer says the item is sold out (E100200006): the item screen then shows the item as sold
 * out, its add button disabled with the sold-out label (issue 16 item 8), instead of staying open as if orderable.
 */
export function answersSoldOut(validationErrorCode: string | null): boolean {
  return validationErrorCode === ERROR_CODES.itemSoldOut;
}
