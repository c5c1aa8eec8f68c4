/** A restaurant remembered in recentlyOrderedRestaurants (SPEC 3 client storage). */
export interface RecentRestaurant {
  id: string;
  name?: string;
}

// Decision: the list keeps the 10 newest restaurants, newest first, one entry per id.
export const RECENT_RESTAURANTS_MAX = 10;

/** The recently-ordered list after an order at `restaurant` (issue 11 item 5); stored garbage is dropped. */
export function recordRecentRestaurant(stored: unknown, restaurant: RecentRestaurant): RecentRestaurant[] {
  const list = Array.isArray(stored)
    ? stored.filter(
        (r): r is RecentRestaurant =>
          Boolean(r) && typeof r === 'object' && typeof (r as RecentRestaurant).id === 'string',
      )
    : [];
  return [restaurant, ...list.filter((r) => r.id !== restaurant.id)].slice(0, RECENT_RESTAURANTS_MAX);
}
