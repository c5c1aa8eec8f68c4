'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { menuListParams, menuParams, type MenuListParams, type MenuParams } from '@/domain/menu-params';
import type { MenuLinkContext } from '@/domain/menu-links';
import {
  DEFAULT_SERVING_TYPE,
  EATING_LOCATION_PARAM,
  parseServingType,
  toEatingLocationParam,
  type ServingType,
} from '@/domain/serving-type';
import { useReceiveTime } from '@/features/restaurant-flow/use-receive-time';
import { storeServingType, useStoredServingType } from '@/features/restaurant-flow/use-serving-type';
import { appStorage } from '@/lib/browser-storage';
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

function readCoupon(): { couponId: string | null; couponCode: string | null } {
  const storage = appStorage();
  return { couponId: storage.get('couponId'), couponCode: storage.get('couponCode') };
}

/**
 * The serving type of a menu page: the address's `eating_location` wins when the page opens (and is stored, which
 * also moves the header radios); a later change of the stored type (header radios) rewrites `eating_location` in
 * the address. In view-only mode the address carries no `eating_location` (SPEC 2).
 */
export function useMenuContext(restaurantId: string): MenuContext {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const urlValue = searchParams.get(EATING_LOCATION_PARAM);
  const stored = useStoredServingType();
  const [receiveTimes] = useReceiveTime();
  const viewOnlyFlag = useMenuViewOnly();
  const [applied, setApplied] = useState<string | null>(null);
  const [coupon, setCoupon] = useState<{ couponId: string | null; couponCode: string | null } | null>(null);
  const previousStored = useRef<ServingType | null | undefined>(undefined);

  useEffect(() => setCoupon(readCoupon()), []);

  // The address's eating_location is applied (stored) when it appears or changes.
  useEffect(() => {
    if (urlValue === null) return;
    storeServingType(parseServingType(urlValue));
    setApplied(urlValue);
  }, [urlValue]);

  // A change of the stored type afterwards (header radios) is written back into the address.
  const isMenuViewOnly = viewOnlyFlag === true;
  useEffect(() => {
    const before = previousStored.current;
    previousStored.current = stored;
    if (!stored || before === undefined || before === stored || isMenuViewOnly) return;
    if (urlValue !== null && parseServingType(urlValue) === stored) return;
    const params = new URLSearchParams(searchParams.toString());
    params.set(EATING_LOCATION_PARAM, toEatingLocationParam(stored));
    router.replace(`${pathname}?${params.toString()}`, { scroll: false });
  }, [stored, urlValue, isMenuViewOnly, pathname, router, searchParams]);

  // View-only pages do not carry eating_location: drop it from the address.
  useEffect(() => {
    if (!isMenuViewOnly || urlValue === null) return;
    const params = new URLSearchParams(searchParams.toString());
    params.delete(EATING_LOCATION_PARAM);
    const query = params.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }, [isMenuViewOnly, urlValue, pathname, router, searchParams]);

  const servingType: ServingType =
    urlValue !== null && applied !== urlValue ? parseServingType(urlValue) : (stored ?? DEFAULT_SERVING_TYPE);
  const ready =
    stored !== undefined &&
    receiveTimes !== undefined &&
    viewOnlyFlag !== undefined &&
    coupon !== null &&
    (urlValue === null || applied === urlValue);

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
