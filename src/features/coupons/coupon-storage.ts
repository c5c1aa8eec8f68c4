import { couponSnackbarForCalculationError, type CouponFlowOutcome, type CouponKey } from '@/domain/coupon-flow';
import { appStorage } from '@/lib/browser-storage';
import { showSnackbar } from '@/ui/feedback/snackbar-store';
import { useCouponDialogStore } from './coupon-dialog-store';

const STORAGE_KEY = { id: 'couponId', code: 'couponCode' } as const;

// Decision: a coupon from the address replaces the held one of its kind: removing an unusable coupon clears that
// kind's key even when it held another coupon, since the customer's latest link is the coupon they want.
/** Applies the flow's storage decision: `coupon_id` / `coupon_code` stored, removed or left alone (SPEC 4). */
export function applyCouponStorage(key: CouponKey, storage: CouponFlowOutcome['storage']): void {
  const name = STORAGE_KEY[key.kind];
  if (storage === 'keep') return;
  if (storage === 'store') appStorage().set(name, key.value);
  else appStorage().remove(name);
  useCouponDialogStore.getState().heldChanged();
}

/** The coupon id and code held in storage (a stored value of the wrong shape reads as none). */
export function readHeldCoupons(): { couponId: string | null; couponCode: string | null } {
  const storage = appStorage();
  return { couponId: storage.get('couponId'), couponCode: storage.get('couponCode') };
}

// Decision: a calculation that answers E100800004 for the held coupon ("expired-on-using") drops the held coupon id
// and code and shows that snackbar instead of the error modal; the calculation then runs again without a coupon.
/** Handles a calculation error about a held coupon; true when it was one (the caller shows nothing else). */
export function dropExpiredHeldCoupon(code: string | null | undefined): boolean {
  const snackbar = couponSnackbarForCalculationError(code);
  const held = readHeldCoupons();
  if (!snackbar || !(held.couponId || held.couponCode)) return false;
  appStorage().remove('couponId');
  appStorage().remove('couponCode');
  useCouponDialogStore.getState().heldChanged();
  showSnackbar(`coupons:snackbar.${snackbar}`, { variant: 'error' });
  return true;
}
