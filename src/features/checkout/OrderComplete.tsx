'use client';

import { preloadApiClient } from '@/api/http-client';
import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import { useGetOrder } from '@/api/generated/endpoints/orders/orders';
import { isFinalOrderState } from '@/domain/order-state';
import { readTime } from '@/domain/receive-time';
import { formatBusinessDate } from '@/features/restaurant-flow';
import { useBrand, useBrandName } from '@/ui/brand/BrandProvider';
import { ApiErrorView } from '@/ui/errors/ApiErrorView';
import { Notice } from '@/ui/restaurant/Notice';
import { useMountOnce } from '@/ui/shell/lazy-mount';
import { ShellOptions } from '@/ui/shell/ShellOptions';
import { useLanguage, useLocalized } from '@/lib/i18n/use-language';
import { liveOrderQueryOptions } from '@/lib/live-order';
import { useRestaurantQuery } from '@/ui/restaurant/use-restaurant-query';
import { orderDetailHref } from './checkout-links';
import { AddToCalendar } from './AddToCalendar';
import { brandedPlaceName } from './complete-place';
import { CompleteFacts } from './CompleteFacts';
import { CompleteOrderNumber } from './CompleteOrderNumber';
import { OrderLines } from './OrderLines';
import { PriceSummary } from './PriceSummary';
import { settleAfterOrder } from './settle-after-order';
import { usePaymentReturn } from './use-payment-return';
import surfaces from '@/ui/controls/surfaces.module.css';
import styles from './OrderComplete.module.css';

// ADR 0009: the counter view (MUI's full-screen Dialog with its modal, focus trap and transition) is fetched the first
// time the customer opens it, not with the page.
const CounterView = dynamic(() => import('./CounterView').then((m) => m.CounterView), { ssr: false });

// This screen asks for the order as it opens (issue 15: api/http-client.ts).
preloadApiClient();

// Decision (issue 27 item 6): the complete page leads back to the brand top, the restaurant list (the cart button is
// hidden here: the cart was just emptied).
const BRAND_TOP_HREF = '/';

/**
 * /restaurants/{restaurantId}/order/{orderId}/complete, built from GET /v1/orders/{orderId} so a reload, a new tab or
 * a shared link shows the same page. It is also the return address of 3-D Secure and the wallets (use-payment-return).
 * Decision: the restaurant shown is the order's own, whatever restaurant the address names; an unknown or foreign
 * order id is the server's 404 and shows the error page.
 * Issue 27 item 6: the order number large with the receive date and time under it, "show at the counter" (a
 * full-screen view), the live state (`liveStatus`), how to collect, the restaurant with its address as a map link and
 * its contact, add to calendar, the lines and prices, the order detail and the way back to the brand top.
 */
