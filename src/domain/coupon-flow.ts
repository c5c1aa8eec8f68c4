// The coupon flow of SPEC 4: which coupon the page query names, what the fetched coupon means (store, remove, which
// dialog), the coupon snackbars of SPEC 8, and the dialog reset of SPEC 2 ("/ … also resets coupon dialogs").
import { couponDialogForError, couponUnusableReason, type CouponDialog, type PricingCouponState } from './coupon';
import { ERROR_CODES } from './error-codes';
import { clockOf, zoned } from './time-zone';
import type { CouponKey } from './coupon-query';

export { couponQueryFrom, isWellFormedCouponValue, type CouponKey, type CouponQuery } from './coupon-query';

// Decision: the coupon banner (SPEC 2 "A coupon banner"; SPEC 4 "Valid coupons are stored, and a banner or notice
// dialog shows") names the held coupon; with both an id and a code held it names the id's, as the query flow does.
/** The held coupon the banner names: the stored coupon id, else the stored code, else none. */
export function heldCouponKey(held: { couponId: string | null; couponCode: string | null }): CouponKey | null {
  if (held.couponId) return { kind: 'id', value: held.couponId };
  if (held.couponCode) return { kind: 'code', value: held.couponCode };
  return null;
}

/** The fields of a coupon (id) the flow reads (SPEC 3 "Coupon"). */
export interface IdCouponState {
  readonly dateRangeState?: { readonly state?: string | null } | null;
}

/** The fields of a pricing coupon the flow reads (SPEC 3 "Pricing coupon"). */
export interface CodeCouponState extends PricingCouponState {
  readonly targetRestaurantIds?: readonly string[] | null;
}

/** Where the flow runs. */
export interface CouponFlowContext {
  readonly isGuest: boolean;
  /** The restaurant of the current route, if any. */
  readonly restaurantId: string | null;
  readonly onOrderPage: boolean;
}

/** What the flow does with the coupon: store it, remove it, or leave storage alone; and which dialog shows. */
export interface CouponFlowOutcome {
  readonly storage: 'store' | 'remove' | 'keep';
  readonly dialog: CouponDialog | null;
}

const usable: CouponFlowOutcome = { storage: 'store', dialog: 'availableNotice' };
const removed = (dialog: CouponDialog | null): CouponFlowOutcome => ({ storage: 'remove', dialog });

// Decision: a coupon by id has one date range (availableTimeRange with its dateRangeState): BEFORE_DATE is "not
// fetchable yet" (the unavailable dialog), AFTER_DATE is expired, IN_DATE is usable; a missing state fails closed.
/** The flow's outcome for a fetched coupon (id). */
export function judgeIdCoupon(coupon: IdCouponState): CouponFlowOutcome {
  const state = coupon.dateRangeState?.state;
  if (state === 'IN_DATE') return usable;
  return removed(state === 'AFTER_DATE' ? 'expired' : 'unavailable');
}

// Decision: whichever SPEC 5 condition made a coupon unusable, a coupon past its dates (date range or fetchable
// range AFTER_DATE, or the server's reason EXPIRED) is explained as expired; any other reason as unavailable.
function isPastItsDates(coupon: PricingCouponState): boolean {
  return (
    coupon.dateRangeState?.state === 'AFTER_DATE' ||
    coupon.fetchableDateRangeState?.state === 'AFTER_DATE' ||
    coupon.unavailableReason?.reason === 'EXPIRED'
  );
}

