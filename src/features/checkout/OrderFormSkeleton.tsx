import { Bone } from '@/ui/controls/Bone';
import styles from './OrderSections.module.css';

/**
 * The order form's sections (lines, coupon, payment, contact, price) while the confirmation loads: a skeleton at least
 * the screen's height, so the footer stays below the fold and the sections arrive as new content, not as a shift.
 */
export function OrderFormSkeleton() {
  return (
    <div aria-hidden className={styles.skeleton}>
      <Bone variant="rounded" height={96} />
      <Bone variant="text" width="40%" />
      <Bone variant="rounded" height={56} />
      <Bone variant="text" width="40%" />
      <Bone variant="rounded" height={160} />
      <Bone variant="text" width="40%" />
      <Bone variant="rounded" height={56} />
      <Bone variant="rounded" height={56} />
    </div>
  );
}
