'use client';

import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { applyMenuViewOnly, menuItemQueryOptions, useMenuItemRequest } from '@/features/menus';

/**
 * The item detail call with the SPEC 7 query (servingType omitted in view-only mode, receiveTime for takeout with a
 * chosen time, coupon id/code when held), under the key a menu card's prefetch uses (menus useMenuItemRequest and
 * menuItemQueryOptions). A response's isMenuViewOnly is applied (flag set, receive times cleared).
 */
export function useMenuItem(restaurantId: string, menuId: string, itemId: string, enabled: boolean) {
  const { params, servingType, receiveTimes, isMenuViewOnly } = useMenuItemRequest();
  const query = useQuery({
    ...menuItemQueryOptions(restaurantId, menuId, itemId, params),
    enabled: enabled && Boolean(restaurantId && menuId && itemId),
  });

  const viewOnly = query.data?.isMenuViewOnly;
  useEffect(() => {
    if (viewOnly !== undefined) applyMenuViewOnly(viewOnly);
  }, [viewOnly]);

  return { query, params, servingType, receiveTimes, isMenuViewOnly };
}
