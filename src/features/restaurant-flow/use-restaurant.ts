'use client';

import { useEffect } from 'react';
import { toApiFailure } from '@/api/api-error';
import { openErrorModal } from '@/ui/feedback/error-modal-store';
import { useRestaurantQuery } from '@/ui/restaurant/use-restaurant-query';

/** The restaurant of the route; a failure opens the common error modal (SPEC 7 "Restaurant fetch failure"). */
export function useRestaurant(restaurantId: string) {
  const query = useRestaurantQuery(restaurantId);
  useEffect(() => {
    if (query.error) openErrorModal({ endpoint: 'getRestaurant', code: toApiFailure(query.error).code, restaurantId });
  }, [query.error, restaurantId]);
  return query;
}
