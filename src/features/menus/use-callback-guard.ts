'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { mustGoToCallback } from '@/domain/navigation';
import { useReceiveTime } from '@/features/restaurant-flow';
import { useShellStore } from '@/ui/shell/shell-store';
import { useMenuViewOnly } from './view-only';

/** The pages the callback guard protects (SPEC 4: menus, restaurant top, item detail). */
export type GuardedPage = 'Menus' | 'RestaurantTop' | 'ItemDetail';

/** 'pending' until storage was read, 'redirecting' while sent to the callback page, 'allowed' otherwise. */
export type CallbackGuardStatus = 'pending' | 'redirecting' | 'allowed';

/**
 * SPEC 4: when the view-only flag is false and no receive time is stored, the menus, restaurant top and item detail
 * pages send the user to `/restaurants/{id}/callback` (domain `mustGoToCallback`), which brings them back here. Re-evaluated whenever the stored
 * flag or receive time changes (e.g. a response resets a stale view-only flag). Render content only when 'allowed'.
 */
export function useCallbackGuard(restaurantId: string, page: GuardedPage): CallbackGuardStatus {
  const router = useRouter();
  const [receiveTimes] = useReceiveTime();
  const isMenuViewOnly = useMenuViewOnly();
  const known = receiveTimes !== undefined && isMenuViewOnly !== undefined;
  const redirect =
    known && mustGoToCallback({ isMenuViewOnly: isMenuViewOnly, hasReceiveTime: receiveTimes !== null, page });

  useEffect(() => {
    // A screen leaving for the receive-time flow with its own way back (header radio) is not sent elsewhere.
    if (!redirect || useShellStore.getState().flowNavigationPending) return;
    let cancelled = false;
    // The page (with its coupon, reorder, … query) is come back to once the flow has its choices; its
    // eating_location goes along as the customer's choice (domain callbackGuardHref). Issue 29: that rule is fetched
    // only when a page is sent away (a first visit), not with every guarded page.
    void import('@/domain/flow-return').then(({ callbackGuardHref }) => {
      if (cancelled || useShellStore.getState().flowNavigationPending) return;
      router.replace(callbackGuardHref(restaurantId, `${window.location.pathname}${window.location.search}`));
    });
    return () => {
      cancelled = true;
    };
  }, [redirect, restaurantId, router]);

  if (!known) return 'pending';
  return redirect ? 'redirecting' : 'allowed';
}
