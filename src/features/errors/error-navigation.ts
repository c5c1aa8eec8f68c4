/** What an error button does (SPEC 2 "Link texts map to actions"). */
export type ErrorAction =
  | 'close'
  | 'back'
  | 'checkCart'
  | 'toRestaurantList'
  | 'toRestaurant'
  | 'toMenuList'
  | 'toSelectReceiveTime';

export type ErrorNavigation =
  | { type: 'close' }
  | { type: 'back' }
  | { type: 'openCart'; href: string | null }
  | { type: 'navigate'; href: string };

const restaurantPath = (restaurantId: string, rest: string) => `/restaurants/${encodeURIComponent(restaurantId)}/${rest}`;

/**
 * Where an error action leads. Restaurant-bound targets need the restaurant in the route; without one they fall back to
 * the restaurant (shop) list. "To restaurant" goes to the restaurant's callback page, which decides where to go.
 */
export function errorNavigation(action: ErrorAction, restaurantId: string | null | undefined): ErrorNavigation {
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
      return { type: 'navigate', href: restaurantId ? restaurantPath(restaurantId, 'callback') : '/' };
    case 'toMenuList':
      return { type: 'navigate', href: restaurantId ? restaurantPath(restaurantId, 'menus') : '/' };
    case 'toSelectReceiveTime':
      return { type: 'navigate', href: restaurantId ? restaurantPath(restaurantId, 'select_receivetime') : '/' };
  }
}
