'use client';

import { useId, useState } from 'react';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/generated/models';
import { orderStateLook } from '@/domain/order-state';
import { PathIcon } from '@/ui/controls/PathIcon';
import { orderHref } from './order-links';
import { stateStyle } from './order-state-colours';
import { OrderStateIconOf } from './order-state-look';
import styles from './OrdersCard.module.css';

// Issue 29 (ADR 0026, ADR 0009): the card is plain elements styled by a CSS module (MUI's Paper, Button, Typography
// and icons shipped ~3 kB of JS for looks), and it is fetched only when a customer has an order in progress (most
// visits have none), so its code is not part of the pages it shows on.
const CHEVRON_RIGHT = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';
const EXPAND_LESS = 'm12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z';
const EXPAND_MORE = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';

const isReady = (order: Order) => order.orderState === 'ORDER_STATE_READY';

/** The orders in progress as one card: the most pressing one, and a button that unfolds the others. */
export function OrdersCard({ orders }: { orders: readonly Order[] }) {
  const { t } = useTranslation('orders');
  const [expanded, setExpanded] = useState(false);
  const othersId = useId();
  const lead = orders.find(isReady) ?? orders[0]!;
  const others = orders.filter((order) => order !== lead);
  return (
    <aside aria-label={t('banner.region')} className={styles.region}>
      <div className={styles.card}>
        <OrderRow order={lead} />
        {others.length > 0 ? (
          <>
            <div id={othersId} hidden={!expanded} className={styles.others}>
              {others.map((order) => (
                <OrderRow key={order.orderId} order={order} />
              ))}
            </div>
            <button
              type="button"
              className={styles.unfold}
              aria-expanded={expanded}
              aria-controls={othersId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? t('banner.showFewer') : t('banner.showOthers', { count: others.length })}
              <PathIcon d={expanded ? EXPAND_LESS : EXPAND_MORE} size="small" />
            </button>
          </>
        ) : null}
      </div>
    </aside>
  );
}

/**
 * One order: its state's icon and words on its state's colour, and a link to its detail whose tap area is the whole
 * row (the chevron carries the name, the row around it the target).
 */
function OrderRow({ order }: { order: Order }) {
  const { t } = useTranslation(['orders', 'checkout']);
  const ready = isReady(order);
  return (
    <div
      role="note"
      className={styles.row}
      data-tone={orderStateLook(order.orderState).tone}
      style={stateStyle(order.orderState)}
    >
      <OrderStateIconOf state={order.orderState} />
      <p className={ready ? `${styles.text} ${styles.ready}` : styles.text}>
        {ready
          ? t('banner.ready', { number: order.orderNumber })
          : t('banner.text', { number: order.orderNumber, state: t(`checkout:orderState.${order.orderState}`) })}
      </p>
      <NextLink
        href={orderHref(order.orderId)}
        className={styles.open}
        aria-label={t('banner.open', { number: order.orderNumber })}
      >
        <PathIcon d={CHEVRON_RIGHT} />
      </NextLink>
    </div>
  );
}
