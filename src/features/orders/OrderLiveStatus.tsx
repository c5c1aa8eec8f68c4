'use client';

import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isFinalOrderState, orderStateLook } from '@/domain/order-state';
import { OrderProgressSteps } from './OrderProgressSteps';
import { OrderStateIconOf, stateColours } from './order-state-look';
import { useLiveOrder } from './use-live-order';

// Decision (issue 27 item 6): the order complete page follows the order exactly as its detail page does (the same
// query, refreshed while not final, paused in a hidden tab): the progress steps and the "updates itself" note; a READY
// order adds its own green banner with the check (issue 27 item 7), announced as it arrives (role alert), since that is
// the moment the customer goes to the counter.
/** The live state of an order: a READY banner, the progress steps, and the note that the page updates itself. */
export function OrderLiveStatus({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const order = useLiveOrder(orderId).data;
  if (!order) return null;
  const ready = order.orderState === 'ORDER_STATE_READY';
  return (
    <>
      {ready ? (
        <Alert
          variant="filled"
          role="alert"
          icon={<OrderStateIconOf state={order.orderState} />}
          data-tone={orderStateLook(order.orderState).tone}
          sx={{ mt: 2, fontWeight: 700, ...stateColours(order.orderState) }}
        >
          {t('banner.ready', { number: order.orderNumber })}
        </Alert>
      ) : null}
      <OrderProgressSteps state={order.orderState} paymentMethod={order.paymentMethod} />
      {isFinalOrderState(order.orderState) ? null : (
        <Typography variant="body2" color="text.secondary">
          {t('detail.live')}
        </Typography>
      )}
    </>
  );
}
