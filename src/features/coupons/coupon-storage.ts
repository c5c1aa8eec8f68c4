import type { CouponFlowOutcome, CouponKey } from '@/domain/coupon-flow';
import { useMemo } from 'react';
import { storedState, useCouponStore } from '@/lib/stored-state';

const STORAGE_KEY = { id: 'couponId', code: 'couponCode' } as const;

// Decision: a coupon from the address replaces the held one of its kind: removing an unusable coupon clears that
// kind's key even when it held another coupon, since the customer's latest link is the coupon they want.
/** Applies the flow's storage decision: `coupon_id` / `coupon_code` stored, removed or left alone (SPEC 4). */
export function applyCouponStorage(key: CouponKey, storage: CouponFlowOutcome['storage']): void {
  const name = STORAGE_KEY[key.kind];
  if (storage === 'keep') return;
  if (storage === 'store') storedState.set(name, key.value);
  else storedState.remove(name);
}

/** The coupon id and code held in storage (a stored value of the wrong shape reads as none). */
export function readHeldCoupons(): HeldCoupons {
  return { couponId: storedState.get('couponId'), couponCode: storedState.get('couponCode') };
}

/** The held coupon id and code. */
export interface HeldCoupons {
  couponId: string | null;
  couponCode: string | null;
}

/**
 * The held coupon id and code from the coupon store: null during the server render and hydration (storage not read
 * yet), so the first render asks with the server's key; re-renders whenever a coupon is stored or removed.
 */
export function useHeldCoupons(): HeldCoupons | null {
  const couponId = useCouponStore((state) => state.couponId);
  const couponCode = useCouponStore((state) => state.couponCode);
  return useMemo(
    () => (couponId === undefined || couponCode === undefined ? null : { couponId, couponCode }),
    [couponId, couponCode],
  );
}
