'use client';

import { useEffect, useMemo } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { menuListParams, menuParams, type MenuListParams, type MenuParams } from '@/domain/menu-params';
import type { MenuLinkContext } from '@/domain/menu-links';
import { EATING_LOCATION_PARAM, parseServingType, type ServingType } from '@/domain/serving-type';
import { useReceiveTime } from '@/features/restaurant-flow';
import { storeServingType, useServingType, useStoredServingType } from '@/features/restaurant-flow';
import { useHeldCoupons } from '@/features/coupons';
import { useMenuViewOnly } from './view-only';

/** Everything a menu screen needs from the address and the stored choices. */
export interface MenuContext {
  /** False until storage was read and the address's eating_location applied: do not fetch before. */
  ready: boolean;
  servingType: ServingType;
  isMenuViewOnly: boolean;
  link: MenuLinkContext;
  /** Query of the menu list call (domain menuListParams). */
  listParams: MenuListParams;
  /** Query of the menu call (domain menuParams: no serving type in view-only mode). */
  menuParams: MenuParams;
}

/**
 * The serving type of a menu page: the address's `eating_location` owns it (restaurant-flow `useServingType`: address,
 * else the stored choice, else takeout); the stored choice follows the address so the other pages remember it. The
 * header radios rewrite the address. In view-only mode the address carries no `eating_location` (SPEC 2).
 */
export function useMenuContext(restaurantId: string): MenuContext {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const urlValue = searchParams.get(EATING_LOCATION_PARAM);
  const stored = useStoredServingType();
  const [servingType] = useServingType();
  const [receiveTimes] = useReceiveTime();
  const viewOnlyFlag = useMenuViewOnly();
  // Follows the coupon store (a coupon link to this page stores or removes a coupon): the menu shows its prices.
  const coupon = useHeldCoupons();

  // The address's eating_location is remembered as the stored choice.
  useEffect(() => {
    if (urlValue !== null) storeServingType(parseServingType(urlValue));
  }, [urlValue]);

  // View-only pages do not carry eating_location: drop it from the address.
  const isMenuViewOnly = viewOnlyFlag === true;
  useEffect(() => {
    if (!isMenuViewOnly || urlValue === null) return;
    const params = new URLSearchParams(searchParams.toString());
    params.delete(EATING_LOCATION_PARAM);
    const query = params.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }, [isMenuViewOnly, urlValue, pathname, router, searchParams]);

  // Ready once storage was read and remembers what the address says (the calls read the stored choice too).
  const ready =
    stored !== undefined &&
    receiveTimes !== undefined &&
    viewOnlyFlag !== undefined &&
    coupon !== null &&
    (urlValue === null || stored === parseServingType(urlValue));

  return useMemo(() => {
    const state = {
      servingType,
      receiveTimeType: receiveTimes?.receiveTimeType ?? null,
      receiveTime: receiveTimes?.receiveTime ?? null,
    };
    return {
      ready,
      servingType,
      isMenuViewOnly,
      link: { restaurantId, servingType, isMenuViewOnly },
      listParams: menuListParams(state),
      menuParams: menuParams({ ...state, isMenuViewOnly, couponId: coupon?.couponId, couponCode: coupon?.couponCode }),
    };
  }, [ready, servingType, isMenuViewOnly, restaurantId, receiveTimes, coupon]);
}
