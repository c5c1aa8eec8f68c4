import { describe, expect, it } from 'vitest';
import { CACHE_TIME } from '@/domain/constants';
import { ORDER_REFRESH_MS } from '@/domain/order-state';
import { liveOrderQueryOptions } from './live-order';

describe('an order that follows its state (issue 12 items 2 and 3)', () => {
  const options = liveOrderQueryOptions();
  it('is cached 5 minutes like every order (SPEC 9 "orders 5 minutes") and not retried', () => {
    expect(options.staleTime).toBe(CACHE_TIME.ORDERS);
    expect(options.retry).toBe(false);
  });
  it('is not refreshed while the tab is hidden', () => {
    expect(options.refetchIntervalInBackground).toBe(false);
  });
  it.each([
    [undefined, false],
    ['ORDER_STATE_REQUESTED', ORDER_REFRESH_MS],
    ['ORDER_STATE_READY', ORDER_REFRESH_MS],
    ['ORDER_STATE_DELIVERED', false],
    ['ORDER_STATE_CANCELED', false],
  ] as const)('refreshes a %s order every %s ms (false: stopped)', (orderState, interval) => {
    expect(options.refetchInterval({ state: { data: orderState ? { orderState } : undefined } })).toBe(interval);
  });
});
