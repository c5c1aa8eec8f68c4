import type { CouponFlowOutcome, CouponKey } from '@/domain/coupon-flow';
import { appStorage } from '@/lib/browser-storage';
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
