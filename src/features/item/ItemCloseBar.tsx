'use client';

import { useTranslation } from 'react-i18next';
import { PathIcon } from '@/ui/controls/PathIcon';
import styles from './ItemCloseBar.module.css';

// Issue 29 (ADR 0026): a plain button with an inline icon, not MUI's IconButton and CloseIcon (same look and name).
const CLOSE_ICON =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/**
 * The close bar shared by the sheet, the item page and the loading frame.
 */
// Decision: the close button sits on a solid sticky bar across the sheet, not floating over the content: floating,
// it covered the "+" of option steppers scrolled beneath it (issue 16 item 2).
export function ItemCloseBar({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('item');
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.close} aria-label={t('item.close')} onClick={onClose}>
        <PathIcon d={CLOSE_ICON} />
      </button>
    </div>
  );
}
