/** Public entry of the coupons feature (SPEC 2 "Coupon screens", SPEC 4 "Coupon flow"). */
export { CouponQueryHost } from './CouponQueryHost';
export { CouponDetailScreen } from './CouponDetailScreen';
export { HeldCouponBanner } from './HeldCouponBanner';
export { resetCouponDialogs } from './coupon-dialog-store';
export { AvailableCoupons, useAvailableCoupons, useCouponList } from './AvailableCoupons';
export { LazyAvailableCoupons, preloadAvailableCoupons } from './LazyAvailableCoupons';
export { readHeldCoupons, useHeldCoupons, type HeldCoupons } from './coupon-storage';
export { dropExpiredHeldCoupon } from './drop-expired-coupon';
