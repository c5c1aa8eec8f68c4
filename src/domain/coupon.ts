import type { CouponType, CouponUnavailableReason, DateRangeState } from '@/api/generated/models';
import { ERROR_CODES } from './error-codes';

/** Coupon date-range states and unavailable reasons (SPEC 3): the contract's types. */
export type { CouponUnavailableReason, DateRangeState };
/** Coupon reward types (SPEC 3 "Coupon types"): the contract's CouponType. */
export type CouponRewardType = CouponType;

/** The pricing-coupon fields the usability rule reads (SPEC 3 "Pricing coupon"). */
export interface PricingCouponState {
  readonly loginRequired?: boolean | null;
  readonly dateRangeState?: { readonly state?: DateRangeState | (string & {}) | null } | null;
  readonly fetchableDateRangeState?: { readonly state?: DateRangeState | (string & {}) | null } | null;
  readonly unavailableReason?: { readonly reason?: CouponUnavailableReason | (string & {}) | null } | null;
  /** `limit` is from the spec; `used` is optional and only counted when the server sends it. */
  readonly usageCount?: { readonly limit?: number | null; readonly used?: number | null } | null;
}

/** Why a coupon cannot be used, in the order SPEC 5 lists the conditions. */
export type UnusableReason = 'notFetchable' | 'expired' | 'loginRequired' | 'limitReached';

// Decision: the conditions are checked in SPEC 5's order and the first one found is the reason. A missing
// fetchable state counts as "not in date" (fail closed). "Limit reached" is known from unavailableReason
// LIMIT_REACHED, or from usageCount.used ≥ usageCount.limit when the server sends a positive limit and a used count.
/** The reason a pricing coupon is unusable, or null when usable (SPEC 5). */
export function couponUnusableReason(coupon: PricingCouponState, user: { isGuest: boolean }): UnusableReason | null {
  if (coupon.fetchableDateRangeState?.state !== 'IN_DATE') return 'notFetchable';
  if (coupon.dateRangeState?.state === 'AFTER_DATE') return 'expired';
  if (coupon.loginRequired && user.isGuest) return 'loginRequired';
  if (coupon.unavailableReason?.reason === 'LIMIT_REACHED') return 'limitReached';
  const { limit, used } = coupon.usageCount ?? {};
  if (limit && limit > 0 && typeof used === 'number' && used >= limit) return 'limitReached';
  return null;
}

/** The coupon dialogs of SPEC 2 "Coupon screens". */
export type CouponDialog =
  'availableNotice' | 'expired' | 'unavailable' | 'restaurantNotAvailable' | 'notFound' | 'login';

/** The calculation result's coupon fields (SPEC 3 "Order calculation result"). */
export interface CalculationCoupon {
  readonly discountPrice?: number | null;
  readonly remainingAmount?: number | null;
  readonly isValid?: boolean | null;
  readonly rewardType?: CouponRewardType | (string & {}) | null;
}

/** What the cart's coupon bar shows (SPEC 5 "Coupon bar text"). */
export type CouponBarText =
  | { kind: 'usable'; discountPrice: number }
  | { kind: 'lowAmount' }
  | { kind: 'remaining'; remainingAmount: number }
  | { kind: 'noTargetItems' };

// Decision: SPEC 5's order is the precedence. "Usable" needs isValid not false and a discount above 0, so it never
// competes with "low amount"; "low amount" wins over the remaining-amount guide; anything left (including target
// items with nothing remaining and no discount) shows "no target items". hasTargetItems is the calculation
// result's hasCouponItem.
/** The coupon bar text for a calculation result (SPEC 5). */
export function couponBarText(coupon: CalculationCoupon, options: { hasTargetItems: boolean }): CouponBarText {
  const discountPrice = coupon.discountPrice ?? 0;
  const remainingAmount = coupon.remainingAmount ?? 0;
  if (coupon.isValid !== false && discountPrice > 0) return { kind: 'usable', discountPrice };
  if (coupon.rewardType === 'DISCOUNT_SCORE') return { kind: 'lowAmount' };
  if (options.hasTargetItems && remainingAmount > 0) return { kind: 'remaining', remainingAmount };
  return { kind: 'noTargetItems' };
}

// Decision: order pages are /restaurants/{id}/order and everything below it (order complete included).
/** True on the order form or order-complete pages. */
export function isOrderPage(pathname: string): boolean {
  return /^\/restaurants\/[^/]+\/order(\/|$)/.test(pathname);
}

/** The coupon dialog for a coupon API error code; restaurant-not-available is suppressed on order pages (SPEC 4). */
export function couponDialogForError(
  code: string | null | undefined,
  options: { onOrderPage: boolean },
): CouponDialog | null {
  if (code === ERROR_CODES.couponNotFound) return 'notFound';
  if (code === ERROR_CODES.couponExpired) return 'expired';
  if (code === ERROR_CODES.couponNotAvailableAtRestaurant) return options.onOrderPage ? null : 'restaurantNotAvailable';
  return null;
}

/** Coupon storage is cleared on order complete when no coupon code is stored (SPEC 4 "Coupon flow"). */
export function shouldClearCouponsOnComplete(storedCouponCode: string | null | undefined): boolean {
  return !storedCouponCode;
}
