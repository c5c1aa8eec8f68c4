// Which coupon the page query names (SPEC 2 query parameters couponId, couponCode): the part of the coupon flow
// (coupon-flow.ts) the shell needs on every page to tell whether to load the flow at all.
import { MAX_STORED_ID_LENGTH } from './storage-keys';

/** A coupon named by the page: a coupon id (GET /v1/coupons/{couponId}) or a pricing code (GET /v1/pricing/coupons/{couponCode}). */
export type CouponKey = { readonly kind: 'id' | 'code'; readonly value: string };

/** What the page query says about coupons: nothing, a coupon to fetch, or a value no coupon can have. */
export type CouponQuery =
  { readonly kind: 'none' } | { readonly kind: 'key'; readonly key: CouponKey } | { readonly kind: 'malformed' };

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A coupon id or code the app would send or store: 1–256 characters without control characters. */
export function isWellFormedCouponValue(value: string): boolean {
  return value.length > 0 && value.length <= MAX_STORED_ID_LENGTH && !CONTROL.test(value) && value.trim() === value;
}

// Decision: couponId wins over couponCode when the query holds both. A value the app could not store (empty, over
// 256 characters as the storage rule, control characters, surrounding spaces) is not sent: it is "malformed" and
// shows the not-found dialog. Any other value (unicode, markup) is fetched as it is, encoded in the path; the
// server's answer decides.
/** The coupon the page query names (SPEC 2 query parameters couponId, couponCode). */
export function couponQueryFrom(params: { get(name: string): string | null }): CouponQuery {
  for (const [name, kind] of [
    ['couponId', 'id'],
    ['couponCode', 'code'],
  ] as const) {
    const value = params.get(name);
    if (value === null) continue;
    return isWellFormedCouponValue(value) ? { kind: 'key', key: { kind, value } } : { kind: 'malformed' };
  }
  return { kind: 'none' };
}
