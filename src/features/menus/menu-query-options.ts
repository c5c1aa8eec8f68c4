import { queryOptions } from '@tanstack/react-query';
import { getMenu, getMenuItem, listMenus } from '@/api/generated/functions/menus/menus';
import type { GetMenuItemParams, GetMenuParams, ListMenusParams } from '@/api/generated/models';
import { queryOptionsFor } from '@/lib/query-client';

// Issue 29: the menu pages ask through the generated plain functions and plain queries, not the generated hooks file
// (its hooks and option builders for five calls shipped with both menu pages). Each key is the generated hooks' key
// (getListMenusQueryKey, getGetMenuQueryKey, getGetMenuItemQueryKey; menu-query-options.test.ts), so the server's
// prefetch (src/api/prefetchable-menu-queries.ts) and every other reader share the answers.

/** The menu list call: never stale (SPEC 9). */
export function menuListQueryOptions(restaurantId: string, params: ListMenusParams) {
  return queryOptions({
    queryKey: [`/v1/restaurants/${restaurantId}/menus`, params] as const,
    queryFn: ({ signal }) => listMenus(restaurantId, params, { signal }),
    enabled: Boolean(restaurantId),
    ...queryOptionsFor('MENU_LIST'),
  });
}

/** The menu call: five minutes fresh (SPEC 9). */
export function menuQueryOptions(restaurantId: string, menuId: string, params: GetMenuParams) {
  return queryOptions({
    queryKey: [`/v1/restaurants/${restaurantId}/menus/${menuId}`, params] as const,
    queryFn: ({ signal }) => getMenu(restaurantId, menuId, params, { signal }),
    enabled: Boolean(restaurantId && menuId),
    ...queryOptionsFor('MENU'),
  });
}

/** The item call: five minutes fresh (SPEC 9 "Caches"). */
export function menuItemQueryOptions(restaurantId: string, menuId: string, itemId: string, params: GetMenuItemParams) {
  return queryOptions({
    queryKey: [`/v1/restaurants/${restaurantId}/menus/${menuId}/items/${itemId}`, params] as const,
    queryFn: ({ signal }) => getMenuItem(restaurantId, menuId, itemId, params, { signal }),
    enabled: Boolean(restaurantId && menuId && itemId),
    ...queryOptionsFor('MENU'),
  });
}
