'use client';

import type { MouseEvent } from 'react';
import { buttonLook } from '@/ui/controls/button-look';
import { PathIcon } from '@/ui/controls/PathIcon';
import styles from './PlaceOrderBar.module.css';

export interface PlaceOrderBarProps {
  /** The button's label (注文する ￥1,290, 注文しています…, もう一度注文する …). */
  label: string;
  /** True while the order cannot be placed: the button looks and reads disabled but still takes the tap. */
  blocked: boolean;
  /** What is missing, shown above the button and read as its description; null when nothing is. */
  hint: string | null;
  /** A tap on the blocked button (go to what is missing). */
  onBlockedTap: () => void;
}

const HINT_ID = 'place-order-hint';

// Issue 29 (ADR 0026): Material's InfoOutlined as an inline path, not its component and MUI's SvgIcon.
const INFO_ICON =
  'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8';

// Decision (issue 27 item 3): the place-order button is never HTML-disabled (a disabled button takes no tap and no
// focus): while the order cannot be placed it is aria-disabled, looks disabled, says what is missing above it (its
// accessible description), and a tap or Enter goes to the missing field instead of submitting. The order itself is
// still placed only through the form's submit, where the one-order lock lives (use-place-order.ts).
/** The fixed bar at the bottom of the order form with the place-order button. */
export function PlaceOrderBar({ label, blocked, hint, onBlockedTap }: PlaceOrderBarProps) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!blocked) return;
    event.preventDefault();
    onBlockedTap();
  };
  return (
    // Position and stacking of the fixed bar: issue 27 item 2/4 (the page keeps room for it at its bottom).
    // Decision (issue 27 item 4): the bar is stacked above the page's content (the app bar's layer): the fields'
    // floating labels are positioned with a z-index of their own and drew over the bar and took its taps.
    <div className={styles.bar}>
      {/* Issue 29 (CLS): the hint stands above the bar instead of growing it, so neither the bar nor the button moves
          when it comes and goes (the form's bottom padding leaves room for both). */}
      {hint ? (
        <p id={HINT_ID} className={styles.hint}>
          <span className={styles.hintIcon}>
            <PathIcon d={INFO_ICON} size="small" />
          </span>
          {hint}
        </p>
      ) : null}
      {/* ADR 0032: a plain button with the theme's contained look; blocked, it looks disabled yet takes the tap. */}
      <button
        type="submit"
        className={buttonLook({ variant: 'contained', size: 'large', fullWidth: true }, blocked ? styles.blocked : '')}
        aria-disabled={blocked || undefined}
        aria-describedby={hint ? HINT_ID : undefined}
        onClick={onClick}
      >
        {label}
      </button>
    </div>
  );
}
