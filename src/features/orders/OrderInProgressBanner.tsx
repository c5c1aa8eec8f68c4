'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { useGetOrderInProgress } from '@/api/generated/endpoints/orders/orders';
import { ordersInProgressAt } from '@/domain/order-state';
import { queryOptionsFor } from '@/lib/query-client';
import { orderHref } from './order-links';

/**
 * The customer's orders in progress at a restaurant (GET /v1/orders/in_progress) as a banner each, opening the
 * order's detail. Nothing while loading, on an error (the page's own content matters more) or with none.
 */
export function OrderInProgressBanner({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation(['orders', 'checkout']);
  const query = useGetOrderInProgress(
    { restaurantId },
    { query: { enabled: Boolean(restaurantId), ...queryOptionsFor('ORDERS') } },
  );
  const orders = ordersInProgressAt(query.data?.orders ?? [], restaurantId);
  if (orders.length === 0) return null;
  return (
    <Box component="aside" aria-label={t('banner.region')} sx={{ px: 2, pt: 2, display: 'grid', gap: 1 }}>
      {orders.map((order) => (
        <Alert
          key={order.orderId}
          severity="info"
          role="note"
          action={
            <Button component={NextLink} href={orderHref(order.orderId)} size="small" color="inherit">
              {t('banner.open', { number: order.orderNumber })}
            </Button>
          }
        >
          {t('banner.text', { number: order.orderNumber, state: t(`checkout:orderState.${order.orderState}`) })}
        </Alert>
      ))}
    </Box>
  );
}
