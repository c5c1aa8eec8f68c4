import { PATH_CACHE_MAX_ENTRIES, PATH_CACHE_MAX_KEY_LENGTH } from './constants';

/** The page kinds used for tracking (SPEC 2 "Page kinds used for tracking"), in the spec's order. */
export const PAGE_KINDS = [
  'BrandTop',
  'EatingLocations',
  'Menus',
  'RestaurantTop',
  'RestaurantInfo',
  'RestaurantCallback',
  'ItemDetail',
  'Order',
  'OrderComplete',
  'Orders',
  'OrderDetail',
  'TermsOfSale',
  'LoginRedirect',
  'Other',
] as const;

export type PageKind = (typeof PAGE_KINDS)[number];

const R = '/restaurants/[^/]+';

// Decision: the bare restaurant address /restaurants/{id} counts as RestaurantCallback, like /restaurants/{id}/callback:
// it has no screen of its own and is routed to the callback page, which decides where to go (the LIFF landing in
// line-launch.ts does exactly that). The menu list /menus is Menus and a single menu /menus/{menuId} is the
// restaurant's top, RestaurantTop (SPEC 4 lists "menus, restaurant top or item detail pages"). This is the one map of
// page kinds: the shell (features/layout) and the callback guard (navigation.ts) read it too.
/** SPEC 2's route table as patterns, each with its tracking page kind; the first match wins. */
const PAGE_PATTERNS: readonly (readonly [RegExp, PageKind])[] = [
  [/^\/$/, 'BrandTop'],
  [new RegExp(`^${R}(/callback)?$`), 'RestaurantCallback'],
  [new RegExp(`^${R}/detail$`), 'RestaurantInfo'],
  [new RegExp(`^${R}/eating_locations$`), 'EatingLocations'],
  [new RegExp(`^${R}/menus$`), 'Menus'],
  [new RegExp(`^${R}/menus/[^/]+$`), 'RestaurantTop'],
  [new RegExp(`^${R}/menus/[^/]+/items/[^/]+$`), 'ItemDetail'],
  [new RegExp(`^${R}/order$`), 'Order'],
  [new RegExp(`^${R}/order/[^/]+/complete$`), 'OrderComplete'],
  [new RegExp(`^${R}/terms_of_sale$`), 'TermsOfSale'],
  [/^\/orders$/, 'Orders'],
  [/^\/orders\/[^/]+$/, 'OrderDetail'],
  [/^\/login_redirect$/, 'LoginRedirect'],
];

/** The page kind of a pathname without the cache: query and hash ignored, one trailing slash tolerated. */
export function computePageKind(pathname: string): PageKind {
  const path = pathname.replace(/[?#][\s\S]*$/, '').replace(/(.)\/$/, '$1');
  return PAGE_PATTERNS.find(([pattern]) => pattern.test(path))?.[1] ?? 'Other';
}

/** A memo of a string function that holds at most `maxEntries` results and caches only keys shorter than the bound. */
export interface BoundedMemo<V> {
  get(key: string): V;
  size(): number;
  clear(): void;
}

/**
 * Bounded memo (SPEC 9 path cache). Keys of `maxKeyLength` characters or more are computed but not cached; when the
 * memo is full, the oldest entry gives way to the new one.
 */
export function createBoundedMemo<V>(
  compute: (key: string) => V,
  { maxEntries, maxKeyLength }: { maxEntries: number; maxKeyLength: number },
): BoundedMemo<V> {
  const entries = new Map<string, V>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (hit !== undefined || entries.has(key)) return hit as V;
      const value = compute(key);
      if (key.length >= maxKeyLength || maxEntries <= 0) return value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, value);
      return value;
    },
    size: () => entries.size,
    clear: () => entries.clear(),
  };
}

/** The path cache (SPEC 9: up to 100000 entries, keys under 100 characters). */
export const pageKindCache: BoundedMemo<PageKind> = createBoundedMemo(computePageKind, {
  maxEntries: PATH_CACHE_MAX_ENTRIES,
  maxKeyLength: PATH_CACHE_MAX_KEY_LENGTH,
});

/** The tracking page kind of a pathname (SPEC 2), through the path cache. */
export function pageKindOf(pathname: string): PageKind {
  return pageKindCache.get(pathname);
}
