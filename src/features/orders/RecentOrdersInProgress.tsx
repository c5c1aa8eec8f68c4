'use client';

import { usePreferencesStore } from '@/lib/stored-state';
import { OrdersInProgressCard } from './OrderInProgressBanner';

// Decision: the brand top has no restaurant of its own; it shows the orders in progress at the restaurants this
// device last ordered from (recentlyOrderedRestaurants, written at order complete), the 3 newest, since
// GET /v1/orders/in_progress needs a restaurantId. Their orders share one card (issue 27 item 2).
export const BRAND_TOP_RESTAURANTS = 3;

/** The brand top's orders in progress: one lookup per recently ordered restaurant, one card for all. */
export function RecentOrdersInProgress() {
  const recent = usePreferencesStore((state) => state.recentlyOrderedRestaurants);
  if (recent === undefined) return null;
  const restaurantIds = (recent ?? []).slice(0, BRAND_TOP_RESTAURANTS).map(({ id }) => id);
  return <OrdersInProgressCard restaurantIds={restaurantIds} />;
}
