import type { ServingType } from './serving-type';
import type { ReceiveTimeType, SelectReceiveTimes } from './storage-keys';
import { toRequestIso } from './instant';

/** The stored choices a menu request is built from. */
export interface MenuRequestState {
  readonly servingType: ServingType;
  readonly receiveTimeType?: ReceiveTimeType | null;
  readonly receiveTime?: string | null;
}

/** Query of the menu list call (SPEC 7 "/menus?receiveTime&isImmediateOrder"). */
export interface MenuListParams {
  receiveTime?: string;
  isImmediateOrder?: boolean;
}

// Decision: a missing receive-time type counts as 'now'; a chosen type without a parsable time sends no receiveTime.
function chosenReceiveTime(state: MenuRequestState): string | undefined {
  const isNow = !state.receiveTimeType || state.receiveTimeType === 'now';
  if (state.servingType !== 'takeout' || isNow) return undefined;
  return toRequestIso(state.receiveTime) ?? undefined;
}

/** Menu list query: receiveTime only for takeout with a chosen time; isImmediateOrder for takeout (SPEC 4). */
export function menuListParams(state: MenuRequestState): MenuListParams {
  if (state.servingType !== 'takeout') return {};
  const receiveTime = chosenReceiveTime(state);
  return receiveTime ? { receiveTime, isImmediateOrder: false } : { isImmediateOrder: true };
}

/** Coupon and view-only inputs of the menu and item calls. */
export interface MenuQueryInput extends MenuRequestState {
  readonly isMenuViewOnly: boolean;
  readonly couponId?: string | null;
  readonly couponCode?: string | null;
}

/** Query of the item call (SPEC 7 "?servingType&couponId&couponCode&receiveTime"). */
export interface ItemParams {
  servingType?: ServingType;
  couponId?: string;
  couponCode?: string;
  receiveTime?: string;
}

/** Query of the menu call (SPEC 7 "?servingType&couponId&couponCode&receiveTime&isMenuViewOnly"). */
export interface MenuParams extends ItemParams {
  isMenuViewOnly?: boolean;
}

// Decision: empty coupon ids/codes are not sent; in view-only mode neither servingType nor receiveTime is sent
// (SPEC 4 clears the chosen receive times then).
/** Item query: servingType omitted in view-only mode (SPEC 4, SPEC 7). */
export function itemParams(input: MenuQueryInput): ItemParams {
  const params: ItemParams = {};
  if (!input.isMenuViewOnly) {
    params.servingType = input.servingType;
    const receiveTime = chosenReceiveTime(input);
    if (receiveTime) params.receiveTime = receiveTime;
  }
  if (input.couponId) params.couponId = input.couponId;
  if (input.couponCode) params.couponCode = input.couponCode;
  return params;
}

// Decision: isMenuViewOnly is sent only when true.
/** Menu query: like the item query, plus isMenuViewOnly when view-only. */
export function menuParams(input: MenuQueryInput): MenuParams {
  return input.isMenuViewOnly ? { ...itemParams(input), isMenuViewOnly: true } : itemParams(input);
}

/** The receive-time part of client state touched by view-only mode. */
export interface ViewOnlyState {
  readonly isMenuViewOnly: boolean;
  readonly selectReceiveTimes: SelectReceiveTimes | null;
}

// Decision: a response saying "not view-only" resets the flag and leaves the receive times alone.
/** Applies a response's isMenuViewOnly: when view-only, set the flag and clear the chosen receive times (SPEC 4). */
export function onViewOnly<S extends ViewOnlyState>(state: S, isMenuViewOnly: boolean | null | undefined): S {
  if (!isMenuViewOnly) return state.isMenuViewOnly ? { ...state, isMenuViewOnly: false } : state;
  return { ...state, isMenuViewOnly: true, selectReceiveTimes: null };
}

// Decision (issue 15): the server render cannot read this tab's stored choices, so it asks the menu calls as a customer
// arriving with nothing stored but the address: the address's serving type (else takeout, SPEC 4's default), receive
// "now", no coupon, not view-only. When the tab's choices differ, the screen's own query has another key and asks
// again from the browser, so nothing shown is ever built from the wrong choices for longer than that call. A tab the
// callback guard sends on (no receive time chosen yet) sees the menu of the first HTML until the page runs and goes
// to the restaurant's callback page, as it saw the skeleton before.
/** The menu choices the server render assumes for an address whose `eating_location` is `servingType`. */
export function serverAssumedMenuInput(servingType: ServingType): MenuQueryInput {
  return { servingType, receiveTimeType: 'now', receiveTime: null, isMenuViewOnly: false };
}
