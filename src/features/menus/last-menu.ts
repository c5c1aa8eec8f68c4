'use client';

import { backToMenuHref, lastMenuFor, rememberMenu, type MenuLinkContext } from '@/domain/menu-links';
import type { ServingType } from '@/domain/serving-type';
import { appStorage } from '@/lib/browser-storage';

/** Remembers the menu last shown for a restaurant and serving type (local storage `lastSelectedMenu`). */
export function storeLastMenu(restaurantId: string, servingType: ServingType, menuId: string): void {
  const storage = appStorage();
  storage.set('lastSelectedMenu', rememberMenu(storage.get('lastSelectedMenu'), restaurantId, servingType, menuId));
}

/** The last chosen menu of this restaurant and serving type, if any. */
export function readLastMenuId(restaurantId: string, servingType: ServingType): string | null {
  return lastMenuFor(appStorage().get('lastSelectedMenu'), restaurantId, servingType);
}

/**
 * Where "back to the menu" goes (cart "other items", item close): the last chosen menu of this restaurant and serving
 * type, or the menu list. For other features.
 */
export function lastMenuHref(ctx: MenuLinkContext, offeredMenuIds?: readonly string[] | null): string {
  return backToMenuHref(ctx, appStorage().get('lastSelectedMenu'), offeredMenuIds);
}
