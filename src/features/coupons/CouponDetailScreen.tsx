'use client';

import { preloadApiClient } from '@/api/http-client';
import { useId } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import { couponKeyFromRouteSegment, isWellFormedCouponValue } from '@/domain/coupon-flow';
import { ERROR_CODES } from '@/domain/error-codes';
import { ApiErrorView } from '@/ui/errors/ApiErrorView';
import { useRunErrorAction } from '@/ui/errors/use-error-navigation';
import { ShellOptions } from '@/ui/shell/ShellOptions';
import { couponView } from './coupon-view';
import { CouponDetailView } from './CouponDetailView';
import { fetchCouponByRouteKey } from './fetch-coupon';

// This screen asks for the coupon as it opens (issue 15: api/http-client.ts).
preloadApiClient();

const COUPON_CODES: readonly string[] = [
  ERROR_CODES.couponNotFound,
  ERROR_CODES.couponExpired,
  ERROR_CODES.couponNotAvailableAtRestaurant,
];

// Decision: as in the coupon flow, a server answer that is not one of the three coupon codes (a 400 for a key the
// server refuses, a 404 without our code) is shown as "coupon not found"; a network failure keeps its own copy.
function routeErrorCode(error: unknown): string {
  const failure = toApiFailure(error);
  if (failure.kind !== 'server' || COUPON_CODES.includes(failure.code)) return failure.code;
  return ERROR_CODES.couponNotFound;
}

/**
 * `/coupons/{couponId or couponCode}` (SPEC 2): the coupon's detail without header or footer; the close button goes
 * back by the app's back rule (to `/` when the page was opened directly). A coupon that cannot be fetched shows the
 * coupon error screen of its endpoint (SPEC 7); a malformed key shows the not-found one without asking.
 */
export function CouponDetailScreen({ couponKey: segment }: { couponKey: string }) {
  const couponKey = couponKeyFromRouteSegment(segment);
  const { t } = useTranslation('coupons');
  const runAction = useRunErrorAction();
  const nameId = useId();
  const wellFormed = isWellFormedCouponValue(couponKey);
  const query = useQuery({
    queryKey: ['coupon', 'route', couponKey],
    queryFn: ({ signal }) => fetchCouponByRouteKey(couponKey, signal),
    enabled: wellFormed,
    retry: false,
  });

  let body;
  if (!wellFormed || query.isError) {
    body = (
      <ApiErrorView
        endpoint="getPricingCoupon"
        code={wellFormed ? routeErrorCode(query.error) : ERROR_CODES.couponNotFound}
      />
    );
  } else if (!query.data) {
    body = (
      <Box role="status" aria-label={t('detail.loading')} sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-hidden />
      </Box>
    );
  } else {
    body = (
      <Box component="article" aria-labelledby={nameId} sx={{ px: 2, pb: 4 }}>
        <CouponDetailView view={couponView(query.data)} nameId={nameId} headingLevel="h1" />
      </Box>
    );
  }

  return (
    <>
      <ShellOptions header={false} footer={false} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700, pl: 1 }}>
          {t('detail.title')}
        </Typography>
        <IconButton aria-label={t('detail.close')} onClick={() => runAction('back')}>
          <CloseIcon />
        </IconButton>
      </Box>
      {body}
    </>
  );
}
