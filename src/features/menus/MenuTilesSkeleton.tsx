'use client';

import { useTranslation } from 'react-i18next';
import { IMAGE_SIZES } from '@/domain/constants';
import { Bone } from '@/ui/controls/Bone';
import styles from './MenuSkeletons.module.css';
import { SkeletonLine } from './SkeletonLine';

/**
 * Placeholder tiles while menus load (announced once as busy): the real tile's padding, border (1 on the menu list,
 * 2 in the menu-book popup), 84 px thumbnail and name / time lines.
 */
// Decision: 3 tiles while loading (the demo brand's count); a brand with more menus grows below them.
export function MenuTilesSkeleton({ count = 3, border = 1 }: { count?: number; border?: 1 | 2 }) {
  const { t } = useTranslation('menus');
  return (
    <div role="status" aria-busy="true" aria-label={t('menuLoading.menus')} className={styles.tiles}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={border === 2 ? `${styles.tile} ${styles.tile2}` : styles.tile}>
          <Bone variant="rounded" width={IMAGE_SIZES.thumbnail} height={IMAGE_SIZES.thumbnail} />
          <div className={styles.grow}>
            <SkeletonLine variant="body1" width="60%" />
            <SkeletonLine variant="body2" width="40%" />
          </div>
        </div>
      ))}
    </div>
  );
}
