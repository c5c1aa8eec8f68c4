import type { Order, OrdersInProgressResponse } from '@/api/generated/models';
import { newestFirst, ordersInProgressAt } from '@/domain/order-state';

/** The orders in progress of several restaurants' answers (in the order of `restaurantIds`), newest first. */
export function inProgressOrders(
  restaurantIds: readonly string[],
  answers: readonly (OrdersInProgressResponse | undefined)[],
): Order[] {
  return newestFirst(
    restaurantIds.flatMap((restaurantId, index) => ordersInProgressAt(answers[index]?.orders ?? [], restaurantId)),
  );
}
