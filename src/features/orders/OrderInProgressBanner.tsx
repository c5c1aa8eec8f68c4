'use client';

import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQueries } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { getGetOrderInProgressQueryOptions } from '@/api/generated/endpoints/orders/orders';
import type { Order } from '@/api/generated/models';
import { newestFirst, orderStateLook, ordersInProgressAt } from '@/domain/order-state';
import { queryOptionsFor } from '@/lib/query-client';
import { useShellStore } from '@/ui/shell/shell-store';
import { orderHref } from './order-links';
import { stateStyle } from './order-state-colours';
import { OrderStateIconOf } from './order-state-look';

// Decision (issue 27 item 2, replacing the docked banners of issue 15): the orders in progress are ONE compact card
// in the flow of the page, at its top, not a fixed bar: fixed banners, one per order, stacked over the menu, took the
// tap meant for an item and covered the only button of the error page. Several orders share the card: it shows the
// most pressing one (a READY order first, else the newest) and a button that unfolds the others. The trade-off: for a
// customer with an order in progress the page moves down once when the card arrives after the page's own data (the
// layout shift the dock avoided); a customer without one (nearly every visit) sees nothing move.
// Decision (issue 27 item 7): each order has its state's colour and icon; a READY order is green with a check and says
// in its own words that it can be picked up, so that it is not mistaken for a received one.
// Decision (issue 27 item 2): on an error page the card steps aside (the error and its way out are all that shows).

/**
 * The customer's orders in progress at a restaurant (GET /v1/orders/in_progress) as one card, each order opening its
 * detail. Nothing while loading, on an error (the page's own content matters more) or with none.
 */
export function OrderInProgressBanner({ restaurantId }: { restaurantId: string }) {
  return <OrdersInProgressCard restaurantIds={[restaurantId]} />;
}

/** The orders in progress at several restaurants (the brand top's recent ones) in one card, newest first. */
export function OrdersInProgressCard({ restaurantIds }: { restaurantIds: readonly string[] }) {
  const errorPageShown = useShellStore((state) => state.errorPageShown);
  const answers = useQueries({
    queries: restaurantIds.map((restaurantId) =>
      getGetOrderInProgressQueryOptions(
        { restaurantId },
        { query: { enabled: Boolean(restaurantId), ...queryOptionsFor('ORDERS') } },
      ),
    ),
  });
  const orders = newestFirst(
    restaurantIds.flatMap((restaurantId, index) =>
      ordersInProgressAt(answers[index]?.data?.orders ?? [], restaurantId),
    ),
  );
  if (orders.length === 0 || errorPageShown) return null;
  return <OrdersCard orders={orders} />;
}

const isReady = (order: Order) => order.orderState === 'ORDER_STATE_READY';

function OrdersCard({ orders }: { orders: readonly Order[] }) {
  const { t } = useTranslation('orders');
  const [expanded, setExpanded] = useState(false);
  const othersId = useId();
  const lead = orders.find(isReady) ?? orders[0]!;
  const others = orders.filter((order) => order !== lead);
  return (
    <Box component="aside" aria-label={t('banner.region')} sx={{ px: 2, pt: 1.5 }}>
      <Paper variant="outlined" sx={{ overflow: 'hidden', borderRadius: 2 }}>
        <OrderRow order={lead} />
        {others.length > 0 ? (
          <>
            <Box id={othersId} hidden={!expanded} sx={{ borderTop: 1, borderColor: 'divider' }}>
              {others.map((order) => (
                <OrderRow key={order.orderId} order={order} />
              ))}
            </Box>
            <Button
              fullWidth
              color="inherit"
              aria-expanded={expanded}
              aria-controls={othersId}
              endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              onClick={() => setExpanded((open) => !open)}
              sx={{ minHeight: 44, borderRadius: 0, justifyContent: 'space-between', px: 2 }}
            >
              {expanded ? t('banner.showFewer') : t('banner.showOthers', { count: others.length })}
            </Button>
          </>
        ) : null}
      </Paper>
    </Box>
  );
}

/**
 * One order: its state's icon and words on its state's colour, and a link to its detail whose tap area is the whole
 * row (the chevron carries the name, the row around it the target).
 */
function OrderRow({ order }: { order: Order }) {
  const { t } = useTranslation(['orders', 'checkout']);
  return (
    <Box
      role="note"
      data-tone={orderStateLook(order.orderState).tone}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        minHeight: 48,
        pl: 2,
        pr: 1,
        py: 0.5,
        ...stateStyle(order.orderState),
        '& svg': { color: 'inherit' },
      }}
    >
      <OrderStateIconOf state={order.orderState} />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, fontWeight: isReady(order) ? 700 : 500 }}>
        {isReady(order)
          ? t('banner.ready', { number: order.orderNumber })
          : t('banner.text', { number: order.orderNumber, state: t(`checkout:orderState.${order.orderState}`) })}
      </Typography>
      <Box
        component={NextLink}
        href={orderHref(order.orderId)}
        aria-label={t('banner.open', { number: order.orderNumber })}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: 44,
          minHeight: 44,
          color: 'inherit',
          // The whole row is the link's tap target.
          '&::after': { content: '""', position: 'absolute', inset: 0 },
          '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: -4 },
        }}
      >
        <ChevronRightIcon aria-hidden />
      </Box>
    </Box>
  );
}
