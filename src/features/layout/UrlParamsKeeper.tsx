'use client';

import { useEffect } from 'react';
import { useParams, usePathname, useRouter, useSearchParams } from 'next/navigation';
import { captureSeatFromUrl } from '@/domain/seat';
import { storedState } from '@/lib/stored-state';
import { useLiffHoldsAddress } from '@/features/line-mini-app';

/**
 * On every navigation: a seat number on the address is stored with the route's restaurant for 24 h and removed from
 * the address (domain seat.ts). While LIFF starts, the address is left alone (liff.init reads it); the LINE launch
 * parameters are kept by the LINE mini app (`@/features/line-mini-app`).
 */
export function UrlParamsKeeper() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const router = useRouter();
  const liffHoldsAddress = useLiffHoldsAddress();
  // The route's restaurant (Next decodes it), as the footer reads it; not ./page-kind's route table on every route.
  const restaurantId = useParams<{ restaurantId?: string }>()?.restaurantId ?? null;

  useEffect(() => {
    if (liffHoldsAddress) return;
    const search = searchParams.toString();
    const url = `${pathname}${search ? `?${search}` : ''}${window.location.hash}`;
    const cleaned = captureSeatFromUrl(storedState, url, restaurantId);
    if (cleaned !== url) router.replace(cleaned, { scroll: false });
  }, [pathname, searchParams, router, liffHoldsAddress, restaurantId]);

  return null;
}
