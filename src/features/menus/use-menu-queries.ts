'use client';

import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { menuListQueryOptions, menuQueryOptions } from './menu-query-options';
import type { MenuContext } from './use-menu-context';
import { applyMenuViewOnly } from './view-only';

/** The menu list call (domain menuListParams; never stale); its isMenuViewOnly is applied to storage (SPEC 4). */
export function useMenuList(restaurantId: string, ctx: MenuContext, enabled = true) {
  const query = useQuery({
    ...menuListQueryOptions(restaurantId, ctx.listParams),
    enabled: enabled && ctx.ready && Boolean(restaurantId),
  });
  const flag = query.data?.isMenuViewOnly;
  useEffect(() => {
    if (flag !== undefined) applyMenuViewOnly(flag);
  }, [flag]);
  return query;
}

/** The menu call (domain menuParams: the serving type is not sent in view-only mode; five minutes fresh). */
export function useMenu(restaurantId: string, menuId: string, ctx: MenuContext, enabled = true) {
  return useQuery({
    ...menuQueryOptions(restaurantId, menuId, ctx.menuParams),
    enabled: enabled && ctx.ready && Boolean(restaurantId && menuId),
  });
}

/**
 * Asks for a menu of this restaurant ahead of its page, with the query the page's useMenu will use (the same menu
 * context: the page carries the serving type in its address); nothing before the context is ready or while the
 * menu's data is fresh (prefetchQuery).
 */
export function useMenuPrefetch(restaurantId: string, ctx: MenuContext, enabled: boolean): (menuId: string) => void {
  const queryClient = useQueryClient();
  const { ready, menuParams } = ctx;
  return useCallback(
    (menuId: string) => {
      if (enabled && ready) void queryClient.prefetchQuery(menuQueryOptions(restaurantId, menuId, menuParams));
    },
    [queryClient, restaurantId, menuParams, ready, enabled],
  );
}
