import type { Namespace } from './namespaces';

/**
 * ADR 0025: the namespaces each route renders beyond the shell's (SHELL_NAMESPACES), by URL pattern — the folders of
 * src/app without slots (`@modal`) and interception markers (`(.)`). A route not listed renders only the shell's.
 * Each listed route's page.tsx wraps its content in `<RouteTranslations route="…">`; route-namespaces.test.ts checks
 * every list against the components the page reaches.
 */
export const ROUTE_NAMESPACES = {
  '/': ['orders', 'checkout'],
  '/orders': ['orders', 'checkout'],
  '/orders/[orderId]': ['orders', 'checkout'],
  '/restaurants/[restaurantId]/detail': ['orders', 'checkout'],
  '/restaurants/[restaurantId]/menus': ['menus', 'item', 'orders', 'checkout'],
  '/restaurants/[restaurantId]/menus/[menuId]': ['menus', 'item', 'orders', 'checkout'],
  '/restaurants/[restaurantId]/menus/[menuId]/items/[itemId]': ['item'],
  '/restaurants/[restaurantId]/order': ['checkout'],
  '/restaurants/[restaurantId]/order/[orderId]/complete': ['orders', 'checkout'],
  '/restaurants/[restaurantId]/select_orders': ['checkout'],
  '/restaurants/[restaurantId]/terms_of_sale': ['checkout'],
  '/mock-standin/3ds/challenge': ['checkout'],
  '/mock-standin/wallet/[wallet]': ['checkout'],
} as const satisfies Readonly<Record<string, readonly Namespace[]>>;

export type TranslatedRoute = keyof typeof ROUTE_NAMESPACES;

const PATTERNS = Object.keys(ROUTE_NAMESPACES).map((route) => ({
  route: route as TranslatedRoute,
  segments: route.split('/').filter(Boolean),
}));

/** The namespaces beyond the shell's of the route a pathname shows (none for a route not listed). */
export function routeNamespacesOf(pathname: string): readonly Namespace[] {
  const segments = (pathname.split(/[?#]/, 1)[0] ?? '/').split('/').filter(Boolean);
  const match = PATTERNS.find(
    (pattern) =>
      pattern.segments.length === segments.length &&
      pattern.segments.every((part, i) => part.startsWith('[') || part === segments[i]),
  );
  return match ? ROUTE_NAMESPACES[match.route] : [];
}
