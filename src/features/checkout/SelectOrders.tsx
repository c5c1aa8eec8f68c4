'use client';

import { preloadApiClient } from '@/api/http-client';
import { useYen } from '@/lib/i18n/use-language';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import { useGetOrderInProgress } from '@/api/generated/endpoints/orders/orders';
import { formatBusinessTime } from '@/domain/receive-time';

import { ApiErrorView } from '@/ui/errors/ApiErrorView';
import { queryOptionsFor } from '@/lib/query-client';
import { completeHref } from './checkout-links';

// This screen asks for the orders in progress as it opens (issue 15: api/http-client.ts).
preloadApiClient();

// Decision: SPEC 2 does not show this page's content. It lists the customer's orders in progress at this restaurant
// (GET /v1/orders/in_progress, not yet delivered or canceled), newest first, each leading to its order-complete page
// (number, state, receive time); with none, it offers the menus. It is where a customer who placed several orders,
// or comes back later (another tab, a wallet's return in another browser), picks the one to show at the counter.
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
    <Box component="section" aria-labelledby="page-title" sx={{ px: 2, py: 3 }}>
      <Typography id="page-title" variant="h1" component="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        {t('selectOrders.title')}
      </Typography>
      {!query.data ? (
        <Skeleton variant="rounded" height={96} sx={{ mt: 2 }} aria-label={t('form.loading')} />
      ) : orders.length === 0 ? (
        <>
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('selectOrders.none')}
          </Alert>
          <Button component={NextLink} href={`/restaurants/${encodeURIComponent(restaurantId)}/menus`} sx={{ mt: 2 }}>
            {t('form.toMenus')}
          </Button>
        </>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.5 }}>
          {orders.map((order) => (
            <li key={order.orderId}>
              <Card variant="outlined">
                <CardActionArea component={NextLink} href={completeHref(order.restaurant.id, order.orderId)}>
                  <CardContent>
                    <Typography sx={{ fontWeight: 700 }}>
                      {t('selectOrders.number', { number: order.orderNumber })}
                    </Typography>
                    <Typography variant="body2">{t(`orderState.${order.orderState}`)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatBusinessTime(order.receiveTime)} · {yen(order.totalPrice)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
