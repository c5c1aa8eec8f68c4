'use client';

import { useYen } from '@/lib/i18n/use-language';
import Alert from '@mui/material/Alert';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { useTranslation } from 'react-i18next';
import { couponBarText, type CouponBarText } from '@/domain/coupon';
import type { Cart } from '@/domain/cart-types';
import { useCouponCalculation } from './use-coupon-calculation';

/** The coupon bar under the cart header: hidden unless a coupon is held and the calculation answered (SPEC 2, 5). */
export function CartCouponBar({ cart }: { cart: Cart | null }) {
  const { t } = useTranslation('cart');
  const yen = useYen();
  const calculation = useCouponCalculation(cart);
  if (!calculation?.coupon) return null;
  const { coupon } = calculation;
  const bar = couponBarText(coupon, { hasTargetItems: coupon.hasTargetItems ?? calculation.hasCouponItem });
  const text = barText(bar, (key, price) => t(key, price === undefined ? {} : { price: yen(price) }));
  return (
    <Alert
      icon={<LocalOfferOutlinedIcon fontSize="inherit" />}
      severity={bar.kind === 'usable' ? 'success' : 'info'}
      role="status"
      aria-label={t('cartPanel.coupon.label')}
      sx={{ mx: 2, mt: 1 }}
    >
      {text}
    </Alert>
  );
}

function barText(bar: CouponBarText, tr: (key: string, price?: number) => string): string {
  switch (bar.kind) {
    case 'usable':
      return tr('cartPanel.coupon.usable', bar.discountPrice);
    case 'lowAmount':
      return tr('cartPanel.coupon.lowAmount');
    case 'remaining':
      return tr('cartPanel.coupon.remaining', bar.remainingAmount);
    case 'noTargetItems':
      return tr('cartPanel.coupon.noTargetItems');
  }
}
