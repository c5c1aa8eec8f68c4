'use client';

import type { OrdersInProgressResponse } from '@/api/generated/models';
import { inProgressOrders } from './in-progress-orders';
import { OrdersCard } from './OrdersCard';

/**
 * The card of a restaurant's orders in progress from its GET /v1/orders/in_progress answer (loaded on demand by
 * OrderInProgressBanner): only that restaurant's orders not yet final, newest first; nothing when none is left.
 */
export function RestaurantOrdersCard({
  restaurantId,
  answer,
}: {
  restaurantId: string;
  answer: OrdersInProgressResponse;
}) {
  const orders = inProgressOrders([restaurantId], [answer]);
  return orders.length > 0 ? <OrdersCard orders={orders} /> : null;
}
