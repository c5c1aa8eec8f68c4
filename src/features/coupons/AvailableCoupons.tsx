'use client';

import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useListAvailablePricingCoupons } from '@/api/generated/endpoints/coupons/coupons';
import type { PricingCoupon } from '@/api/generated/models';
import { couponSnackbarForApply, judgeCodeCoupon } from '@/domain/coupon-flow';
import { CACHE_TIME } from '@/domain/constants';
import { appStorage } from '@/lib/browser-storage';
import { useLocalized } from '@/lib/i18n/use-language';
import { useBrandContext } from '@/ui/brand/BrandProvider';
import { openSharedDialog } from '@/ui/feedback/dialogs-store';
import { showSnackbar } from '@/ui/feedback/snackbar-store';
import { isAuthorizedNow } from '@/ui/session/use-authorized';

/**
 * The pricing coupons available at a restaurant (GET /v1/pricing/coupon/available). The order form reads it too, to
 * show its sections once this list is in (it sits above them: arriving later, it pushed them down).
 */
export function useAvailableCoupons(restaurantId: string) {
  const { brandId, brand } = useBrandContext();
  const id = brand?.brandId ?? brandId ?? '';
  return useListAvailablePricingCoupons(
    { brandId: id, restaurantId },
    { query: { staleTime: CACHE_TIME.MENU, retry: false, enabled: Boolean(id && restaurantId) } },
  );
}

// Decision: the list is every pricing coupon the server names for this restaurant (GET /v1/pricing/coupon/available),
// cached like the menus (5 minutes). Applying one runs the SPEC 5 rule: a guest's login-required coupon opens the
// login dialog, an unusable one shows its SPEC 8 snackbar (fetchable-before, expired, unavailable) and is not stored,
// one for other restaurants shows "unavailable"; a usable one is stored as coupon_code (replacing the held code).
/** The coupons available at this restaurant, each with an apply button; the held one marked in use. */
export function AvailableCoupons({
  restaurantId,
  heldCode,
  onChange,
}: {
  restaurantId: string;
  heldCode: string | null;
  onChange: () => void;
}) {
  const { t } = useTranslation('coupons');
  const localized = useLocalized();
  const headingId = useId();
  const query = useAvailableCoupons(restaurantId);
  const coupons = query.data?.coupons ?? [];
  if (!query.isSuccess) return null;

  const apply = (coupon: PricingCoupon) => {
    const isGuest = !isAuthorizedNow();
    const snackbar = couponSnackbarForApply(coupon, { isGuest });
    if (snackbar) return showSnackbar(`coupons:snackbar.${snackbar}`, { variant: 'error' });
    const outcome = judgeCodeCoupon(coupon, { isGuest, restaurantId, onOrderPage: false });
    if (outcome.dialog === 'login') return openSharedDialog({ kind: 'login' });
    if (outcome.storage !== 'store') return showSnackbar('coupons:snackbar.unavailable', { variant: 'error' });
    appStorage().set('couponCode', coupon.couponCode);
    showSnackbar('coupons:snackbar.applied', { variant: 'info' });
    onChange();
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('available.title')}
      </Typography>
      {coupons.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('available.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {coupons.map((coupon) => {
            const name = localized(coupon.name, coupon.nameLanguages);
            return (
              <Box
                component="li"
                key={coupon.couponCode}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, justifyContent: 'space-between' }}
              >
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Typography>
                {coupon.couponCode === heldCode ? (
                  <Chip size="small" color="success" label={t('available.applied')} />
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={t('available.apply', { name })}
                    onClick={() => apply(coupon)}
                  >
                    {t('available.applyShort')}
                  </Button>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
