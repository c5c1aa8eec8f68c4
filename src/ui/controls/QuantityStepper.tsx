'use client';

import { memo } from 'react';
import { PathIcon } from './PathIcon';
import styles from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  value: number;
  /** Accessible names of the buttons and of the value (already translated). */
  decreaseLabel: string;
  increaseLabel: string;
  valueLabel: string;
  decreaseDisabled?: boolean;
  /** A visually enabled button may still refuse (and explain with a snackbar): the caller decides. */
  increaseDisabled?: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  size?: 'small' | 'medium';
}

// ADR 0009: the stepper's buttons have no ripple, a focus ring and a pressed shade instead, as the item
// sheet's option controls: the ripple's layer and frame fall between press and click, in the tap's measured time
// (`npm run bench:tap`, the 99-line cart case). Issue 29 (ADR 0026): they are plain buttons styled by a CSS module
// with inline icons, not MUI's IconButton and icon components (about 2 kB of JS on the item screen): the same look;
// the row and the value are plain elements too (MUI's Box and Typography body1 before).
export const ADD_ICON = 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z';
const REMOVE_ICON = 'M19 13H5v-2h14z';

/** − value + with accessible names; the value is announced politely when it changes. Shared by the item sheet and the cart. */
export const QuantityStepper = memo(function QuantityStepper({
  value,
  decreaseLabel,
  increaseLabel,
  valueLabel,
  decreaseDisabled = false,
  increaseDisabled = false,
  onDecrease,
  onIncrease,
  size = 'small',
}: QuantityStepperProps) {
  const buttonClass = size === 'medium' ? `${styles.button} ${styles.medium}` : styles.button;
  return (
    <div role="group" aria-label={valueLabel} className={styles.stepper}>
      <button
        type="button"
        className={buttonClass}
        aria-label={decreaseLabel}
        onClick={onDecrease}
        disabled={decreaseDisabled}
      >
        <PathIcon d={REMOVE_ICON} size="small" />
      </button>
      <output aria-live="polite" className={styles.value}>
        {value}
      </output>
      <button
        type="button"
        className={buttonClass}
        aria-label={increaseLabel}
        onClick={onIncrease}
        disabled={increaseDisabled}
      >
        <PathIcon d={ADD_ICON} size="small" />
      </button>
    </div>
  );
});
