/** Public entry of the coupons feature (SPEC 2 "Coupon screens", SPEC 4 "Coupon flow"). */
export { CouponQueryHost } from './CouponQueryHost';
export { CouponDetailScreen } from './CouponDetailScreen';
export { resetCouponDialogs } from './coupon-dialog-store';
