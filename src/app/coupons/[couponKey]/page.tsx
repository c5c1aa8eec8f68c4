import { CouponDetailScreen } from '@/features/coupons';

/** Coupon detail (Other): `/coupons/{couponId or couponCode}` (SPEC 2). */
export default async function CouponPage({ params }: { params: Promise<{ couponKey: string }> }) {
  const { couponKey } = await params;
  return <CouponDetailScreen couponKey={couponKey} />;
}
