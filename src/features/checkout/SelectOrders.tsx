'use client';

import { preloadApiClient } from '@/api/http-client';
import { useYen } from '@/lib/i18n/use-language';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import { useGetOrderInProgress } from '@/api/generated/endpoints/orders/orders';
import { formatBusinessTime } from '@/domain/receive-time';

import { ApiErrorView } from '@/ui/errors/ApiErrorView';
import { Notice } from '@/ui/restaurant/Notice';
import { Bone } from '@/ui/controls/Bone';
import { queryOptionsFor } from '@/lib/query-client';
import { completeHref } from './checkout-links';
import surfaces from '@/ui/controls/surfaces.module.css';
import styles from './SelectOrders.module.css';
import { buttonLook } from '@/ui/controls/button-look';

// This screen asks for the orders in progress as it opens (issue 15: api/http-client.ts).
preloadApiClient();

// Decision: SPEC 2 does not show this page's content. It lists the customer's orders in progress at this restaurant
// (GET /v1/orders/in_progress, not yet delivered or canceled), newest first, each leading to its order-complete page
// (number, state, receive time); with none, it offers the menus. It is where a customer who placed several orders,
// or comes back later (another tab, a wallet's return in another browser), picks the one to show at the counter.
// ADR 0026: the page reacts to no tap but its links: plain elements styled by a CSS module (MUI's outlined Card look),
// no Card, Alert or Skeleton code.
/** /restaurants/{restaurantId}/select_orders: choose among the orders in progress at this restaurant. */
export function SelectOrders({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('checkout');
  const yen = useYen();
  const query = useGetOrderInProgress(
    { restaurantId },
    { query: { enabled: Boolean(restaurantId), ...queryOptionsFor('ORDERS') } },
  );
  if (query.isError) return <ApiErrorView endpoint="getOrderInProgress" code={toApiFailure(query.error).code} />;
  const orders = [...(query.data?.orders ?? [])].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  return (
    <section aria-labelledby="page-title" className={surfaces.page}>
      <h1 id="page-title" className={surfaces.title}>
        {t('selectOrders.title')}
      </h1>
      {!query.data ? (
        <div role="status" aria-label={t('form.loading')} className={styles.below}>
          <Bone variant="rounded" height={96} />
        </div>
      ) : orders.length === 0 ? (
        <>
          <div className={styles.below}>
            <Notice severity="info" role="status">
              {t('selectOrders.none')}
            </Notice>
          </div>
          <NextLink
            href={`/restaurants/${encodeURIComponent(restaurantId)}/menus`}
            className={buttonLook({ marginTop: 2 })}
          >
            {t('form.toMenus')}
          </NextLink>
        </>
      ) : (
        <ul className={styles.list}>
          {orders.map((order) => (
            <li key={order.orderId} className={surfaces.card}>
              <NextLink href={completeHref(order.restaurant.id, order.orderId)} className={surfaces.cardLink}>
                <p className={styles.number}>{t('selectOrders.number', { number: order.orderNumber })}</p>
                <p className={styles.line}>{t(`orderState.${order.orderState}`)}</p>
                <p className={`${styles.line} ${styles.secondary}`}>
                  {formatBusinessTime(order.receiveTime)} · {yen(order.totalPrice)}
                </p>
              </NextLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
