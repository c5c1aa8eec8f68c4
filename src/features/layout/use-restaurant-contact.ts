'use client';

import { useEffect } from 'react';
import { toApiFailure } from '@/api/api-error';
import { openErrorModal } from '@/ui/feedback/error-modal-store';
import { useRestaurantQuery } from '@/ui/restaurant/use-restaurant-query';

/**
 * The restaurant's contact setting for the footer (useRestaurantQuery; one hour fresh, no retry); a failure opens the
 * common error modal (SPEC 7 "Restaurant fetch failure shows the error modal").
 */
export function useRestaurantContact(restaurantId: string | null) {
  const query = useRestaurantQuery(restaurantId ?? '');

  useEffect(() => {
    if (!query.error || !restaurantId) return;
    openErrorModal({ endpoint: 'getRestaurant', code: toApiFailure(query.error).code, restaurantId });
  }, [query.error, restaurantId]);

  return restaurantId ? (query.data ?? null) : null;
}
