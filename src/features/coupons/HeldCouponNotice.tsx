'use client';

import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CACHE_TIME } from '@/domain/constants';
import { heldCouponKey, type CouponKey } from '@/domain/coupon-flow';
import { useLocalized } from '@/lib/i18n/use-language';
import { Notice } from '@/ui/restaurant/Notice';
import type { HeldCoupons } from './coupon-storage';
import { couponView } from './coupon-view';
import { couponQueryKey, fetchCoupon } from './fetch-coupon';

/** @mui/icons-material LocalOfferOutlined's path data (its dot as an arc). */
const LOCAL_OFFER_ICON =
  'm21.41 11.58-9-9C12.05 2.22 11.55 2 11 2H4c-1.1 0-2 .9-2 2v7c0 .55.22 1.05.59 1.42l9 9c.36.36.86.58 1.41.58s1.05-.22 1.41-.59l7-7c.37-.36.59-.86.59-1.41s-.23-1.06-.59-1.42M13 20.01 4 11V4h7v-.01l9 9zM6.5 5C7.33 5 8 5.67 8 6.5S7.33 8 6.5 8 5 7.33 5 6.5 5.67 5 6.5 5';

/** The coupon banner's box for the held coupons (loaded on demand by HeldCouponBanner): the one named, if any. */
export function HeldCouponNotice({ held, className }: { held: HeldCoupons; className?: string }) {
  const couponKey = useMemo(() => heldCouponKey(held), [held]);
  return couponKey ? <HeldCouponBox couponKey={couponKey} className={className} /> : null;
}

/** The box for one held coupon: its name, or its code. */
function HeldCouponBox({ couponKey, className }: { couponKey: CouponKey; className?: string }) {
  const { t } = useTranslation('coupons');
  const localized = useLocalized();
  const query = useQuery({
    queryKey: couponQueryKey(couponKey),
    queryFn: ({ signal }) => fetchCoupon(couponKey, signal),
    staleTime: CACHE_TIME.MENU,
    retry: false,
  });
  if (query.isPending) return null;
  const view = query.data ? couponView(query.data) : null;
  const text = view
    ? t('banner.held', { name: localized(view.name, view.nameLanguages) })
    : t('banner.heldCode', { code: couponKey.value });
  return (
    <div data-testid="held-coupon-banner" className={className}>
      <Notice role="status" severity="success" iconPath={LOCAL_OFFER_ICON}>
        {text}
      </Notice>
    </div>
  );
}
