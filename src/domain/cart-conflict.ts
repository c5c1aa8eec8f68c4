// Cart conflicts before an add (SPEC 4 "Add-to-cart flow" step 4). One restaurant and one serving type at a time.
import type { Cart } from './cart-types';
import type { ServingType } from './serving-type';

/** A conflict that needs the customer's confirmation. */
export type CartConflict = 'unique-serving-type' | 'unique-restaurant' | 'not-orderable-at-once';

/** Server code meaning the items cannot be ordered at once (SPEC 8). */
export const NOT_ORDERABLE_AT_ONCE_CODE = 'E100610002';

/** The conflict of adding to `cart` for (restaurantId, servingType), by priority serving type > restaurant > code. */
export function cartConflict(input: {
  cart: Cart | null;
  restaurantId: string;
  servingType: ServingType;
  validationErrorCode?: string | null;
}): CartConflict | null {
  const { cart, restaurantId, servingType, validationErrorCode } = input;
  // Decision: an empty (or absent) cart conflicts with nothing on serving type or restaurant.
  if (cart && cart.orderItems.length > 0) {
    if (cart.servingType !== servingType) return 'unique-serving-type';
    if (cart.restaurant.id !== restaurantId) return 'unique-restaurant';
  }
  return validationErrorCode === NOT_ORDERABLE_AT_ONCE_CODE ? 'not-orderable-at-once' : null;
}
