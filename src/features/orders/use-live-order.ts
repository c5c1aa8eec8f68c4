'use client';

import { useGetOrder } from '@/api/generated/endpoints/orders/orders';
import { liveOrderQueryOptions } from '@/lib/live-order';

/** GET /v1/orders/{orderId}, refreshed while the order is not final (paused in a hidden tab), else cached 5 minutes. */
export function useLiveOrder(orderId: string) {
  return useGetOrder(orderId, { query: { enabled: Boolean(orderId), ...liveOrderQueryOptions() } });
}
