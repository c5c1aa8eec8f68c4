'use client';

import { keepPreviousData, skipToken, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { listRestaurants } from '@/api/generated/endpoints/restaurants/restaurants';
import { restaurantListQueryKey } from '@/api/prefetchable-queries';
import type { Restaurant } from '@/api/generated/models';
import { nextPageToken, uniqueById, type RestaurantListParams } from '@/domain/restaurant-list';
import { queryOptionsFor } from '@/lib/query-client';

/** The first page has no page token. */
const FIRST_PAGE: string | undefined = undefined;

/** The brand's restaurants for a search, page by page (page.pageSize / page.pageToken, SPEC 7). */
export function useRestaurantList(params: RestaurantListParams | null) {
  const query = useInfiniteQuery({
    queryKey: restaurantListQueryKey(params),
    queryFn: params
      ? ({ pageParam, signal }) =>
          listRestaurants({ ...params, ...(pageParam ? { 'page.pageToken': pageParam } : {}) }, undefined, signal)
      : skipToken,
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextPageToken(last),
    placeholderData: keepPreviousData,
    ...queryOptionsFor('RESTAURANT_LIST'),
  });
  const restaurants = useMemo<Restaurant[]>(
    () => uniqueById(query.data?.pages.flatMap((page) => page.restaurants ?? []) ?? []),
    [query.data],
  );
  return { ...query, restaurants };
}
