import type { Cart, CartOrderItem } from '@/domain/cart-types';
import { backToMenuHref as menuPageToReturnTo } from '@/domain/menu-links';
import { EATING_LOCATION_PARAM, toEatingLocationParam, type ServingType } from '@/domain/serving-type';
import type { LastSelectedMenu } from '@/domain/storage-keys';

const restaurantBase = (restaurantId: string) => `/restaurants/${encodeURIComponent(restaurantId)}`;

/** The item page editing a cart line: `…/menus/{menuId}/items/{itemId}?customizeId=…&eating_location=…`. */
export function editLineHref(cart: Cart, line: CartOrderItem): string | null {
  const menuId = line.menuId ?? line.menu?.menuId;
  if (!menuId || !line.itemId) return null;
  const query = new URLSearchParams({
    customizeId: line.customizeId,
    [EATING_LOCATION_PARAM]: toEatingLocationParam(cart.servingType),
  });
  const path = `${restaurantBase(cart.restaurant.id)}/menus/${encodeURIComponent(menuId)}/items/${encodeURIComponent(line.itemId)}`;
  return `${path}?${query.toString()}`;
}

// Decision: "other items" and the empty cart's menu button go to the last menu chosen for the restaurant and serving
// type, else to the restaurant's menu list (domain `backToMenuHref`); without a restaurant, to the restaurant list.
/** The menu page to go back to for a restaurant and serving type. */
export function backToMenuHref(
  restaurantId: string | null | undefined,
  servingType: ServingType,
  lastSelectedMenu: LastSelectedMenu | null,
): string {
  if (!restaurantId) return '/';
  return menuPageToReturnTo({ restaurantId, servingType, isMenuViewOnly: false }, lastSelectedMenu);
}

/** The order form of the cart's restaurant. */
export function orderHref(restaurantId: string): string {
  return `${restaurantBase(restaurantId)}/order`;
}
