// The page the restaurant flow comes back to (SPEC 4 "When the view-only flag is false and no receive time is stored,
// navigating to the menus, restaurant top or item detail pages sends the user to the restaurant callback page").
import { sanitizeReturnUrl } from './return-url';
import { EATING_LOCATION_PARAM } from './serving-type';

/** The query name carrying the page to come back to through callback → eating_locations → select_receivetime. */
export const RETURN_TO_PARAM = 'return_to';

// Decision: the callback guard of an item page (e.g. "edit" from the cart panel in a new session) sends the page
// along; once the flow has its choices it comes back there instead of the menu list. Only a same-origin path under
// the same restaurant's menus is accepted: anything else (other restaurant, other origin, scheme, //host, encoded
// tricks) is ignored and the flow ends on the menus as before.
/** The safe return path for `restaurantId`, or null. */
export function flowReturnPath(raw: string | null | undefined, restaurantId: string): string | null {
  if (!raw) return null;
  const safe = sanitizeReturnUrl(raw);
  if (safe !== raw) return null;
  const list = `/restaurants/${encodeURIComponent(restaurantId)}/menus`;
  // The menu list itself with a query ("order again" comes back there with ?reorder=<orderId>).
  if (safe === list || safe.startsWith(`${list}?`)) return safe;
  const prefix = `${list}/`;
  return safe.startsWith(prefix) && !safe.slice(prefix.length).split(/[/?#]/).includes('..') ? safe : null;
}

/** `href` with the return path added to its query (unchanged without one). */
export function withFlowReturn(href: string, returnTo: string | null): string {
  if (!returnTo) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;
}

// Decision: every guarded page (menu list, menu, item) sends its own address along to the callback, with its
// eating_location as the customer's choice: once the flow has a receive time the customer is back on the page they
// opened, with its query (a coupon link's couponCode or couponId, `reorder`, …) as it was. A link to the menus with
// a coupon, opened by a new customer, so keeps its coupon through callback → eating_locations → select_receivetime.
/** The callback address a guarded page at `here` (a same-origin path with its query) is sent to (SPEC 4). */
export function callbackGuardHref(restaurantId: string, here: string): string {
  const url = new URL(here, 'http://app.invalid');
  const callback = `/restaurants/${encodeURIComponent(restaurantId)}/callback`;
  const servingType = url.searchParams.get(EATING_LOCATION_PARAM);
  const base = servingType ? `${callback}?${EATING_LOCATION_PARAM}=${encodeURIComponent(servingType)}` : callback;
  return withFlowReturn(base, flowReturnPath(`${url.pathname}${url.search}`, restaurantId));
}
