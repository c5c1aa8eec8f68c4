import { pageKindOf as domainPageKindOf, type PageKind } from '@/domain/page-kind';

export { PAGE_KINDS, type PageKind } from '@/domain/page-kind';

/**
 * Every route of SPEC 2 as an App Router pattern, with its tracking page kind; its test holds the app directory to it.
 * Issue 29: the shell does not load this table (the page kind comes from the domain's patterns, a route's params from
 * Next's useParams).
 */
export const ROUTE_PAGE_KINDS: readonly (readonly [route: string, kind: PageKind])[] = [
  ['/', 'BrandTop'],
  ['/404', 'Other'],
  ['/coupons/[couponKey]', 'Other'],
  ['/dmini', 'Other'],
  ['/dmini/terms', 'Other'],
  ['/dmini/daccount/redirect', 'Other'],
  ['/login_redirect', 'LoginRedirect'],
  ['/orders', 'Orders'],
  ['/orders/[orderId]', 'OrderDetail'],
  ['/privacy_policy', 'Other'],
  ['/restaurants/[restaurantId]/callback', 'RestaurantCallback'],
  ['/restaurants/[restaurantId]/detail', 'RestaurantInfo'],
  ['/restaurants/[restaurantId]/eating_locations', 'EatingLocations'],
  ['/restaurants/[restaurantId]/menus', 'Menus'],
  // Decision: a menu page is the restaurant's top (SPEC 4 lists "menus, restaurant top or item detail pages").
  ['/restaurants/[restaurantId]/menus/[menuId]', 'RestaurantTop'],
  ['/restaurants/[restaurantId]/menus/[menuId]/items/[itemId]', 'ItemDetail'],
  ['/restaurants/[restaurantId]/order', 'Order'],
  ['/restaurants/[restaurantId]/order/[orderId]/complete', 'OrderComplete'],
  ['/restaurants/[restaurantId]/select_orders', 'Other'],
  ['/restaurants/[restaurantId]/select_receivetime', 'Other'],
  ['/restaurants/[restaurantId]/terms_of_sale', 'TermsOfSale'],
];

function matches(route: string, segments: readonly string[]): Record<string, string> | null {
  const parts = route.split('/').filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] ?? '';
    if (part.startsWith('[') && part.endsWith(']')) {
      if (!segment) return null;
      params[part.slice(1, -1)] = decodeURIComponentSafe(segment);
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The route pattern, page kind and params of a pathname; unknown paths are kind Other with no route. */
export function matchRoute(pathname: string): { route: string | null; kind: PageKind; params: Record<string, string> } {
  const path = pathname.split(/[?#]/, 1)[0] ?? '/';
  const segments = path.split('/').filter(Boolean);
  for (const [route, kind] of ROUTE_PAGE_KINDS) {
    const params = matches(route, segments);
    if (params) return { route, kind, params };
  }
  return { route: null, kind: 'Other', params: {} };
}

/** The tracking page kind of a pathname (the domain's one map, through SPEC 9's path cache). */
export function pageKindOf(pathname: string): PageKind {
  return domainPageKindOf(pathname);
}

/** The restaurant id in a pathname, if the route has one. */
export function restaurantIdOf(pathname: string): string | null {
  return matchRoute(pathname).params.restaurantId ?? null;
}
