import { PagePlaceholder } from '@/ui/shell/PagePlaceholder';

/** Coupon detail (Other): couponId or couponCode. Placeholder until its issue builds the screen. */
export default async function CouponPage({ params }: { params: Promise<{ couponKey: string }> }) {
  const { couponKey } = await params;
  return <PagePlaceholder screen="coupon" details={{ couponKey }} shell={{ header: false, footer: false }} />;
}
