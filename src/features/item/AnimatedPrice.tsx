'use client';

import { PRICE_ANIMATION_MS } from '@/domain/constants';
import { useYen } from '@/lib/i18n/use-language';
import styles from './ItemScreen.module.css';

/** The total; after a change it animates for PRICE_ANIMATION_MS (SPEC 2, SPEC 9: 500 ms). Remounted per value. */
export function AnimatedPrice({ amount }: { amount: number }) {
  const yen = useYen();
  return (
    <span
      key={amount}
      data-testid="item-total"
      className={styles.total}
      style={{ animationDuration: `${PRICE_ANIMATION_MS}ms` }}
    >
      {yen(amount)}
    </span>
  );
}
