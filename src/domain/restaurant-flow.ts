import { callbackPlan, restaurantPath, type CallbackPlan } from './navigation';
import { withFlowReturn } from './flow-return';
import { EATING_LOCATION_PARAM, toEatingLocationParam, type ServingType } from './serving-type';
import type { SelectReceiveTimes } from './storage-keys';

/** What a restaurant accepts (Restaurant.isTakeoutAvailable / isEatInAvailable). */
export interface ServingAvailability {
  readonly isTakeoutAvailable?: boolean | null;
  readonly isEatInAvailable?: boolean | null;
}

// Decision: a missing flag counts as available (only an explicit false closes a serving type).
/** True when the restaurant accepts the serving type. */
export function isServingTypeAvailable(restaurant: ServingAvailability | null | undefined, type: ServingType): boolean {
  const flag = type === 'eat_in' ? restaurant?.isEatInAvailable : restaurant?.isTakeoutAvailable;
  return flag !== false;
}

// Decision: a stored serving type the restaurant does not accept counts as not chosen, so the callback asks again.
/** The callback page's plan (domain callbackPlan) with the stored serving type checked against the restaurant. */
export function restaurantCallbackPlan(input: {
  servingTypeStored: ServingType | null | undefined;
  receiveTimeStored: boolean;
  isMenuViewOnly: boolean;
  restaurant: ServingAvailability | null | undefined;
}): CallbackPlan {
  const stored = input.servingTypeStored;
  const usable = stored && isServingTypeAvailable(input.restaurant, stored) ? stored : null;
  return callbackPlan({
    servingTypeStored: usable,
    receiveTimeStored: usable === stored && input.receiveTimeStored,
    isMenuViewOnly: input.isMenuViewOnly,
  });
}

// Decision: a choice on the eating-location page is always fresh: takeout forgets any earlier receive time and asks
// for one; eat-in is immediate ({receiveTimeType: 'now'}) and goes straight to the menus.
/** Where the eating-location choice leads and what receive time it stores (null = clear it). */
export function eatingLocationPlan(choice: ServingType): {
  target: 'select_receivetime' | 'menus';
  receiveTimes: SelectReceiveTimes | null;
} {
  return choice === 'eat_in'
    ? { target: 'menus', receiveTimes: { receiveTimeType: 'now', receiveTime: null } }
    : { target: 'select_receivetime', receiveTimes: null };
}

/** The restaurant's menus page with `eating_location`, which is left out in view-only mode (SPEC 2). */
export function menusHref(restaurantId: string, servingType: ServingType, isMenuViewOnly = false): string {
  const base = `/restaurants/${encodeURIComponent(restaurantId)}/menus`;
  return isMenuViewOnly ? base : `${base}?${EATING_LOCATION_PARAM}=${toEatingLocationParam(servingType)}`;
}

/** The address a callback target leads to. */
export function callbackTargetHref(
  restaurantId: string,
  target: CallbackPlan['target'],
  servingType: ServingType,
  isMenuViewOnly: boolean,
): string {
  return target === 'menus'
    ? menusHref(restaurantId, servingType, isMenuViewOnly)
    : restaurantPath(restaurantId, target);
}

/** `pathAndQuery` (a same-origin path with its query) without its eating_location. */
function withoutEatingLocation(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://app.invalid');
  url.searchParams.delete(EATING_LOCATION_PARAM);
  return `${url.pathname}${url.search}`;
}

// Decision: the receivable-time confirmation's "change" leads to the receive-time choice and back to the page it was
// opened on (`here`, the item). Takeout goes to select_receivetime. Eat-in is always "now" (no time to pick), so it
// goes to the eat-in/takeout choice, where takeout then asks for a time; the page comes back without its
// eating_location there, so the serving type chosen on the way is the one kept.
/** Where the receivable-time confirmation (SPEC 8 receivableTimeError) leads from `here` for `servingType`. */
export function receiveTimeChoiceHref(restaurantId: string, servingType: ServingType, here: string): string {
  if (servingType === 'eat_in') {
    return withFlowReturn(restaurantPath(restaurantId, 'eating_locations'), withoutEatingLocation(here));
  }
  return withFlowReturn(restaurantPath(restaurantId, 'select_receivetime'), here);
}
