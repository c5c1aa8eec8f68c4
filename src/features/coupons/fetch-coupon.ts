import { getCoupon, getPricingCoupon } from '@/api/generated/endpoints/coupons/coupons';
import { toApiFailure } from '@/api/api-error';
import { ERROR_CODES } from '@/domain/error-codes';
import type { CouponKey } from '@/domain/coupon-flow';
import type { FetchedCoupon } from './coupon-view';

/** The query key of one coupon fetch. */
export function couponQueryKey(key: CouponKey): readonly unknown[] {
  return ['coupon', key.kind, key.value];
}

// The generated calls put the id into the path as it is: the key is encoded here, so '/', '?', '#' or markup stay
// inside the one path segment and the server answers for exactly this value.
/** GET /v1/coupons/{couponId} or GET /v1/pricing/coupons/{couponCode} (SPEC 7). */
export async function fetchCoupon(key: CouponKey, signal?: AbortSignal): Promise<FetchedCoupon> {
  const segment = encodeURIComponent(key.value);
  if (key.kind === 'id') return { kind: 'id', coupon: await getCoupon(segment, undefined, signal) };
  return { kind: 'code', coupon: await getPricingCoupon(segment, undefined, signal) };
}

function isNotFound(error: unknown): boolean {
  const failure = toApiFailure(error);
  return failure.status === 404 || failure.code === ERROR_CODES.couponNotFound;
}

// Decision: `/coupons/{couponId or couponCode}` does not say which one it is: the key is asked as a coupon id first and,
// when that is not found, as a pricing coupon code; the code's answer (coupon or error) is the page's.
/** The coupon of the detail route's key. */
export async function fetchCouponByRouteKey(value: string, signal?: AbortSignal): Promise<FetchedCoupon> {
  try {
    return await fetchCoupon({ kind: 'id', value }, signal);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    return fetchCoupon({ kind: 'code', value }, signal);
  }
}
