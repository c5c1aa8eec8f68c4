import { orderRefreshInterval, type OrderState } from '@/domain/order-state';
import { queryOptionsFor } from './query-client';

/**
 * Query options of an order that follows its state (issue 12 items 2 and 3): cached 5 minutes like every order
 * (SPEC 9), asked again every ORDER_REFRESH_MS while it is not final, never while the tab is hidden
 * (refetchIntervalInBackground false), and no more once a final state (DELIVERED, CANCELED) arrived.
 */
export function liveOrderQueryOptions() {
  return {
    ...queryOptionsFor('ORDERS'),
    refetchInterval: (query: { state: { data?: { orderState: OrderState } } }) =>
      orderRefreshInterval(query.state.data?.orderState),
    refetchIntervalInBackground: false,
  };
}
