'use client';

import { useTranslation } from 'react-i18next';
import { isFinalOrderState, orderStateLook } from '@/domain/order-state';
import { OrderProgressSteps } from './OrderProgressSteps';
import { stateStyle } from './order-state-colours';
import { PathIcon } from '@/ui/controls/PathIcon';
import { READY_ICON } from './ready-icon';
import { useLiveOrder } from './use-live-order';
import styles from './OrderLiveStatus.module.css';

// Decision (issue 27 item 6): the order complete page follows the order exactly as its detail page does (the same
// query, refreshed while not final, paused in a hidden tab): the progress steps and the "updates itself" note; a READY
// order adds its own green banner with the check (issue 27 item 7), announced as it arrives (role alert), since that is
// the moment the customer goes to the counter.
// ADR 0026: the banner and the note are plain elements styled by a CSS module (MUI's filled Alert look).
/** The live state of an order: a READY banner, the progress steps, and the note that the page updates itself. */
export function OrderLiveStatus({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const order = useLiveOrder(orderId).data;
  if (!order) return null;
  const ready = order.orderState === 'ORDER_STATE_READY';
  return (
    <>
      {ready ? (
        <div
          role="alert"
          className={styles.ready}
          data-tone={orderStateLook(order.orderState).tone}
          style={stateStyle(order.orderState)}
        >
          <PathIcon d={READY_ICON} size="small" data-icon="ready" />
          {t('banner.ready', { number: order.orderNumber })}
        </div>
      ) : null}
      <OrderProgressSteps state={order.orderState} paymentMethod={order.paymentMethod} />
      {isFinalOrderState(order.orderState) ? null : <p className={styles.live}>{t('detail.live')}</p>}
    </>
  );
}
