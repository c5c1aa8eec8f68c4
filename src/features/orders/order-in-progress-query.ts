import { getOrderInProgress } from '@/api/generated/functions/orders/orders';
import { queryOptionsFor } from '@/lib/query-client';

// Issue 29: the menu pages' orders banner asks through the generated plain function and a plain useQuery, not the
// generated hooks file (its hook, options builder and types shipped with both menu pages).
/**
 * GET /v1/orders/in_progress for one restaurant as a query: the generated hooks' key (`getGetOrderInProgressQueryKey`,
 * so the brand top's card and the select-orders page share the answer), five minutes fresh (SPEC 9).
 */
export function orderInProgressQuery(restaurantId: string) {
  const params = { restaurantId };
  return {
    queryKey: ['/v1/orders/in_progress', params] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => getOrderInProgress(params, { signal }),
    enabled: Boolean(restaurantId),
    ...queryOptionsFor('ORDERS'),
  };
}