export function OrderComplete({
  orderId,
  liveStatus,
}: {
  restaurantId: string;
  orderId: string;
  /** The order's live state (the orders feature's OrderLiveStatus, composed by the route). */
  liveStatus?: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const brand = useBrand();
  const brandName = useBrandName();
  const [counterOpen, setCounterOpen] = useState(false);
  const counterMounted = useMountOnce(counterOpen);
  const localized = useLocalized();
  const { language } = useLanguage();
  // Follows the order's state like its detail page: refreshed while not final, paused in a hidden tab.
  const query = useGetOrder(orderId, { query: { enabled: Boolean(orderId), ...liveOrderQueryOptions() } });
  const order = query.data;
  const restaurant = useRestaurantQuery(order?.restaurant.id ?? '', { enabled: Boolean(order) });
  const { waiting } = usePaymentReturn(order, query.refetch);

  const settled = useRef(false);
  const placed = order && order.orderState !== 'ORDER_STATE_PENDING' && order.orderState !== 'ORDER_STATE_CANCELED';
  useEffect(() => {
    if (placed && order && !settled.current) {
      settled.current = true;
      settleAfterOrder(order);
    }
  }, [placed, order]);

  // Decision (issue 15, Total Blocking Time): the page's first render with the order runs in a transition, which React
  // renders in slices (the spinner stays until it is done), instead of one long task on a slow phone.
  const shown = useDeferredValue(order);
  if (query.isError) return <ApiErrorView endpoint="getOrder" code={toApiFailure(query.error).code} />;
  // The restaurant's address and phone sit in the middle of the page: it waits for them too (CLS; a failed call shows
  // the page without them).
  if (!shown || restaurant.isLoading || waiting) {
    return (
      <div role="status" aria-label={t('complete.loading')} className={styles.loading}>
        <ShellOptions cart={false} />
        <CircularProgress />
      </div>
    );
  }

  const r = restaurant.data;
  const serving = shown.servingType === 'SERVING_TYPE_EAT_IN' ? 'eatIn' : 'takeout';
  const restaurantName = localized(shown.restaurant.name, shown.restaurant.nameLanguages);
  // The receive time with its own date, as the order detail shows it (issue 27: a time reads on its own calendar date;
  // an order carries no receive windows, so it never reads 24:xx).
  const when = readTime(shown.receiveTime);
  const time = when ? `${formatBusinessDate(when.date, language)} ${when.time}` : '';
  const receiveAt = t('complete.receiveAt', { time: shown.isImmediateOrder ? t('form.receive.now', { time }) : time });
  const pending = shown.orderState === 'ORDER_STATE_PENDING';
  const isPlaced = !pending && shown.orderState !== 'ORDER_STATE_CANCELED';
  const toCollect = isPlaced && serving === 'takeout' && !isFinalOrderState(shown.orderState);
  return (
    <section aria-labelledby="page-title" className={surfaces.page}>
      <ShellOptions cart={false} />
      <h1 id="page-title" className={surfaces.title}>
        {t(pending ? 'complete.pendingTitle' : isPlaced ? 'complete.title' : 'complete.canceledTitle')}
      </h1>
      <CompleteOrderNumber orderNumber={shown.orderNumber} receiveAt={receiveAt} />
      {isPlaced ? (
        <Button
          variant="contained"
          size="large"
          fullWidth
          aria-haspopup="dialog"
          startIcon={<StorefrontOutlinedIcon aria-hidden />}
          onClick={() => setCounterOpen(true)}
        >
          {t('complete.counter.open')}
        </Button>
      ) : null}
      {liveStatus}
      {pending || isPlaced ? (
        <div className={styles.howTo}>
          {/* Decision: a payment still to be confirmed is announced (alert); how to collect is read in turn (status). */}
          <Notice severity={pending ? 'warning' : 'info'} role={pending ? 'alert' : 'status'}>
            {t(pending ? 'complete.pendingText' : serving === 'eatIn' ? 'complete.howToEatIn' : 'complete.howToPickUp')}
          </Notice>
        </div>
      ) : null}
      <CompleteFacts order={shown} restaurantName={restaurantName} restaurant={r} serving={serving} />
      {toCollect ? (
        <AddToCalendar
          order={shown}
          brandId={brand?.brandId ?? ''}
          placeName={brandedPlaceName(brandName, restaurantName)}
          location={[restaurantName, r ? localized(r.address, r.addressLanguages) : ''].filter(Boolean).join(' ')}
        />
      ) : null}
      <OrderLines items={shown.items} optionItems={shown.optionItems} readOnly />
      <PriceSummary calculation={shown} />
      <Button component={NextLink} href={orderDetailHref(shown.orderId)} variant="outlined" fullWidth sx={{ mt: 3 }}>
        {t('complete.detail')}
      </Button>
      <Button
        component={NextLink}
        href={BRAND_TOP_HREF}
        fullWidth
        startIcon={<HomeOutlinedIcon aria-hidden />}
        sx={{ mt: 1, minHeight: 44 }}
      >
        {t('complete.toTop')}
      </Button>
      {isPlaced && counterMounted ? (
        <CounterView
          open={counterOpen}
          onClose={() => setCounterOpen(false)}
          order={shown}
          when={receiveAt}
          place={restaurantName}
          serving={t(`servingType.${serving}`)}
        />
      ) : null}
    </section>
  );
}
