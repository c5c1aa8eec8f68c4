// The restaurant's coupon list as the cart and the order form show it (issue 27 item 5): which coupons can be used on
// this order now, and for the others the reason a customer reads, built on the SPEC 5 unusable rule (coupon.ts).
import { couponUnusableReason, type PricingCouponState } from './coupon';

/** The pricing-coupon fields the list reads (SPEC 3 "Pricing coupon"). */
export interface ListedCouponState extends PricingCouponState {
  readonly targetRestaurantIds?: readonly string[] | null;
  readonly dateRange?: { readonly startDate?: string | null } | null;
  readonly fetchableDateRange?: { readonly startDate?: string | null } | null;
}

/** Why a listed coupon cannot be used on this order now, as the customer reads it. */
export type CouponListReason =
  'notYetAvailable' | 'expired' | 'membersOnly' | 'limitReached' | 'otherRestaurant' | 'unavailable';

/** A listed coupon: usable, or greyed with its reason (and, when it is not usable yet, from when: an ISO time). */
export type CouponListStatus =
  | { readonly usable: true }
  | { readonly usable: false; readonly reason: CouponListReason; readonly from: string | null };

/** Who looks and where. */
export interface CouponListContext {
  readonly isGuest: boolean;
  readonly restaurantId: string;
}

const usable: CouponListStatus = { usable: true };
const unusable = (reason: CouponListReason, from: string | null = null): CouponListStatus => ({
  usable: false,
  reason,
  from,
});

function notYet(coupon: ListedCouponState): CouponListStatus {
  return unusable('notYetAvailable', coupon.dateRange?.startDate || coupon.fetchableDateRange?.startDate || null);
}

// Decision (issue 27 item 5): a coupon in the list is usable on this order when the SPEC 5 rule finds nothing, its
// date range has begun (a coupon that can be fetched but whose dates have not begun cannot discount an order placed
// now; the calculation refuses it too), the server does not say EXPIRED or NOT_FOUND, and it is valid at this
// restaurant (no target restaurants = every one). The reasons, first found wins in SPEC 5's order: not fetchable yet or
// not begun → "not yet available" (from the start of its date range, else of its fetchable range); past its dates →
// expired; login required for a guest → members only; usage limit → limit reached; another restaurant's coupon; any
// other (a missing fetchable state) → unavailable. The server's LOGIN_REQUIRED is not read (the list may be cached
// from before a login; loginRequired and the session decide). NO_TARGET_ITEM, NO_SCORE and a minimum amount depend on
// the cart, which changes while the list is cached, and the minimum is not in the contract: such a coupon stays usable,
// and once applied the coupon bar's SPEC 5 text says what is missing (no target items, low amount, the remaining
// amount).
/** Whether a listed coupon can be used on this order now, and why not (issue 27 item 5, SPEC 5). */
export function couponListStatus(coupon: ListedCouponState, ctx: CouponListContext): CouponListStatus {
  switch (couponUnusableReason(coupon, { isGuest: ctx.isGuest })) {
    case 'notFetchable': {
      const state = coupon.fetchableDateRangeState?.state;
      if (state === 'BEFORE_DATE') return notYet(coupon);
      return unusable(state === 'AFTER_DATE' ? 'expired' : 'unavailable');
    }
    case 'expired':
      return unusable('expired');
    case 'loginRequired':
      return unusable('membersOnly');
    case 'limitReached':
      return unusable('limitReached');
    case null:
      break;
  }
  if (coupon.dateRangeState?.state === 'BEFORE_DATE') return notYet(coupon);
  const reason = coupon.unavailableReason?.reason;
  if (reason === 'EXPIRED') return unusable('expired');
  if (reason === 'NOT_FOUND') return unusable('unavailable');
  const targets = coupon.targetRestaurantIds ?? [];
  if (targets.length > 0 && !targets.includes(ctx.restaurantId)) return unusable('otherRestaurant');
  return usable;
}

/** A coupon with its list status. */
export interface ListedCoupon<T> {
  readonly coupon: T;
  readonly status: CouponListStatus;
}

// Decision: the list shows the usable coupons first, then the greyed ones, each group in the server's order.
/** The restaurant's coupons split into usable and unusable ones, each in the server's order. */
export function splitCouponList<T extends ListedCouponState>(
  coupons: readonly T[],
  ctx: CouponListContext,
): { usable: ListedCoupon<T>[]; unusable: ListedCoupon<T>[] } {
  const listed = coupons.map((coupon) => ({ coupon, status: couponListStatus(coupon, ctx) }));
  return { usable: listed.filter((c) => c.status.usable), unusable: listed.filter((c) => !c.status.usable) };
}
