import { getCoupon, getPricingCoupon, listAvailablePricingCoupons } from '@/api/generated/endpoints/coupons/coupons';
import { toApiFailure } from '@/api/api-error';
import { apiContext } from '@/api/api-context';
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

/** The pricing coupon of exactly `code` among the ones GET /v1/pricing/coupon/available names for it, if any. */
async function listedPricingCoupon(code: string, brandId: string, signal?: AbortSignal) {
  try {
    const { coupons } = await listAvailablePricingCoupons({ brandId, couponCode: [code] }, undefined, signal);
    return coupons.find((coupon) => coupon.couponCode === code) ?? null;
  } catch {
    return null;
  }
}

// Decision: `/coupons/{couponId or couponCode}` does not say which one it is. The key is first checked as a code with
// the call made for checking codes (SPEC 7: GET /v1/pricing/coupon/available?brandId&couponCode, "a list of codes"),
// which answers 200 either way: a code it names is that pricing coupon (one call, no failing one); any other key is
// asked as a coupon id and, when that is not found, as a pricing coupon code (a code the list leaves out, e.g. one a
// server lists only while usable), whose answer (coupon or error) is the page's. A failed check goes on the same way.
/** The coupon of the detail route's key. */
export async function fetchCouponByRouteKey(value: string, signal?: AbortSignal): Promise<FetchedCoupon> {
  const { brandId } = apiContext();
  const listed = brandId ? await listedPricingCoupon(value, brandId, signal) : null;
  if (listed) return { kind: 'code', coupon: listed };
  try {
    return await fetchCoupon({ kind: 'id', value }, signal);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    return fetchCoupon({ kind: 'code', value }, signal);
  }
}
