'use client';

import { preloadApiClient } from '@/api/http-client';
import { useId } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import { couponKeyFromRouteSegment, isWellFormedCouponValue } from '@/domain/coupon-flow';
import { ERROR_CODES } from '@/domain/error-codes';
import { PathIcon } from '@/ui/controls/PathIcon';
import { ApiErrorView } from '@/ui/errors/ApiErrorView';
import { useRunErrorAction } from '@/ui/errors/use-error-navigation';
import { ShellOptions } from '@/ui/shell/ShellOptions';
import { couponView } from './coupon-view';
import { CouponDetailView } from './CouponDetailView';
import { fetchCouponByRouteKey } from './fetch-coupon';
import styles from './CouponDetailScreen.module.css';

// Issue 29 (ADR 0026): the frame is plain elements styled by a CSS module, the close button a plain <button> with
// Material's Close icon as an inline path (MUI's IconButton, Box and Typography shipped ~2 kB of JS for looks).
const CLOSE_ICON =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

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
      <div role="status" aria-label={t('detail.loading')} className={styles.loading}>
        <CircularProgress aria-hidden />
      </div>
    );
  } else {
    body = (
      <article aria-labelledby={nameId} className={styles.article}>
        <CouponDetailView view={couponView(query.data)} nameId={nameId} headingLevel="h1" />
      </article>
    );
  }

  return (
    <>
      <ShellOptions header={false} footer={false} />
      <div className={styles.bar}>
        <p className={styles.title}>{t('detail.title')}</p>
        <button type="button" className={styles.close} aria-label={t('detail.close')} onClick={() => runAction('back')}>
          <PathIcon d={CLOSE_ICON} />
        </button>
      </div>
      {body}
    </>
  );
}
