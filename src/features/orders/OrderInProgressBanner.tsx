'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { useGetOrderInProgress } from '@/api/generated/endpoints/orders/orders';
import type { Order } from '@/api/generated/models';
import { orderStateLook, ordersInProgressAt } from '@/domain/order-state';
import { queryOptionsFor } from '@/lib/query-client';
import { MAX_CONTENT_WIDTH } from '@/lib/theme';
import { ORDER_BANNER_HEIGHT_VAR, useHeightVariable } from '@/lib/use-height-variable';
import { CART_BAR_HEIGHT_PX } from '@/ui/feedback/snackbar-layout';
import { useShellStore } from '@/ui/shell/shell-store';
import { orderHref } from './order-links';
import { OrderStateIconOf, stateColours } from './order-state-look';

// Decision (issue 15, CLS ≤ 0.02): the banner is docked at the bottom of the screen (above the menu pages' cart bar),
// the order-status bar of the anchors, instead of sitting above the page: it arrives after the page's own data, and
// in the flow of the page it pushed everything below it down. The footer keeps room for it (ORDER_BANNER_HEIGHT_VAR).
// Decision (issue 27 item 7): each banner has its state's colour and icon; a READY order is green with a check and
// says in its own words that it can be picked up, so that it is not mistaken for a received one.

/**
 * The customer's orders in progress at a restaurant (GET /v1/orders/in_progress) as a banner each, opening the
 * order's detail. Nothing while loading, on an error (the page's own content matters more) or with none.
 */
export function OrderInProgressBanner({ restaurantId }: { restaurantId: string }) {
  const query = useGetOrderInProgress(
    { restaurantId },
    { query: { enabled: Boolean(restaurantId), ...queryOptionsFor('ORDERS') } },
  );
  const orders = ordersInProgressAt(query.data?.orders ?? [], restaurantId);
  if (orders.length === 0) return null;
  return <DockedBanners orders={orders} />;
}

function DockedBanners({ orders }: { orders: readonly Order[] }) {
  const { t } = useTranslation(['orders', 'checkout']);
  const cartBarShown = useShellStore((state) => state.cartBarShown);
  const ref = useHeightVariable<HTMLElement>(ORDER_BANNER_HEIGHT_VAR);
  return (
    <Box
      ref={ref}
      component="aside"
      aria-label={t('banner.region')}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: cartBarShown ? CART_BAR_HEIGHT_PX : 0,
        zIndex: 'appBar',
        maxWidth: MAX_CONTENT_WIDTH,
        mx: 'auto',
        px: 1,
        pb: 1,
        display: 'grid',
        gap: 1,
      }}
    >
      {orders.map((order) => (
        <Alert
          key={order.orderId}
          severity={order.orderState === 'ORDER_STATE_READY' ? 'success' : 'info'}
          variant="filled"
          role="note"
          icon={<OrderStateIconOf state={order.orderState} />}
          data-tone={orderStateLook(order.orderState).tone}
          sx={{ boxShadow: 3, ...stateColours(order.orderState) }}
          action={
            <Button component={NextLink} href={orderHref(order.orderId)} size="small" color="inherit">
              {t('banner.open', { number: order.orderNumber })}
            </Button>
          }
        >
          {order.orderState === 'ORDER_STATE_READY'
            ? t('banner.ready', { number: order.orderNumber })
            : t('banner.text', { number: order.orderNumber, state: t(`checkout:orderState.${order.orderState}`) })}
        </Alert>
      ))}
    </Box>
  );
}
