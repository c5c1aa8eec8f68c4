'use client';

import { useQueries } from '@tanstack/react-query';
import { getGetOrderInProgressQueryOptions } from '@/api/generated/endpoints/orders/orders';
import { queryOptionsFor } from '@/lib/query-client';
import { useShellStore } from '@/ui/shell/shell-store';
import { inProgressOrders } from './in-progress-orders';
import { OrdersCard } from './OrdersCard';

/**
 * The orders in progress at several restaurants (the brand top's recent ones) in one card, newest first; nothing while
 * loading, on an error or with none, and aside on an error page (as OrderInProgressBanner).
 */
export function OrdersInProgressCard({ restaurantIds }: { restaurantIds: readonly string[] }) {
  const errorPageShown = useShellStore((state) => state.errorPageShown);
  const answers = useQueries({
    queries: restaurantIds.map((restaurantId) =>
      getGetOrderInProgressQueryOptions(
        { restaurantId },
        { query: { enabled: Boolean(restaurantId), ...queryOptionsFor('ORDERS') } },
      ),
    ),
  });
  const orders = inProgressOrders(
    restaurantIds,
    answers.map((answer) => answer.data),
  );
  if (orders.length === 0 || errorPageShown) return null;
  return <OrdersCard orders={orders} />;
}
