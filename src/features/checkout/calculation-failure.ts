import type { ApiFailure } from '@/api/api-error';
import { dropExpiredHeldCoupon } from '@/features/coupons';
import { showCheckoutError } from './checkout-errors';

/**
 * The surface of a server's refusal of the order form's confirmation or calculation: SPEC 8 "expired-on-using" (the
 * held coupon expired) drops the coupon with its snackbar; anything else is a calculation error (SPEC 7).
 */
export function surfaceCalculationRefusal(failure: ApiFailure, restaurantId: string): void {
  if (!dropExpiredHeldCoupon(failure.code)) showCheckoutError('calculateOrder', failure, restaurantId);
}
