'use client';

import { preloadApiClient } from '@/api/http-client';
import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import { useGetOrder } from '@/api/generated/endpoints/orders/orders';
import { isFinalOrderState } from '@/domain/order-state';
import { readInstant } from '@/domain/time-zone';
import { formatBusinessDate } from '@/domain/business-date';
import { useBrand, useBrandName } from '@/ui/brand/BrandProvider';
import { buttonLook } from '@/ui/controls/button-look';
import { ButtonIcon } from '@/ui/controls/ButtonIcon';
import { PathIcon } from '@/ui/controls/PathIcon';
import { Spinner } from '@/ui/controls/Spinner';
import { ReadyButton } from '@/ui/controls/ReadyButton';
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

// Issue 29 (ADR 0026): Material's StorefrontOutlined and HomeOutlined icons as inline paths (no SvgIcon code).
const COUNTER_ICON =
  'm21.9 8.89-1.05-4.37c-.22-.9-1-1.52-1.91-1.52H5.05c-.9 0-1.69.63-1.9 1.52L2.1 8.89c-.24 1.02-.02 2.06.62 2.88.08.11.19.19.28.29V19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2v-6.94c.09-.09.2-.18.28-.28.64-.82.87-1.87.62-2.89m-2.99-3.9 1.05 4.37c.1.42.01.84-.25 1.17-.14.18-.44.47-.94.47-.61 0-1.14-.49-1.21-1.14L16.98 5zM13 5h1.96l.54 4.52c.05.39-.07.78-.33 1.07-.22.26-.54.41-.95.41-.67 0-1.22-.59-1.22-1.31zM8.49 9.52 9.04 5H11v4.69c0 .72-.55 1.31-1.29 1.31-.34 0-.65-.15-.89-.41-.25-.29-.37-.68-.33-1.07m-4.45-.16L5.05 5h1.97l-.58 4.86c-.08.65-.6 1.14-1.21 1.14-.49 0-.8-.29-.93-.47-.27-.32-.36-.75-.26-1.17M5 19v-6.03c.08.01.15.03.23.03.87 0 1.66-.36 2.24-.95.6.6 1.4.95 2.31.95.87 0 1.65-.36 2.23-.93.59.57 1.39.93 2.29.93.84 0 1.64-.35 2.24-.95.58.59 1.37.95 2.24.95.08 0 .15-.02.23-.03V19z';
const HOME_ICON = 'm12 5.69 5 4.5V18h-2v-6H9v6H7v-7.81zM12 3 2 12h3v8h6v-6h2v6h6v-8h3z';

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
      // aria-busy: the area is loading (the spinner is decorative; MUI's had the progressbar role).
      <div role="status" aria-label={t('complete.loading')} aria-busy="true" className={styles.loading}>
        <ShellOptions cart={false} />
        <Spinner />
      </div>
    );
  }

  const r = restaurant.data;
  const serving = shown.servingType === 'SERVING_TYPE_EAT_IN' ? 'eatIn' : 'takeout';
  const restaurantName = localized(shown.restaurant.name, shown.restaurant.nameLanguages);
  // The receive time with its own date, as the order detail shows it (issue 27: a time reads on its own calendar date;
  // an order carries no receive windows, so it never reads 24:xx).
  const when = readInstant(shown.receiveTime);
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
        // Decision (issue 29): the page is in the server's HTML now (ADR 0031), so this button waits for hydration, as
        // the item's add button does (a tap before would be lost).
        <ReadyButton
          aria-haspopup="dialog"
          startIcon={<PathIcon d={COUNTER_ICON} size="inherit" />}
          onClick={() => setCounterOpen(true)}
        >
          {t('complete.counter.open')}
        </ReadyButton>
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
          className={styles.calendarLink}
        />
      ) : null}
      <OrderLines items={shown.items} optionItems={shown.optionItems} readOnly />
      <PriceSummary calculation={shown} />
      <NextLink
        href={orderDetailHref(shown.orderId)}
        className={buttonLook({ variant: 'outlined', fullWidth: true }, styles.detailLink)}
      >
        {t('complete.detail')}
      </NextLink>
      <NextLink href={BRAND_TOP_HREF} className={buttonLook({ fullWidth: true }, styles.topLink)}>
        <ButtonIcon>
          <PathIcon d={HOME_ICON} size="inherit" />
        </ButtonIcon>
        {t('complete.toTop')}
      </NextLink>
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
