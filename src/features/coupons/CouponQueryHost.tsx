'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { couponQueryFrom } from '@/domain/coupon-query';
import { useMountOnce } from '@/ui/shell/lazy-mount';

// Decision (issue 15): the coupon flow (its fetch, rules and dialogs) is on every page but needed only once an address
// carries a coupon: it is fetched then, and stays mounted from then on (its dialogs reset on `/`, SPEC 2). Before
// that no coupon dialog can have been shown, so there is nothing to reset.
const CouponFlow = dynamic(() => import('./CouponFlow').then((m) => m.CouponFlow), { ssr: false });

/** The coupon flow's host on every page (SPEC 4): mounts the flow the first time the address carries a coupon. */
export function CouponQueryHost() {
  const searchParams = useSearchParams();
  const mounted = useMountOnce(couponQueryFrom(searchParams).kind !== 'none');
  return mounted ? <CouponFlow /> : null;
}
