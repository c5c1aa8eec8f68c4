'use client';

import type { Order } from '@/api/generated/models';
import { shouldClearCouponsOnComplete } from '@/domain/coupon';
import { recordRecentRestaurant } from '@/domain/recent-restaurants';
import { useCartStore } from '@/features/cart';
import { storedState } from '@/lib/stored-state';
import { clearStoredIntent } from './order-intent-storage';

/** Reaching a placed order: empty the cart, clear coupons unless a code is stored (SPEC 4), remember the restaurant. */
export function settleAfterOrder(order: Order) {
  useCartStore.getState().clear();
  if (shouldClearCouponsOnComplete(storedState.get('couponCode'))) storedState.remove('couponId');
  storedState.set(
    'recentlyOrderedRestaurants',
    recordRecentRestaurant(storedState.get('recentlyOrderedRestaurants'), {
      id: order.restaurant.id,
      name: order.restaurant.name,
    }).map((r) => ({ ...r })),
  );
  clearStoredIntent();
}
