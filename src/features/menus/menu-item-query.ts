'use client';

import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GetMenuItemParams } from '@/api/generated/models';
import { itemParams } from '@/domain/menu-params';
import type { ServingType } from '@/domain/serving-type';
import type { SelectReceiveTimes } from '@/domain/storage-keys';
import { useHeldCoupons } from '@/features/coupons';
import { useReceiveTime, useServingType } from '@/features/restaurant-flow';
import { useLatest } from '@/lib/use-latest';
import { menuItemQueryOptions } from './menu-query-options';
import { useMenuViewOnly } from './view-only';

// The item detail call in one place: the item sheet reads it (features/item use-menu-item) and a menu page's item
// card asks for it ahead on intent, under the very same key. It lives here because the item feature already builds on
// the menus feature (the other way round would be an import cycle).

/** The stored choices the item call is asked with, and its SPEC 7 query built from them. */
export interface MenuItemRequest {
  params: GetMenuItemParams;
  servingType: ServingType;
  receiveTimes: SelectReceiveTimes | null;
  isMenuViewOnly: boolean;
}

/**
 * The item call's query from the stored choices (domain itemParams: servingType omitted in view-only mode,
 * receiveTime for takeout with a chosen time, coupon id/code when held; read again when the coupon flow changes them).
 */
export function useMenuItemRequest(): MenuItemRequest {
  const [servingType] = useServingType();
  const [receiveTimes] = useReceiveTime();
  const isMenuViewOnly = useMenuViewOnly() === true;
  // The held coupon is read once hydrated, like the other stored choices: the server render and hydration ask with
  // the same key (the server's own prefetch of the item uses it, src/server/prefetch.server.ts).
  const held = useHeldCoupons();
  const params = useMemo<GetMenuItemParams>(() => {
    const coupon = held ?? { couponId: null, couponCode: null };
    return itemParams({
      servingType,
      receiveTimeType: receiveTimes?.receiveTimeType,
      receiveTime: receiveTimes?.receiveTime,
      isMenuViewOnly,
      ...coupon,
    });
  }, [servingType, receiveTimes, isMenuViewOnly, held]);
  return { params, servingType, receiveTimes: receiveTimes ?? null, isMenuViewOnly };
}

/**
 * Asks for an item of this menu ahead of its sheet, with the query the sheet will use; nothing while `enabled` is
 * false (the page's guard has not allowed it), and nothing while the item's data is fresh (prefetchQuery).
 */
export function useMenuItemPrefetch(restaurantId: string, menuId: string, enabled: boolean): (itemId: string) => void {
  const queryClient = useQueryClient();
  const { params } = useMenuItemRequest();
  // One function for the page's life: the item cards are memoized, and a new function on every change of the stored
  // choices (the first one right after hydration) would render every card again.
  const latest = useLatest({ params, enabled });
  return useCallback(
    (itemId: string) => {
      const { params: current, enabled: allowed } = latest.current;
      if (allowed) void queryClient.prefetchQuery(menuItemQueryOptions(restaurantId, menuId, itemId, current));
    },
    [queryClient, restaurantId, menuId, latest],
  );
}
