'use client';

import { preloadApiClient } from '@/api/http-client';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import { isFinalOrderState } from '@/domain/order-state';
import { OrderLines, PriceSummary } from '@/features/checkout';
import { ApiErrorView } from '@/ui/errors/ApiErrorView';
import { NotFoundView } from '@/ui/errors/NotFoundView';
import { Bone } from '@/ui/controls/Bone';
import { OrderAgainButton } from './OrderAgainButton';
import { OrderDetailFacts } from './OrderDetailFacts';
import { OrderLiveStatus } from './OrderLiveStatus';
import { ORDERS_PATH } from './order-links';
import { useLiveOrder } from './use-live-order';
import surfaces from '@/ui/controls/surfaces.module.css';
import styles from './OrderDetail.module.css';
import { buttonLook } from '@/ui/controls/button-look';

// This screen asks for the order as it opens (issue 15: api/http-client.ts).
preloadApiClient();

// Decision: "order again" is offered on a past order, i.e. one in a final state (delivered or canceled); an order
// still in progress is followed, not repeated.
// Decision: an order the server does not give this customer answers 404 (the contract: "another customer's order
// answers 404 E100100002, exactly like an unknown id"); a 403 means the same to the customer. Both show the not-found
// page, never the order; every other failure is the API error view.
const NOT_FOUND_STATUSES = new Set([403, 404]);

// ADR 0026: the page's frame, number and facts are plain elements styled by a CSS module; MUI only for its buttons.
/** /orders/{orderId}: the order's progress, number, receive time, restaurant, lines, prices and payment method. */
export function OrderDetail({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const query = useLiveOrder(orderId);
  const order = query.data;

  if (query.isError) {
    const failure = toApiFailure(query.error);
    if (failure.status !== null && NOT_FOUND_STATUSES.has(failure.status)) return <NotFoundView />;
    return <ApiErrorView endpoint="getOrder" code={failure.code} />;
  }
  if (!order) {
    return (
      <div role="status" aria-label={t('detail.loading')} className={styles.loading}>
        <Bone variant="rounded" height={64} />
        <Bone variant="rounded" height={160} />
      </div>
    );
  }
  return (
    <section aria-labelledby="page-title" className={surfaces.page}>
      <h1 id="page-title" className={surfaces.title}>
        {t('detail.title')}
      </h1>
      <div className={styles.number}>
        <p className={styles.numberLabel}>{t('detail.orderNumber')}</p>
        <p className={styles.numberValue}>{order.orderNumber}</p>
      </div>
      <OrderLiveStatus orderId={orderId} />
      <OrderDetailFacts order={order} />
      <OrderLines items={order.items} optionItems={order.optionItems} readOnly />
      <PriceSummary calculation={order} />
      {isFinalOrderState(order.orderState) ? (
        <OrderAgainButton restaurantId={order.restaurant.id} orderId={order.orderId} />
      ) : null}
      <NextLink href={ORDERS_PATH} className={buttonLook({ variant: 'outlined', fullWidth: true, marginTop: 2 })}>
        {t('detail.toHistory')}
      </NextLink>
    </section>
  );
}
