import { couponSnackbarForCalculationError } from '@/domain/coupon-flow';
import { storedState } from '@/lib/stored-state';
import { showSnackbar } from '@/ui/feedback/snackbar-store';
import { readHeldCoupons } from './coupon-storage';

// Issue 29: apart from coupon-storage.ts, which the menu pages read the held coupon through: they need none of the
// coupon flow's rules (domain coupon-flow).
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
