'use client';

import { useTranslation } from 'react-i18next';
import { useListLastOrderedRestaurants } from '@/api/generated/endpoints/orders/orders';
import { useIsAuthorized } from '@/ui/session/use-authorized';
import { queryOptionsFor } from '@/lib/query-client';
import { RestaurantCard } from './RestaurantCard';
import styles from './RestaurantList.module.css';

// Decision: shown only for a logged-in customer with at least one past restaurant; a failure hides the section
// (the list below still works), since it is a convenience.
/** "Recently ordered" restaurants of a logged-in customer (GET /v1/orders/last/ordered/restaurants). */
export function RecentRestaurants({ brandId }: { brandId: string | null }) {
  const { t } = useTranslation('restaurants');
  const authorized = useIsAuthorized();
  const query = useListLastOrderedRestaurants(
    { brandId: brandId ?? undefined },
    { query: { enabled: authorized && Boolean(brandId), ...queryOptionsFor('ORDERS') } },
  );
  const entries = authorized ? (query.data?.restaurants ?? []) : [];
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="recent-restaurants-title" className={styles.recent}>
      <h2 id="recent-restaurants-title" className={styles.heading}>
        {t('recent.title')}
      </h2>
      <ul className={styles.cards}>
        {entries.map((entry) => (
          <RestaurantCard key={entry.restaurant.id} restaurant={entry.restaurant} />
        ))}
      </ul>
    </section>
  );
}
