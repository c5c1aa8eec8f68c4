'use client';

import { useEffect } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { captureSeatFromUrl } from '@/domain/seat';
import { appStorage } from '@/lib/browser-storage';
import { hasLaunchParams, readLaunchParams } from './launch-params';
import { restaurantIdOf } from './page-kind';

/**
 * On every navigation: a seat number on the address is stored with the route's restaurant for 24 h and removed from
 * the address (domain seat.ts); messaging-app launch parameters are kept in storage (target_liff_id,
 * liff_state_restaurant_id, and the rest in liffData).
 */
export function UrlParamsKeeper() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const router = useRouter();

  useEffect(() => {
    const storage = appStorage();
    const search = searchParams.toString();
    const url = `${pathname}${search ? `?${search}` : ''}${window.location.hash}`;
    const cleaned = captureSeatFromUrl(storage, url, restaurantIdOf(pathname));
    if (cleaned !== url) router.replace(cleaned, { scroll: false });

    const launch = readLaunchParams(searchParams);
    if (!hasLaunchParams(launch)) return;
    if (launch.targetLiffId) storage.set('targetLiffId', launch.targetLiffId);
    if (launch.restaurantId) storage.set('liffStateRestaurantId', launch.restaurantId);
    const previous = storage.get('liffData') ?? {};
    const next: Record<string, unknown> = { ...previous };
    for (const key of ['liffId', 'referrerKeyUsecase', 'referrerKeyMessage', 'restaurantPath'] as const) {
      if (launch[key]) next[key] = launch[key];
    }
    storage.set('liffData', next);
  }, [pathname, searchParams, router]);

  return null;
}
