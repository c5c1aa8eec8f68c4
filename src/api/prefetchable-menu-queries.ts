import { itemParams, menuListParams, menuParams, serverAssumedMenuInput } from '@/domain/menu-params';
import type { ServingType } from '@/domain/serving-type';
import { CACHE_TIME } from '@/domain/constants';
import {
  getGetMenuItemQueryKey,
  getGetMenuQueryKey,
  getListMenusQueryKey,
  getMenu,
  getMenuItem,
  listMenus,
} from './generated/endpoints/menus/menus';
import { forId } from './prefetchable-queries';

// The menu routes' server queries (src/server/prefetch.server.ts), apart from prefetchable-queries.ts: the browser
// imports that module for the restaurant list's key and need not carry these.
/**
 * The restaurant's menu list as the server render assumes the customer's choices (domain serverAssumedMenuInput), as
 * useMenuList reads it for a tab with those choices.
 */
export const menuListQuery = (restaurantId: string, servingType: ServingType) =>
  forId(restaurantId, () => {
    const params = menuListParams(serverAssumedMenuInput(servingType));
    return {
      queryKey: getListMenusQueryKey(restaurantId, params),
      kind: 'single',
      fetch: (o) => listMenus(restaurantId, params, o),
      // Decision (issue 26): "never stale" (SPEC 9) is a visit's rule in the browser; a server instance lives for
      // days and serves every customer, so it keeps the menu list as long as a menu (5 minutes).
      freshMs: CACHE_TIME.MENU,
    };
  });

/** A menu as the server render assumes the customer's choices, as useMenu reads it for a tab with those choices. */
export const menuQuery = (restaurantId: string, menuId: string, servingType: ServingType) =>
  forId([restaurantId, menuId], () => {
    const params = menuParams(serverAssumedMenuInput(servingType));
    return {
      queryKey: getGetMenuQueryKey(restaurantId, menuId, params),
      kind: 'single',
      fetch: (o) => getMenu(restaurantId, menuId, params, o),
      freshMs: CACHE_TIME.MENU,
    };
  });

/** An item as the server render assumes the customer's choices, as the item sheet reads it for a tab with those. */
export const menuItemQuery = (restaurantId: string, menuId: string, itemId: string, servingType: ServingType) =>
  forId([restaurantId, menuId, itemId], () => {
    const params = itemParams(serverAssumedMenuInput(servingType));
    return {
      queryKey: getGetMenuItemQueryKey(restaurantId, menuId, itemId, params),
      kind: 'single',
      fetch: (o) => getMenuItem(restaurantId, menuId, itemId, params, o),
      freshMs: CACHE_TIME.MENU,
    };
  });
