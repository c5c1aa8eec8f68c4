'use client';

import { useEffect } from 'react';
import { toApiFailure } from '@/api/api-error';
import { useGetRestaurant } from '@/api/generated/endpoints/restaurants/restaurants';
import { openErrorModal } from '@/ui/feedback/error-modal-store';
import { queryOptionsFor } from '@/lib/query-client';

/** The restaurant of the route; a failure opens the common error modal (SPEC 7 "Restaurant fetch failure"). */
export function useRestaurant(restaurantId: string) {
  const query = useGetRestaurant(restaurantId, undefined, {
    query: { enabled: Boolean(restaurantId), ...queryOptionsFor('RESTAURANT') },
  });
  useEffect(() => {
    if (query.error) openErrorModal({ endpoint: 'getRestaurant', code: toApiFailure(query.error).code, restaurantId });
  }, [query.error, restaurantId]);
  return query;
}
