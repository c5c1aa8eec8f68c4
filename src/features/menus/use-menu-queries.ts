'use client';

import { useEffect } from 'react';
import { useGetMenu, useListMenus } from '@/api/generated/endpoints/menus/menus';
import { queryOptionsFor } from '@/lib/query-client';
import type { MenuContext } from './use-menu-context';
import { applyMenuViewOnly } from './view-only';

/** The menu list call (domain menuListParams; never stale); its isMenuViewOnly is applied to storage (SPEC 4). */
export function useMenuList(restaurantId: string, ctx: MenuContext, enabled = true) {
  const query = useListMenus(restaurantId, ctx.listParams, {
    query: { enabled: enabled && ctx.ready && Boolean(restaurantId), ...queryOptionsFor('MENU_LIST') },
  });
  const flag = query.data?.isMenuViewOnly;
  useEffect(() => {
    if (flag !== undefined) applyMenuViewOnly(flag);
  }, [flag]);
  return query;
}

/** The menu call (domain menuParams: the serving type is not sent in view-only mode; five minutes fresh). */
export function useMenu(restaurantId: string, menuId: string, ctx: MenuContext, enabled = true) {
  return useGetMenu(restaurantId, menuId, ctx.menuParams, {
    query: { enabled: enabled && ctx.ready && Boolean(restaurantId && menuId), ...queryOptionsFor('MENU') },
  });
}
