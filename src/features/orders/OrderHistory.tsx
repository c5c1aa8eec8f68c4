'use client';

import { preloadApiClient } from '@/api/http-client';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import { ApiErrorView } from '@/ui/errors/ApiErrorView';
import { Notice } from '@/ui/restaurant/Notice';
import { Bone } from '@/ui/controls/Bone';
import { useBrand } from '@/ui/brand/BrandProvider';
import { useIsAuthorized } from '@/ui/session/use-authorized';
import { useHydrated } from '@/lib/hydration-gate';
import { LoginPrompt } from './LoginPrompt';
import { OrderHistoryRow } from './OrderHistoryRow';
import { useOrderHistory } from './use-order-history';
import surfaces from '@/ui/controls/surfaces.module.css';
import styles from './OrderHistory.module.css';
import { buttonLook } from '@/ui/controls/button-look';

// This screen asks for the order history as it opens (issue 15: api/http-client.ts).
preloadApiClient();

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={styles.loading}>
      <Bone variant="rounded" height={112} />
      <Bone variant="rounded" height={112} />
    </div>
  );
}

// ADR 0026: the page's frame, rows, placeholders and empty notice are plain elements styled by CSS modules; MUI only
// for its two buttons.
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
    <section aria-labelledby="page-title" className={surfaces.page}>
      <h1 id="page-title" className={surfaces.title}>
        {t('list.title')}
      </h1>
      {!hydrated ? (
        <Loading label={t('list.loading')} />
      ) : !authorized ? (
        <LoginPrompt />
      ) : !orders ? (
        <Loading label={t('list.loading')} />
      ) : orders.length === 0 ? (
        <>
          <div className={styles.below}>
            <Notice severity="info" role="status">
              {t('list.empty')}
            </Notice>
          </div>
          <NextLink href="/" className={buttonLook({ variant: 'contained', fullWidth: true, marginTop: 2 })}>
            {t('list.toShops')}
          </NextLink>
        </>
      ) : (
        <>
          <ul className={styles.list}>
            {orders.map((order) => (
              <OrderHistoryRow key={order.orderId} order={order} />
            ))}
          </ul>
          {history.isFetchingNextPage ? <Loading label={t('list.loadingMore')} /> : null}
          {history.hasNextPage && !history.isFetchingNextPage ? (
            <button
              type="button"
              className={buttonLook({ variant: 'outlined', fullWidth: true, marginTop: 2 })}
              onClick={() => void history.fetchNextPage()}
            >
              {t('list.more')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
