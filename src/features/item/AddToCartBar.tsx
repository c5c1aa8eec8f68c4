'use client';

import { useTranslation } from 'react-i18next';
import { ReadyButton } from '@/ui/controls/ReadyButton';
import { Spinner } from '@/ui/controls/Spinner';
import { AnimatedPrice } from './AnimatedPrice';
import styles from './ItemScreen.module.css';

export interface AddToCartBarProps {
  /** Translation key of the label (domain addToCartLabelKey, or the view-only key). */
  labelKey: string;
  total: number;
  /** Show the total on the button (not for sold-out / disabled / overtime / view-only). */
  showTotal: boolean;
  disabled: boolean;
  busy: boolean;
  onAdd: () => void;
}

/** The sticky add-to-cart button with the status label and the animated total. */
export function AddToCartBar({ labelKey, total, showTotal, disabled, busy, onAdd }: AddToCartBarProps) {
  const { t } = useTranslation('item');
  // Decision (issue 29): the button is disabled until its screen has hydrated. A slow phone shows the server's button
  // well before its handler is live, and a tap React cannot hand to a handler yet is lost: the button says it is not
  // ready instead of ignoring the tap, as the header's cart button does. Found by e2e item.spec's alcohol test, whose
  // tap came mid-hydration under CPU load (no confirmation opened, nothing added). ReadyButton holds that wait.
  return (
    <div className={styles.addBar}>
      <ReadyButton
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        onClick={onAdd}
        className={showTotal ? `${styles.addButton} ${styles.addButtonSpread}` : styles.addButton}
      >
        <span>{t(labelKey)}</span>
        {busy ? <Spinner size={20} color="inherit" /> : null}
        {showTotal && !busy ? <AnimatedPrice amount={total} /> : null}
      </ReadyButton>
    </div>
  );
}
