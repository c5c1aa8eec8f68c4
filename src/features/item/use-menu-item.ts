'use client';

import { useEffect, useMemo } from 'react';
import { useGetMenuItem } from '@/api/generated/endpoints/menus/menus';
import type { GetMenuItemParams } from '@/api/generated/models';
import { itemParams } from '@/domain/menu-params';
import { appStorage } from '@/lib/browser-storage';
import { queryOptionsFor } from '@/lib/query-client';
import { applyMenuViewOnly, useMenuViewOnly } from '@/features/menus';
import { useReceiveTime } from '@/features/restaurant-flow';
import { useServingType } from '@/features/restaurant-flow';

/** The coupon held in storage (SPEC 4 "Refresh coupon data if a coupon id or code is held"). */
export function readHeldCoupon(): { couponId: string | null; couponCode: string | null } {
  const storage = appStorage();
  return { couponId: storage.get('couponId'), couponCode: storage.get('couponCode') };
}

/**
 * The item detail call with the SPEC 7 query (servingType omitted in view-only mode, receiveTime for takeout with a
 * chosen time, coupon id/code when held). A response's isMenuViewOnly is applied (flag set, receive times cleared).
 */
export function useMenuItem(restaurantId: string, menuId: string, itemId: string, enabled: boolean) {
  const [servingType] = useServingType();
  const [receiveTimes] = useReceiveTime();
  const isMenuViewOnly = useMenuViewOnly();
  const params = useMemo<GetMenuItemParams>(() => {
    const coupon = typeof window === 'undefined' ? { couponId: null, couponCode: null } : readHeldCoupon();
    return itemParams({
      servingType,
      receiveTimeType: receiveTimes?.receiveTimeType,
      receiveTime: receiveTimes?.receiveTime,
      isMenuViewOnly: isMenuViewOnly === true,
      ...coupon,
    });
  }, [servingType, receiveTimes, isMenuViewOnly]);

  const query = useGetMenuItem(restaurantId, menuId, itemId, params, {
    query: { ...queryOptionsFor('MENU'), enabled: enabled && Boolean(restaurantId && menuId && itemId) },
  });

  const viewOnly = query.data?.isMenuViewOnly;
  useEffect(() => {
    if (viewOnly !== undefined) applyMenuViewOnly(viewOnly);
  }, [viewOnly]);

  return { query, params, servingType, receiveTimes: receiveTimes ?? null, isMenuViewOnly: isMenuViewOnly === true };
}
