'use client';

import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useListAvailablePricingCoupons } from '@/api/generated/endpoints/coupons/coupons';
import type { PricingCoupon } from '@/api/generated/models';
import { splitCouponList, type CouponListStatus, type ListedCoupon } from '@/domain/coupon-list';
import { couponSnackbarForApply, judgeCodeCoupon } from '@/domain/coupon-flow';
import { CACHE_TIME } from '@/domain/constants';
import { calendarDateOf } from '@/domain/receive-time';
import { storedState } from '@/lib/stored-state';
import { useLanguage, useLocalized } from '@/lib/i18n/use-language';
import { useBrandContext } from '@/ui/brand/BrandProvider';
import { PathIcon } from '@/ui/controls/PathIcon';
import { openSharedDialog } from '@/ui/feedback/dialogs-store';
import { showSnackbar } from '@/ui/feedback/snackbar-store';
import { Tag } from '@/ui/restaurant/Tag';
import { isAuthorizedNow, useIsAuthorized } from '@/ui/session/use-authorized';
import { formatBusinessDate } from '@/domain/business-date';

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

/** The restaurant's coupons split into usable and greyed ones for the customer now (issue 27 item 5); null until in. */
export function useCouponList(
  restaurantId: string,
): { usable: ListedCoupon<PricingCoupon>[]; unusable: ListedCoupon<PricingCoupon>[] } | null {
  const query = useAvailableCoupons(restaurantId);
  const isGuest = !useIsAuthorized();
  if (!query.isSuccess) return null;
  return splitCouponList(query.data.coupons ?? [], { isGuest, restaurantId });
}

// Decision: the list is every pricing coupon the server names for this restaurant (GET /v1/pricing/coupon/available),
// cached like the menus (5 minutes). Issue 27 item 5: the usable ones come first, each with 使う; the others are greyed
// below under their own heading, each with the reason it cannot be used now (domain/coupon-list.ts) and no 使う button;
// a guest's members-only coupon offers login instead. Applying still runs the SPEC 5 rule at the tap (the session may
// have changed since the list was drawn): an unusable one shows its SPEC 8 snackbar and is not stored, a guest's
// login-required one opens the login dialog; a usable one is stored as coupon_code (replacing the held code).
export interface AvailableCouponsProps {
  restaurantId: string;
  heldCode: string | null;
  /** Called after a coupon was applied (the cart's list closes; the coupon store re-renders its readers). */
  onChange?: () => void;
  /** False inside a dialog (or a disclosure) whose title already names the list. */
  showTitle?: boolean;
}

/** The coupons of this restaurant: usable ones with an apply button (the held one marked in use), then greyed ones. */
export function AvailableCoupons({ restaurantId, heldCode, onChange, showTitle = true }: AvailableCouponsProps) {
  const { t } = useTranslation('coupons');
  const localized = useLocalized();
  const headingId = useId();
  const unusableId = useId();
  const list = useCouponList(restaurantId);
  if (!list) return null;

  const apply = (coupon: PricingCoupon) => {
    const isGuest = !isAuthorizedNow();
    const snackbar = couponSnackbarForApply(coupon, { isGuest });
    if (snackbar) return showSnackbar(`coupons:snackbar.${snackbar}`, { variant: 'error' });
    const outcome = judgeCodeCoupon(coupon, { isGuest, restaurantId, onOrderPage: false });
    if (outcome.dialog === 'login') return openSharedDialog({ kind: 'login' });
    if (outcome.storage !== 'store') return showSnackbar('coupons:snackbar.unavailable', { variant: 'error' });
    storedState.set('couponCode', coupon.couponCode);
    showSnackbar('coupons:snackbar.applied', { variant: 'info' });
    onChange?.();
  };

  return (
    <Box component="section" aria-labelledby={showTitle ? headingId : undefined} sx={{ mt: showTitle ? 2 : 0 }}>
      {showTitle ? (
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('available.title')}
        </Typography>
      ) : null}
      {list.usable.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('available.none')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('available.usableList')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.usable.map(({ coupon }) => {
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
                  <Tag positive>{t('available.applied')}</Tag>
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={t('available.apply', { name })}
                    onClick={() => apply(coupon)}
                    sx={{ minHeight: 44, minWidth: 64, flexShrink: 0 }}
                  >
                    {t('available.applyShort')}
                  </Button>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      {list.unusable.length > 0 ? (
        <>
          <Typography id={unusableId} component="h3" variant="subtitle2" sx={{ fontWeight: 700, mt: 2 }}>
            {t('available.unusableTitle')}
          </Typography>
          <Box component="ul" aria-labelledby={unusableId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.unusable.map(({ coupon, status }) => (
              <UnusableCoupon
                key={coupon.couponCode}
                name={localized(coupon.name, coupon.nameLanguages)}
                status={status}
              />
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}

// Issue 29 (ADR 0026): Material's BlockOutlined as an inline path (PathIcon), the applied mark a Tag: no SvgIcon or
// Chip code on the order form.
const BLOCK_ICON =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M4 12c0-4.42 3.58-8 8-8 1.85 0 3.55.63 4.9 1.69L5.69 16.9C4.63 15.55 4 13.85 4 12m8 8c-1.85 0-3.55-.63-4.9-1.69L18.31 7.1C19.37 8.45 20 10.15 20 12c0 4.42-3.58 8-8 8';

// Decision (issue 27 items 5 and 10): "greyed" is a grey row with the secondary text colour (#666 on #f5f5f5, 5.3:1),
// never a lowered opacity, so the name and the reason stay readable (contrast ≥ 4.5).
/** A coupon that cannot be used now: greyed, with its reason; a guest's members-only coupon offers login. */
function UnusableCoupon({ name, status }: { name: string; status: CouponListStatus }) {
  const { t } = useTranslation('coupons');
  const { language } = useLanguage();
  if (status.usable) return null;
  const date = status.from ? calendarDateOf(status.from) : null;
  const reason =
    status.reason === 'notYetAvailable' && date
      ? t('available.reason.notYetAvailableFrom', { date: formatBusinessDate(date, language) })
      : t(`available.reason.${status.reason}`);
  return (
    <Box
      component="li"
      data-usable="false"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.75,
        my: 0.5,
        borderRadius: 1,
        bgcolor: 'grey.100',
        color: 'text.secondary',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography variant="caption" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PathIcon d={BLOCK_ICON} size="inherit" />
          {reason}
        </Typography>
      </Box>
      {status.reason === 'membersOnly' ? (
        <Button
          size="small"
          aria-label={t('available.loginFor', { name })}
          onClick={() => openSharedDialog({ kind: 'login' })}
          sx={{ minHeight: 44, flexShrink: 0 }}
        >
          {t('available.login')}
        </Button>
      ) : null}
    </Box>
  );
}
