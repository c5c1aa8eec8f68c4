'use client';

import dynamic from 'next/dynamic';
import { usePreferencesStore } from '@/lib/stored-state';

// Decision: the brand top has no restaurant of its own; it shows the orders in progress at the restaurants this
// device last ordered from (recentlyOrderedRestaurants, written at order complete), the 3 newest, since
// GET /v1/orders/in_progress needs a restaurantId. Their orders share one card (issue 27 item 2).
export const BRAND_TOP_RESTAURANTS = 3;

// Issue 29 (ADR 0009): the lookups and the card are fetched only on a device that has ordered before (a first visit,
// the most common brand top, loads neither).
const OrdersInProgressCard = dynamic(() => import('./OrdersInProgressCard').then((m) => m.OrdersInProgressCard), {
  ssr: false,
});

/** The brand top's orders in progress: one lookup per recently ordered restaurant, one card for all. */
export function RecentOrdersInProgress() {
  const recent = usePreferencesStore((state) => state.recentlyOrderedRestaurants);
  if (!recent?.length) return null;
  const restaurantIds = recent.slice(0, BRAND_TOP_RESTAURANTS).map(({ id }) => id);
  return <OrdersInProgressCard restaurantIds={restaurantIds} />;
}
