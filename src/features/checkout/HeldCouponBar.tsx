'use client';

import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { OrderCalculation } from '@/api/generated/models';
import { couponBarText } from '@/domain/coupon';
import { useYen } from '@/lib/i18n/use-language';

const BAR_KEYS = {
  usable: 'cartPanel.coupon.usable',
  lowAmount: 'cartPanel.coupon.lowAmount',
  remaining: 'cartPanel.coupon.remaining',
  noTargetItems: 'cartPanel.coupon.noTargetItems',
} as const;

export interface HeldCouponBarProps {
  calculation: OrderCalculation;
  coupon: NonNullable<OrderCalculation['coupon']>;
}

/** The held coupon's SPEC 5 bar text on the order form (a status: read when it changes). */
export function HeldCouponBar({ calculation, coupon }: HeldCouponBarProps) {
  const { t: tCart } = useTranslation('cart');
  const yen = useYen();
  const bar = couponBarText(coupon, { hasTargetItems: coupon.hasTargetItems ?? calculation.hasCouponItem });
  const price = bar.kind === 'usable' ? bar.discountPrice : bar.kind === 'remaining' ? bar.remainingAmount : null;
  return (
    <Alert severity={coupon.isValid ? 'success' : 'info'} role="status" sx={{ mt: 1 }}>
      {tCart(BAR_KEYS[bar.kind], price === null ? {} : { price: yen(price) })}
    </Alert>
  );
}
