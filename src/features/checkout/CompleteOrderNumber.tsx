'use client';

import { useTranslation } from 'react-i18next';
import styles from './OrderComplete.module.css';

/** The complete page's order number, large, with the receive date and time under it (issue 27 item 6). */
export function CompleteOrderNumber({ orderNumber, receiveAt }: { orderNumber: string; receiveAt: string }) {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.number}>
      <p className={styles.numberLabel}>{t('complete.orderNumber')}</p>
      <p className={styles.numberValue} aria-label={t('complete.orderNumberLabel', { number: orderNumber })}>
        {orderNumber}
      </p>
      <p className={styles.receiveAt}>{receiveAt}</p>
    </div>
  );
}
