'use client';

import { useMemo } from 'react';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CACHE_TIME } from '@/domain/constants';
import { heldCouponKey } from '@/domain/coupon-flow';
import { useLocalized } from '@/lib/i18n/use-language';
import { useHeldCoupons } from './coupon-storage';
import { couponView } from './coupon-view';
import { couponQueryKey, fetchCoupon } from './fetch-coupon';

// Decision: the banner names the held coupon by its name once its call answered (the same query the coupon flow
// fills, cached like the menus); when that call fails it names the code (or id) held instead. Nothing shows while
// the name is on its way, so the text does not change under the customer's eyes.
/**
 * The coupon banner (SPEC 2 "Coupon screens": "A coupon banner"; SPEC 4 "Valid coupons are stored, and a banner …
 * shows"): "coupon X in use" while a coupon id or code is held, on the menu pages. It follows the coupon flow and the
 * restaurant's coupon list as they store or remove a coupon.
 */
export function HeldCouponBanner({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation('coupons');
  const localized = useLocalized();
  const held = useHeldCoupons();
  const key = useMemo(() => (held ? heldCouponKey(held) : null), [held]);
  const query = useQuery({
    queryKey: key ? couponQueryKey(key) : ['coupon', 'none'],
    queryFn: ({ signal }) => (key ? fetchCoupon(key, signal) : Promise.reject(new Error('no coupon held'))),
    enabled: key !== null,
    staleTime: CACHE_TIME.MENU,
    retry: false,
  });
  if (!key || query.isPending) return null;
  const view = query.data ? couponView(query.data) : null;
  const text = view
    ? t('banner.held', { name: localized(view.name, view.nameLanguages) })
    : t('banner.heldCode', { code: key.value });
  return (
    <Alert
      role="status"
      severity="success"
      icon={<LocalOfferOutlinedIcon fontSize="inherit" aria-hidden />}
      data-testid="held-coupon-banner"
      sx={sx}
    >
      {text}
    </Alert>
  );
}
