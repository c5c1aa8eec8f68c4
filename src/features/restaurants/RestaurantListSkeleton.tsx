import { Bone } from '@/ui/controls/Bone';
import styles from './RestaurantList.module.css';

/** Placeholder cards while the restaurant list loads. */
export function RestaurantListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className={styles.cards} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeletonCard}>
          <Bone variant="rectangular" width={96} height={96} />
          <div className={styles.skeletonBody}>
            <Bone variant="text" width="70%" />
            <Bone variant="text" width="90%" />
            <Bone variant="text" width="40%" />
          </div>
        </div>
      ))}
    </div>
  );
}