// Decision: a guest's login-required coupon opens the login dialog and leaves storage alone: it is neither usable
// nor wrong, and the page address (kept as the login's return URL) brings it back after login. After the SPEC 5
// rule, a pricing coupon with target restaurants that do not include the route's restaurant is
// "restaurant-not-available" (removed; the dialog is suppressed on order pages, SPEC 4).
/** The flow's outcome for a fetched pricing coupon (SPEC 4 "Coupon flow", SPEC 5 unusable rule). */
export function judgeCodeCoupon(coupon: CodeCouponState, ctx: CouponFlowContext): CouponFlowOutcome {
  const reason = couponUnusableReason(coupon, { isGuest: ctx.isGuest });
  if (reason === 'loginRequired') return { storage: 'keep', dialog: 'login' };
  if (reason) return removed(isPastItsDates(coupon) ? 'expired' : 'unavailable');
  const targets = coupon.targetRestaurantIds ?? [];
  if (ctx.restaurantId && targets.length > 0 && !targets.includes(ctx.restaurantId))
    return removed(ctx.onOrderPage ? null : 'restaurantNotAvailable');
  return usable;
}

// Decision: an answer that is not one of the three coupon codes (404 without our code, a network failure, a malformed
// key) still cannot confirm the coupon: it is removed and the not-found dialog explains, never a crash.
/** The flow's outcome for a failed coupon fetch (SPEC 8 E100800002, E100800003, E100800004). */
export function judgeCouponError(code: string | null | undefined, ctx: { onOrderPage: boolean }): CouponFlowOutcome {
  const dialog = couponDialogForError(code, ctx);
  if (dialog) return removed(dialog);
  // couponDialogForError suppresses only restaurant-not-available on order pages.
  return removed(code === ERROR_CODES.couponNotAvailableAtRestaurant ? null : 'notFound');
}

/** SPEC 2: "/ … also resets coupon dialogs". */
export function resetsCouponDialogs(pathname: string): boolean {
  return pathname === '/';
}

/** The coupon snackbars of SPEC 8: unavailable, fetchable-before, expired, expired-on-using. */
export type CouponSnackbar = 'unavailable' | 'fetchableBefore' | 'expired' | 'expiredOnUsing';

// Decision: applying a coupon from the restaurant's list runs the SPEC 5 rule first: a fetchable range still
// BEFORE_DATE gives "fetchable-before", a coupon past its dates "expired", any other unusable one "unavailable"; a guest's
// login-required coupon opens the login dialog instead (null here). "Expired-on-using" is a held coupon that a
// calculation answers E100800004 for.
/** The snackbar for applying a pricing coupon, or null when it can be applied (or the login dialog applies). */
export function couponSnackbarForApply(coupon: PricingCouponState, user: { isGuest: boolean }): CouponSnackbar | null {
  const reason = couponUnusableReason(coupon, user);
  if (reason === null || reason === 'loginRequired') return null;
  if (coupon.fetchableDateRangeState?.state === 'BEFORE_DATE') return 'fetchableBefore';
  return isPastItsDates(coupon) ? 'expired' : 'unavailable';
}

/** The snackbar for a held coupon's calculation error: E100800004 is "expired-on-using". */
export function couponSnackbarForCalculationError(code: string | null | undefined): CouponSnackbar | null {
  return code === ERROR_CODES.couponExpired ? 'expiredOnUsing' : null;
}

/** A time range as both ends' Tokyo date and time, 'YYYY/M/D H:mm'; null ends stay null. */
export function couponRangeText(range: { from?: string | null; to?: string | null } | null | undefined): {
  from: string | null;
  to: string | null;
} {
  const fmt = (value: string | null | undefined) => {
    const t = zoned(value);
    return t && `${t.year}/${t.month}/${t.day} ${clockOf(t)}`;
  };
  return { from: fmt(range?.from), to: fmt(range?.to) };
}

/** The restaurant of a `/restaurants/{restaurantId}/…` path (decoded), or null. */
export function restaurantIdFromPath(pathname: string): string | null {
  const segment = /^\/restaurants\/([^/]+)/.exec(pathname)?.[1];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// Decision: the detail route's segment arrives percent-encoded as it was in the address; it is decoded once (an
// undecodable one is kept as it is and then fails the server's look-up), so the call encodes it exactly once.
/** The coupon id or code of a `/coupons/{couponKey}` segment. */
export function couponKeyFromRouteSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
