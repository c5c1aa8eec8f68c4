import { internalHref } from '@/domain/return-url';

/** What an error button does (SPEC 2 "Link texts map to actions"). */
export type ErrorAction =
  'close' | 'back' | 'checkCart' | 'toRestaurantList' | 'toRestaurant' | 'toMenuList' | 'toSelectReceiveTime';

export type ErrorNavigation =
  { type: 'close' } | { type: 'back' } | { type: 'openCart'; href: string | null } | { type: 'navigate'; href: string };

// The restaurant id comes from the address: data, never a URL. It is encoded as one segment, and the whole path goes
// through the one same-origin rule (issue 10 item 4).
const restaurantPath = (restaurantId: string, rest: string) =>
  internalHref(`/restaurants/${encodeURIComponent(restaurantId)}/${rest}`);

// Decision: "to restaurant" (店舗へ, the way out of a menu-list error: E100400004 no menus, E100400002 menu not found
// and the list's DEFAULT) opens the restaurant's eat-in/takeout choice, the first step of ordering there, with the
// current choice marked. It used to open the callback page, which sends a customer whose serving type and receive
// time are stored straight back to the same failing menu list; from the choice the customer picks again (takeout
// then asks for a receive time) and reaches the menus with other choices, or leaves for the shop list.
/**
 * Where an error action leads. Restaurant-bound targets need the restaurant in the route; without one they fall back to
 * the restaurant (shop) list.
 */
export function errorNavigation(action: ErrorAction, routeRestaurantId: string | null | undefined): ErrorNavigation {
  // Decision: '.' and '..' are dot segments, not ids: the browser would resolve them away, so they count as no id.
  const restaurantId = routeRestaurantId === '.' || routeRestaurantId === '..' ? null : routeRestaurantId;
  switch (action) {
    case 'close':
      return { type: 'close' };
    case 'back':
      return { type: 'back' };
    case 'checkCart':
      return { type: 'openCart', href: restaurantId ? restaurantPath(restaurantId, 'menus') : null };
    case 'toRestaurantList':
      return { type: 'navigate', href: '/' };
    case 'toRestaurant':
      return { type: 'navigate', href: restaurantId ? restaurantPath(restaurantId, 'eating_locations') : '/' };
    case 'toMenuList':
      return { type: 'navigate', href: restaurantId ? restaurantPath(restaurantId, 'menus') : '/' };
    case 'toSelectReceiveTime':
      return { type: 'navigate', href: restaurantId ? restaurantPath(restaurantId, 'select_receivetime') : '/' };
  }
}
