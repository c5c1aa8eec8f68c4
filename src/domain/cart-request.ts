// Request bodies of the cart call and of the cart validation (SPEC 3 "Cart request to the server", SPEC 7).
import type { Cart, CartCustomizeItem, CartOrderItem } from './cart-types';
import type { ServingType } from './serving-type';
import type {
  CartRequest,
  CartRequestCustomizeItem,
  CartRequestCustomizeItemDepth2,
  CartRequestCustomizeItemDepth3,
  CartRequestOrderItem,
  CartValidationRequest,
} from '@/api/generated/models';
import { toApiServingType } from './serving-type';

/** Coupon and receive time sent with the cart. */
export interface CartRequestExtras {
  couponId?: string | null;
  couponCode?: string | null;
  /** ISO 8601 receive time; leave out for an immediate order. */
  receiveTime?: string | null;
}

const wireIds = (item: CartCustomizeItem) => ({
  itemId: item.itemId,
  version: item.version,
  quantity: item.quantity,
  customizeGroupId: item.customizeGroupId,
});

function withNested<N>(item: CartCustomizeItem, nested: (item: CartCustomizeItem) => N) {
  const ids = wireIds(item);
  return item.customizeItems?.length ? { ...ids, customizeItems: item.customizeItems.map(nested) } : ids;
}

// The generated wire models unroll the contract's nesting to depth 3, so the conversion goes depth by depth.
// Decision: the contract caps the nesting at depth 3; a stored depth-3 item's own customize items are not sent.
const atDepth3 = (item: CartCustomizeItem): CartRequestCustomizeItemDepth3 => wireIds(item);
const atDepth2 = (item: CartCustomizeItem): CartRequestCustomizeItemDepth2 => withNested(item, atDepth3);
const atDepth1 = (item: CartCustomizeItem): CartRequestCustomizeItem => withNested(item, atDepth2);

/** Customize items on the wire: ids, version, quantity, group and nested items; names and prices stay behind. */
export function toRequestCustomizeItems(items: readonly CartCustomizeItem[] | undefined): CartRequestCustomizeItem[] {
  return (items ?? []).map(atDepth1);
}

/** An order line on the wire. */
export function toRequestOrderItem(line: CartOrderItem): CartRequestOrderItem {
  return {
    itemId: line.itemId,
    version: line.version,
    quantity: line.quantity,
    customizeItems: toRequestCustomizeItems(line.customizeItems),
    customizeId: line.customizeId,
    menuId: line.menuId,
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
}): CartValidationRequest {
  const body: CartValidationRequest = {
    orderItems: input.lines.map(toRequestOrderItem),
    servingType: toApiServingType(input.servingType),
    restaurantId: input.restaurantId,
  };
  if (present(input.customizeId)) body.customizeId = input.customizeId;
  return body;
}
