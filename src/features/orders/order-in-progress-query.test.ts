import { describe, expect, it } from 'vitest';
import { getGetOrderInProgressQueryKey } from '@/api/generated/endpoints/orders/orders';
import { orderInProgressQuery } from './order-in-progress-query';

describe('orderInProgressQuery', () => {
  it('asks under the generated hooks key, so the other in-progress views share its answer', () => {
    expect(orderInProgressQuery('r1001').queryKey).toEqual(getGetOrderInProgressQueryKey({ restaurantId: 'r1001' }));
  });

  it('is fresh for 5 minutes and asks nothing without a restaurant (SPEC §9 L425c)', () => {
    expect(orderInProgressQuery('r1001')).toMatchObject({ staleTime: 300_000, retry: false, enabled: true });
    expect(orderInProgressQuery('').enabled).toBe(false);
  });
});
