// @vitest-environment jsdom
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeQueryClient } from '@/lib/query-client';
import { mockApi, renderScreen } from '@/test/component-harness';
import { observedQueryOptions } from '@/test/query-options';
import { OrderInProgressBanner } from './OrderInProgressBanner';
import { useOrderHistory } from './use-order-history';

const api = mockApi();

function OrderQueries() {
  useOrderHistory('demo', true);
  return <OrderInProgressBanner restaurantId="r1001" />;
}

describe('order cache times, as the hooks pass them', { timeout: 30_000 }, () => {
  it.each(['/v1/orders', '/v1/orders/in_progress'])('SPEC §9 L425c: %s is fresh for 5 minutes', (path) => {
    api.use(http.get('*', () => delay('infinite')));
    const queryClient = makeQueryClient();
    renderScreen(<OrderQueries />, { queryClient });
    expect(observedQueryOptions(queryClient, path).staleTime).toBe(300_000);
  });
});
