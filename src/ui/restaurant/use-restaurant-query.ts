'use client';

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getGetRestaurantQueryKey, useGetRestaurant } from '@/api/generated/endpoints/restaurants/restaurants';
import type { Restaurant } from '@/api/generated/models';
import { locationParams } from '@/domain/restaurant-list';
import { useCurrentLocation } from '@/lib/current-location';
import { queryOptionsFor } from '@/lib/query-client';

/** The latest answer for this restaurant in the cache, asked with or without a position. */
function cachedRestaurant(queryClient: QueryClient, restaurantId: string): Restaurant | undefined {
  const [path] = getGetRestaurantQueryKey(restaurantId);
  const answered = queryClient
    .getQueryCache()
    .findAll({ queryKey: [path] })
    .filter((query) => query.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  return answered[0]?.state.data as Restaurant | undefined;
}

/**
 * GET /v1/restaurants/{restaurantId} as every screen reads it (SPEC 7 "/v1/restaurants/{restaurantId}?latitude&
 * longitude"): with the customer's position when one is known (read on the home page, lib/current-location), so
 * the answer carries the distance; one hour fresh and no retry (SPEC 9). An answer for the same restaurant asked
 * without a position (the server render's) or at an older one stands in while the new one comes, so the screen
 * never falls back to its skeleton for it.
 */
export function useRestaurantQuery(restaurantId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const params = locationParams(useCurrentLocation((state) => state.position));
  return useGetRestaurant(restaurantId, params, {
    query: {
      enabled: enabled && Boolean(restaurantId),
      ...queryOptionsFor('RESTAURANT'),
      placeholderData: () => (restaurantId ? cachedRestaurant(queryClient, restaurantId) : undefined),
    },
  });
}
