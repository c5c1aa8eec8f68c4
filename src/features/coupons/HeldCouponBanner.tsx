'use client';

import dynamic from 'next/dynamic';
import { useHeldCoupons } from './coupon-storage';

// Decision (issue 29, ADR 0009): the banner's box, its coupon call and the coupon's view are fetched only while a
// coupon is held (storage is read after hydration, so the server never renders it): a menu page without a held
// coupon carries only the storage check (which held coupon the banner names is decided in the loaded part).
const HeldCouponNotice = dynamic(() => import('./HeldCouponNotice').then((m) => m.HeldCouponNotice), { ssr: false });

// Decision: the banner names the held coupon by its name once its call answered (the same query the coupon flow
// fills, cached like the menus); when that call fails it names the code (or id) held instead. Nothing shows while
// the name is on its way, so the text does not change under the customer's eyes.
/**
 * The coupon banner (SPEC 2 "Coupon screens": "A coupon banner"; SPEC 4 "Valid coupons are stored, and a banner …
 * shows"): "coupon X in use" while a coupon id or code is held, on the menu pages. It follows the coupon flow and the
 * restaurant's coupon list as they store or remove a coupon.
 */
export function HeldCouponBanner({ className }: { className?: string }) {
  const held = useHeldCoupons();
  return held?.couponId || held?.couponCode ? <HeldCouponNotice held={held} className={className} /> : null;
}
