import { couponSnackbarForCalculationError, type CouponFlowOutcome, type CouponKey } from '@/domain/coupon-flow';
import { useMemo } from 'react';
import { storedState, useCouponStore } from '@/lib/stored-state';
import { showSnackbar } from '@/ui/feedback/snackbar-store';

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

// Decision: a calculation that answers E100800004 for the held coupon ("expired-on-using") drops the held coupon id
// and code and shows that snackbar instead of the error modal; the calculation then runs again without a coupon.
/** Handles a calculation error about a held coupon; true when it was one (the caller shows nothing else). */
export function dropExpiredHeldCoupon(code: string | null | undefined): boolean {
  const snackbar = couponSnackbarForCalculationError(code);
  const held = readHeldCoupons();
  if (!snackbar || !(held.couponId || held.couponCode)) return false;
  storedState.remove('couponId');
  storedState.remove('couponCode');
  showSnackbar(`coupons:snackbar.${snackbar}`, { variant: 'error' });
  return true;
}
