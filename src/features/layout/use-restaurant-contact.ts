'use client';

import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toApiFailure } from '@/api/api-error';
import { apiClient } from '@/api/http-client';
import { openErrorModal } from '@/features/errors/error-modal-store';
import { queryOptionsFor } from '@/lib/query-client';

interface RestaurantContact {
  contactInformationType?: string | null;
  contactInformation?: string | null;
}

/**
 * The restaurant's contact setting for the footer (GET /v1/restaurants/{id}); a failure opens the common error modal
 * (SPEC 7 "Restaurant fetch failure shows the error modal").
 */
export function useRestaurantContact(restaurantId: string | null): RestaurantContact | null {
  const query = useQuery({
    queryKey: ['/v1/restaurants', restaurantId, 'shell-contact'],
    queryFn: async ({ signal }) => {
      const response = await apiClient.get<unknown>(`/v1/restaurants/${encodeURIComponent(restaurantId!)}`, { signal });
      const body = response.data as { data?: unknown } | null;
      const restaurant = (body && typeof body === 'object' && 'data' in body ? body.data : body) as
        | (RestaurantContact & { restaurant?: RestaurantContact })
        | null;
      return restaurant?.restaurant ?? restaurant ?? null;
    },
    enabled: Boolean(restaurantId),
    ...queryOptionsFor('RESTAURANT'),
  });

  useEffect(() => {
    if (!query.error || !restaurantId) return;
    openErrorModal({ endpoint: 'getRestaurant', code: toApiFailure(query.error).code, restaurantId });
  }, [query.error, restaurantId]);

  return query.data ?? null;
}
