import { firstParam, type SearchParams } from '@/server/route-params';

/** The address of an item route: its path ids. */
export interface ItemRouteParams {
  restaurantId: string;
  menuId: string;
  itemId: string;
}

/**
 * The item screen's props and key for both item routes: opened directly (`ItemPage`) and intercepted over the menu
 * (`ItemSheet`). A new item or a new `customizeId` (editing another cart line) is a new screen (its key).
 */
export function itemScreenProps({ restaurantId, menuId, itemId }: ItemRouteParams, query: SearchParams) {
  const customizeId = firstParam(query.customizeId);
  return { key: `${itemId}:${customizeId ?? ''}`, props: { restaurantId, menuId, itemId, customizeId } };
}
