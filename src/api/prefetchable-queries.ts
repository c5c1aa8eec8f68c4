import type { QueryKey } from '@tanstack/react-query';
import { isPlainId } from '@/domain/path-segments';
import { restaurantListParams, type RestaurantListParams } from '@/domain/restaurant-list';
import { CACHE_TIME } from '@/domain/constants';
import { getGetOrderQueryKey, getOrder } from './generated/endpoints/orders/orders';
import { getGetLinePrivacyPolicyQueryKey, getLinePrivacyPolicy } from './generated/endpoints/brands/brands';
import {
  getGetRestaurantQueryKey,
  getGetTermsOfSaleQueryKey,
  getListRestaurantsQueryKey,
  getRestaurant,
  getListPrefecturesQueryKey,
  getTermsOfSale,
  listPrefectures,
  listRestaurants,
} from './generated/endpoints/restaurants/restaurants';
import type { CallOptions } from './http-client';

/**
 * A GET the server render may make for a route (src/server/prefetch.server.ts), under the very query key the screen's
 * hook reads, so the screen renders with the data in the first HTML and does not ask again while it is fresh.
 * Data that is the same for every customer of the brand (no login, no flow state: serving type, receive time), and
 * the one `personal` exception, an order asked for as a guest's browser would (ADR 0031).
 */
export interface PrefetchableQuery {
  /** The generated key: its first element is the contract path (orval's convention), the mock's per-path rule. */
  queryKey: QueryKey;
  /** `pages`: the first page of an infinite query (its page parameter `undefined`). */
  kind: 'single' | 'pages';
  fetch: (options: CallOptions) => Promise<unknown>;
  /** How long the server may keep the answer for every customer (SPEC 9's freshness time of the query). */
  freshMs: number;
  /** One customer's data: asked for this request only, never kept for others. */
  personal?: boolean;
}

/** The contract path of a prefetchable query. */
export const apiPathOf = (query: PrefetchableQuery): string => String(query.queryKey[0]);

/** The restaurant list's infinite-query key for a search (one key for the hook and the server render). */
export function restaurantListQueryKey(params: RestaurantListParams | null): QueryKey {
  return [...getListRestaurantsQueryKey(params ?? undefined), 'pages'];
}

/** A query for ids that go into the path, or null when one of them is not a plain id (isPlainId). */
export function forId(id: string | readonly string[], make: () => PrefetchableQuery): PrefetchableQuery | null {
  return (typeof id === 'string' ? [id] : id).every(isPlainId) ? make() : null;
}

/** The brand top's list as it opens: no text, no prefecture, no position (first page). */
export const openingRestaurantListQuery = (brandId: string) =>
  forId(brandId, () => {
    const params = restaurantListParams(brandId, {});
    return {
      queryKey: restaurantListQueryKey(params),
      kind: 'pages',
      fetch: (o) => listRestaurants(params, o),
      freshMs: CACHE_TIME.RESTAURANT_LIST,
    };
  });

/** The brand's prefectures for the list's filter, as usePrefectureOptions(brandId) reads them. */
export const prefectureListQuery = (brandId: string) =>
  forId(brandId, () => ({
    queryKey: getListPrefecturesQueryKey({ brandId }),
    kind: 'single',
    fetch: (o) => listPrefectures({ brandId }, o),
    // Decision: the spec gives the prefecture list no time; it changes as rarely as a restaurant does.
    freshMs: CACHE_TIME.RESTAURANT,
  }));

/** GET /v1/restaurants/{restaurantId}, as useGetRestaurant(restaurantId, undefined) reads it. */
export const restaurantQuery = (restaurantId: string) =>
  forId(restaurantId, () => ({
    queryKey: getGetRestaurantQueryKey(restaurantId),
    kind: 'single',
    fetch: (o) => getRestaurant(restaurantId, undefined, o),
    freshMs: CACHE_TIME.RESTAURANT,
  }));

/** GET /v1/restaurants/{restaurantId}/terms_of_sale. */
export const termsOfSaleQuery = (restaurantId: string) =>
  forId(restaurantId, () => ({
    queryKey: getGetTermsOfSaleQueryKey(restaurantId),
    kind: 'single',
    fetch: (o) => getTermsOfSale(restaurantId, o),
    freshMs: CACHE_TIME.TERMS,
  }));

/** GET /v1/brands/{brandId}/line_privacy_policy. */
export const linePrivacyPolicyQuery = (brandId: string) =>
  forId(brandId, () => ({
    queryKey: getGetLinePrivacyPolicyQueryKey(brandId),
    kind: 'single',
    fetch: (o) => getLinePrivacyPolicy(brandId, o),
    freshMs: CACHE_TIME.BRAND,
  }));

/** GET /v1/orders/{orderId}, as useGetOrder(orderId) reads it: one customer's order, never shared. */
export const orderQuery = (orderId: string) =>
  forId(orderId, () => ({
    queryKey: getGetOrderQueryKey(orderId),
    kind: 'single',
    fetch: (o) => getOrder(orderId, o),
    freshMs: 0,
    personal: true,
  }));
