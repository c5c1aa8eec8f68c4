import type { QueryKey } from '@tanstack/react-query';
import { isPlainId } from '@/domain/path-segments';
import { restaurantListParams, type RestaurantListParams } from '@/domain/restaurant-list';
import { getGetLinePrivacyPolicyQueryKey, getLinePrivacyPolicy } from './generated/endpoints/brands/brands';
import {
  getGetRestaurantQueryKey,
  getGetTermsOfSaleQueryKey,
  getListRestaurantsQueryKey,
  getRestaurant,
  getTermsOfSale,
  listRestaurants,
} from './generated/endpoints/restaurants/restaurants';
import type { CallOptions } from './http-client';

/**
 * A GET the server render may make for a route (src/server/prefetch.server.ts), under the very query key the screen's
 * hook reads, so the screen renders with the data in the first HTML and does not ask again while it is fresh.
 * Only data that is the same for every customer of the brand: no login, no flow state (serving type, receive time).
 */
export interface PrefetchableQuery {
  /** The contract path, for the mock's per-path headers. */
  apiPath: string;
  queryKey: QueryKey;
  /** `pages`: the first page of an infinite query (its page parameter `undefined`). */
  kind: 'single' | 'pages';
  fetch: (options: CallOptions) => Promise<unknown>;
}

/** The restaurant list's infinite-query key for a search (one key for the hook and the server render). */
export function restaurantListQueryKey(params: RestaurantListParams | null): QueryKey {
  return [...getListRestaurantsQueryKey(params ?? undefined), 'pages'];
}

/** The brand top's list as it opens: no text, no prefecture, no position (first page). */
export function openingRestaurantListQuery(brandId: string): PrefetchableQuery | null {
  if (!isPlainId(brandId)) return null;
  const params = restaurantListParams(brandId, {});
  return {
    apiPath: '/v1/restaurants',
    queryKey: restaurantListQueryKey(params),
    kind: 'pages',
    fetch: (options) => listRestaurants(params, options),
  };
}

/** GET /v1/restaurants/{restaurantId}, as useGetRestaurant(restaurantId, undefined) reads it. */
export function restaurantQuery(restaurantId: string): PrefetchableQuery | null {
  if (!isPlainId(restaurantId)) return null;
  return {
    apiPath: `/v1/restaurants/${restaurantId}`,
    queryKey: getGetRestaurantQueryKey(restaurantId),
    kind: 'single',
    fetch: (options) => getRestaurant(restaurantId, undefined, options),
  };
}

/** GET /v1/restaurants/{restaurantId}/terms_of_sale. */
export function termsOfSaleQuery(restaurantId: string): PrefetchableQuery | null {
  if (!isPlainId(restaurantId)) return null;
  return {
    apiPath: `/v1/restaurants/${restaurantId}/terms_of_sale`,
    queryKey: getGetTermsOfSaleQueryKey(restaurantId),
    kind: 'single',
    fetch: (options) => getTermsOfSale(restaurantId, options),
  };
}

/** GET /v1/brands/{brandId}/line_privacy_policy. */
export function linePrivacyPolicyQuery(brandId: string): PrefetchableQuery | null {
  if (!isPlainId(brandId)) return null;
  return {
    apiPath: `/v1/brands/${brandId}/line_privacy_policy`,
    queryKey: getGetLinePrivacyPolicyQueryKey(brandId),
    kind: 'single',
    fetch: (options) => getLinePrivacyPolicy(brandId, options),
  };
}
