'use client';

import { useTranslation } from 'react-i18next';
import { IMAGE_SIZES } from '@/domain/constants';
import { Bone } from '@/ui/controls/Bone';
import styles from './MenuSkeletons.module.css';
import { SkeletonLine } from './SkeletonLine';

/** Placeholder of a menu page: the menu-detail cover (232 px), title, time note, category chips and item cards. */
export function MenuPageSkeleton() {
  const { t } = useTranslation('menus');
  return (
    <div role="status" aria-busy="true" aria-label={t('menuLoading.menu')} className={styles.page}>
      <Bone variant="rectangular" height={IMAGE_SIZES.menuDetail} />
      <div className={styles.body}>
        <SkeletonLine variant="h1" width="50%" />
        <SkeletonLine variant="body2" width="40%" />
        <div className={styles.chips}>
          {Array.from({ length: 4 }, (_, i) => (
            <Bone key={i} variant="rounded" width={72} height={31} className={styles.pill} />
          ))}
        </div>
        <div className={styles.items}>
          <SkeletonLine variant="h2" width="30%" />
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className={styles.card}>
              <Bone variant="rounded" width={IMAGE_SIZES.thumbnail} height={IMAGE_SIZES.thumbnail} />
              <div className={styles.grow}>
                <SkeletonLine variant="body1" width="70%" />
                <SkeletonLine variant="body2" width="90%" />
                <SkeletonLine variant="body2" width="30%" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
