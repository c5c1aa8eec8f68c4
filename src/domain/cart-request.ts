// Request bodies of the cart call and of the cart validation (SPEC 3 "Cart request to the server", SPEC 7).
import type {
  Cart,
  CartCustomizeItem,
  CartOrderItem,
  CartRequest,
  CartRequestCustomizeItem,
  CartRequestOrderItem,
  CartValidationInput,
  ServingType,
} from './menu-types';
import { toApiServingType } from './serving-type';

/** Coupon and receive time sent with the cart. */
export interface CartRequestExtras {
  couponId?: string | null;
  couponCode?: string | null;
  /** ISO 8601 receive time; leave out for an immediate order. */
  receiveTime?: string | null;
}

/** Customize items on the wire: ids, version, quantity, group and nested items; names and prices stay behind. */
export function toRequestCustomizeItems(items: readonly CartCustomizeItem[] | undefined): CartRequestCustomizeItem[] {
  return (items ?? []).map((item) => ({
    itemId: item.itemId,
    version: item.version,
    quantity: item.quantity ?? 1,
    customizeGroupId: item.customizeGroupId,
    ...(item.customizeItems?.length ? { customizeItems: toRequestCustomizeItems(item.customizeItems) } : {}),
  }));
}

/** An order line on the wire. */
export function toRequestOrderItem(line: CartOrderItem): CartRequestOrderItem {
  return {
    itemId: line.itemId,
    version: line.version,
    quantity: line.quantity,
    customizeItems: toRequestCustomizeItems(line.customizeItems),
    customizeId: line.customizeId,
    menuId: line.menuId ?? line.menu?.menuId,
  };
}

function present(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && value !== '';
}

/** Body of the cart call; empty coupon fields and receive time are left out. */
export function buildCartRequest(cart: Cart, extras: CartRequestExtras = {}): CartRequest {
  const request: CartRequest = {
    restaurantId: cart.restaurant.id,
    orderItems: cart.orderItems.map(toRequestOrderItem),
    optionItems: cart.optionItems.map((option) => ({
      itemId: option.itemId,
      version: option.version,
      quantity: option.quantity ?? 1,
    })),
    servingType: toApiServingType(cart.servingType),
  };
  if (present(extras.couponId)) request.couponId = extras.couponId;
  if (present(extras.couponCode)) request.couponCode = extras.couponCode;
  if (present(extras.receiveTime)) request.receiveTime = extras.receiveTime;
  return request;
}

/** Body of the cart validation before an add (customizeId set when editing a line). */
export function buildCartValidationInput(input: {
  lines: readonly CartOrderItem[];
  servingType: ServingType;
  restaurantId: string;
  customizeId?: string;
}): CartValidationInput {
  const body: CartValidationInput = {
    orderItems: input.lines.map(toRequestOrderItem),
    servingType: toApiServingType(input.servingType),
    restaurantId: input.restaurantId,
  };
  if (present(input.customizeId)) body.customizeId = input.customizeId;
  return body;
}
