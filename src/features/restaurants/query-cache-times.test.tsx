// @vitest-environment jsdom
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { restaurantListParams } from '@/domain/restaurant-list';
import { makeQueryClient } from '@/lib/query-client';
import { mockApi, renderScreen } from '@/test/component-harness';
import { observedQueryOptions } from '@/test/query-options';
import { useRestaurantList } from './use-restaurant-list';

const api = mockApi();

function RestaurantListQuery() {
  useRestaurantList(restaurantListParams('demo', {}));
  return null;
}

describe('restaurant list cache time, as the hook passes it', { timeout: 30_000 }, () => {
  it('SPEC §9 L425e: the restaurant list is fresh for 5 minutes', () => {
    api.use(http.get('*', () => delay('infinite')));
    const queryClient = makeQueryClient();
    renderScreen(<RestaurantListQuery />, { queryClient });
    expect(observedQueryOptions(queryClient, '/v1/restaurants').staleTime).toBe(300_000);
  });
});
