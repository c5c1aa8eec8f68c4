'use client';

import { preloadApiClient } from '@/api/http-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import { ApiErrorView } from '@/ui/errors/ApiErrorView';
import { useBrand } from '@/ui/brand/BrandProvider';
import { useIsAuthorized } from '@/ui/session/use-authorized';
import { useHydrated } from '@/lib/use-hydrated';
import { LoginPrompt } from './LoginPrompt';
import { OrderHistoryRow } from './OrderHistoryRow';
import { useOrderHistory } from './use-order-history';

// This screen asks for the order history as it opens (issue 15: api/http-client.ts).
preloadApiClient();

function Loading({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
      <Skeleton variant="rounded" height={112} />
      <Skeleton variant="rounded" height={112} />
    </Box>
  );
}

/** /orders: the logged-in customer's order history, newest first, with "show more"; a guest is asked to log in. */
export function OrderHistory() {
  const { t } = useTranslation('orders');
  const hydrated = useHydrated();
  const authorized = useIsAuthorized();
  const brandId = useBrand()?.brandId;
  const history = useOrderHistory(brandId, hydrated && authorized);

  if (history.isError) return <ApiErrorView endpoint="listOrders" code={toApiFailure(history.error).code} />;
  const orders = history.orders;
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ px: 2, py: 3 }}>
      <Typography id="page-title" variant="h1" component="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        {t('list.title')}
      </Typography>
      {!hydrated ? (
        <Loading label={t('list.loading')} />
      ) : !authorized ? (
        <LoginPrompt />
      ) : !orders ? (
        <Loading label={t('list.loading')} />
      ) : orders.length === 0 ? (
        <>
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('list.empty')}
          </Alert>
          <Button component={NextLink} href="/" variant="contained" fullWidth sx={{ mt: 2 }}>
            {t('list.toShops')}
          </Button>
        </>
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.5 }}>
            {orders.map((order) => (
              <OrderHistoryRow key={order.orderId} order={order} />
            ))}
          </Box>
          {history.isFetchingNextPage ? <Loading label={t('list.loadingMore')} /> : null}
          {history.hasNextPage && !history.isFetchingNextPage ? (
            <Button variant="outlined" fullWidth sx={{ mt: 2 }} onClick={() => void history.fetchNextPage()}>
              {t('list.more')}
            </Button>
          ) : null}
        </>
      )}
    </Box>
  );
}
