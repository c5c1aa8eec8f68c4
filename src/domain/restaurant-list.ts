import { isPrefectureId } from './prefecture';

/** Restaurants per page of the brand-top list (SPEC 9 "values not shown"). Decision: 20. */
export const RESTAURANT_PAGE_SIZE = 20;
/** Wait after the last keystroke before the text search is sent. Decision: 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A position for the "near me" search. */
export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

/** The brand-top search as the customer set it. */
export interface RestaurantSearch {
  readonly text?: string | null;
  readonly prefectureId?: number | string | null;
  readonly location?: Coordinates | null;
}

/** Query parameters of GET /v1/restaurants (SPEC 7), without a page token. */
export interface RestaurantListParams {
  brandId: string;
  text?: string;
  prefectureId?: number;
  latitude?: number;
  longitude?: number;
  'page.pageSize': number;
}

// Decision: text is trimmed and inner runs of white space (including the ideographic space) become one space; an
// empty text, an invalid prefecture and a non-finite position are left out.
/** The list call's parameters for a search. */
export function restaurantListParams(
  brandId: string,
  search: RestaurantSearch,
  pageSize = RESTAURANT_PAGE_SIZE,
): RestaurantListParams {
  const params: RestaurantListParams = { brandId, 'page.pageSize': pageSize };
  const text = search.text?.replace(/[\s\u3000]+/g, ' ').trim();
  if (text) params.text = text;
  if (isPrefectureId(search.prefectureId)) params.prefectureId = Number(search.prefectureId);
  return { ...params, ...locationParams(search.location) };
}

/**
 * The latitude and longitude query of a known position (GET /v1/restaurants and SPEC 7
 * "/v1/restaurants/{restaurantId}?latitude&longitude"), or undefined when none is known or it is not finite.
 */
export function locationParams(
  location: Coordinates | null | undefined,
): { latitude: number; longitude: number } | undefined {
  if (!location || !Number.isFinite(location.latitude) || !Number.isFinite(location.longitude)) return undefined;
  return { latitude: location.latitude, longitude: location.longitude };
}

/** The next page token, or undefined on the last page (the API sends an empty string there). */
export function nextPageToken(page: { nextPageToken?: string | null } | null | undefined): string | undefined {
  return page?.nextPageToken ? page.nextPageToken : undefined;
}

// Decision: under 1 km in whole metres ("850 m"), from 1 km in km with one decimal ("1.2 km"); invalid → null.
/** A distance for display. */
export function formatDistance(meters: number | null | undefined): string | null {
  if (meters === null || meters === undefined || !Number.isFinite(meters) || meters < 0) return null;
  return meters < 1000 ? `${Math.round(meters)} m` : `${(Math.floor(meters / 100) / 10).toFixed(1)} km`;
}

/** Removes restaurants already listed (same id) when pages are joined, keeping the first. */
export function uniqueById<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}
