'use client';

import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import { buttonLook } from '@/ui/controls/button-look';
import { errorCopyFor } from '@/ui/errors/error-copy';
import { Notice } from '@/ui/restaurant/Notice';
import { RestaurantCard } from './RestaurantCard';
import { RestaurantListSkeleton } from './RestaurantListSkeleton';
import type { useRestaurantList } from './use-restaurant-list';
import styles from './RestaurantList.module.css';

/** The result area: skeletons, the cards with "show more", a clear empty state, or the error with a retry. */
export function RestaurantResults({
  list,
  onClear,
}: {
  list: ReturnType<typeof useRestaurantList>;
  onClear: () => void;
}) {
  const { t } = useTranslation('restaurants');
  const { t: tCommon } = useTranslation();
  const busy = list.isPending || (list.isFetching && !list.isFetchingNextPage);

  if (list.isError && list.restaurants.length === 0) {
    const copy = errorCopyFor('listRestaurants', toApiFailure(list.error).code);
    return (
      <Notice
        severity="error"
        role="alert"
        title={tCommon(copy.title)}
        action={
          <button
            type="button"
            className={buttonLook({ size: 'small', color: 'inherit' })}
            onClick={() => void list.refetch()}
          >
            {t('list.retry')}
          </button>
        }
      >
        {tCommon(copy.text)}
      </Notice>
    );
  }

  return (
    <div aria-busy={busy}>
      {list.isPending ? (
        <>
          <p role="status" className={styles.visuallyHidden}>
            {t('list.loading')}
          </p>
          <RestaurantListSkeleton />
        </>
      ) : list.restaurants.length === 0 ? (
        <div role="status" className={styles.empty}>
          <p className={styles.emptyTitle}>{t('list.empty')}</p>
          <p className={styles.emptyHint}>{t('list.emptyHint')}</p>
          <button type="button" className={buttonLook({ variant: 'outlined', marginTop: 2 })} onClick={onClear}>
            {t('list.clear')}
          </button>
        </div>
      ) : (
        <ul aria-label={t('list.results')} className={busy ? `${styles.cards} ${styles.busy}` : styles.cards}>
          {list.restaurants.map((restaurant) => (
            <RestaurantCard key={restaurant.id} restaurant={restaurant} />
          ))}
        </ul>
      )}
      {list.hasNextPage && list.restaurants.length > 0 ? (
        <button
          type="button"
          className={buttonLook({ variant: 'outlined', fullWidth: true, marginTop: 2 })}
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? t('list.loadingMore') : t('list.showMore')}
        </button>
      ) : null}
    </div>
  );
}
