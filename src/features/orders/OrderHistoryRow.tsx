'use client';

import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/generated/models';
import { lineSummary } from '@/domain/order-state';
import { useListJoin, useLocalized, useYen } from '@/lib/i18n/use-language';
import { orderHref } from './order-links';
import { OrderStateTag } from './OrderStateTag';
import { useOrderTime } from './use-order-time';
import surfaces from '@/ui/controls/surfaces.module.css';
import styles from './OrderHistoryRow.module.css';

// ADR 0026: the row reacts to no tap but its link: plain elements styled by a CSS module (MUI's outlined Card look),
// no Card, CardActionArea or Chip code.
/** One order of the history: restaurant, receive date and time, state, total and item summary; opens the detail. */
export function OrderHistoryRow({ order }: { order: Order }) {
  const { t } = useTranslation(['orders', 'checkout']);
  const localized = useLocalized();
  const yen = useYen();
  const joinList = useListJoin();
  const when = useOrderTime()(order.receiveTime);
  const summary = lineSummary(order.items);
  // Lists read in the display language (issue 27 item 9): '、' in Japanese and Chinese, ', ' in English.
  const items = joinList(
    summary.shown.map(
      (line) => `${localized(line.name, line.nameLanguages)} ${t('list.quantity', { count: line.quantity })}`,
    ),
  );
  return (
    <li className={surfaces.card}>
      <NextLink href={orderHref(order.orderId)} className={surfaces.cardLink}>
        <div className={styles.head}>
          <p className={styles.name}>{localized(order.restaurant.name, order.restaurant.nameLanguages)}</p>
          <OrderStateTag state={order.orderState} label={t(`checkout:orderState.${order.orderState}`)} />
        </div>
        <p className={`${styles.line} ${styles.secondary}`}>{t('list.receive', when)}</p>
        <p className={styles.line}>
          {items}
          {summary.more > 0 ? ` ${t('list.itemsMore', { count: summary.more })}` : ''}
        </p>
        <p className={`${styles.line} ${styles.total}`}>{t('list.total', { amount: yen(order.totalPrice) })}</p>
      </NextLink>
    </li>
  );
}
