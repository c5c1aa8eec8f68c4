'use client';

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useYen } from '@/lib/i18n/use-language';
import { Bone } from '@/ui/controls/Bone';
import { AppTextLink } from '@/ui/controls/TextLink';
import styles from './OrderSections.module.css';

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <>
      <dt className={`${styles.body1} ${styles.secondary} ${strong ? styles.strong : ''}`}>{label}</dt>
      <dd className={`${styles.body1} ${strong ? styles.strong : ''}`}>{children}</dd>
    </>
  );
}

export interface OrderFormSummaryProps {
  restaurantName: string;
  servingType: 'takeout' | 'eatIn';
  /** The receive time with its date ('' while it cannot be read yet). */
  receive: string;
  /** Where "change" leads (takeout), or null. */
  changeHref: string | null;
  seatNo: string | null;
  /** The server's total (tax included), or null while it is calculated. */
  total: number | null;
}

// Decision (issue 27 item 3): the order form opens on one card that says what is being ordered: the restaurant, the
// serving type, the receive time with its date and the total (tax included, the server's amount). The lines, the
// coupon and the price breakdown follow it, before the payment method and the contact fields.
/** The summary card at the top of the order form. */
export function OrderFormSummary({
  restaurantName,
  servingType,
  receive,
  changeHref,
  seatNo,
  total,
}: OrderFormSummaryProps) {
  const { t } = useTranslation('checkout');
  const yen = useYen();
  return (
    <section aria-label={t('form.summary')} className={styles.summary}>
      <dl className={styles.summaryFacts}>
        <Row label={t('form.restaurant')}>{restaurantName}</Row>
        <Row label={t('form.servingType')}>{t(`servingType.${servingType}`)}</Row>
        <Row label={t('form.receive.label')}>
          {/* Issue 29 (CLS): the link keeps a column of its own and the text two lines' room, so the row keeps its
              height when the ready-time estimate arrives (今すぐ → 今すぐ(目安 今日 11月26日(木) 21:25)). */}
          <span className={styles.receive}>
            {/* Lines break at the spaces between day, date and time, never inside "11月21日(土)" (keep-all). */}
            <span className={styles.receiveText}>{receive || '\u00a0'}</span>
            {changeHref ? <AppTextLink href={changeHref}>{t('form.receive.change')}</AppTextLink> : null}
          </span>
        </Row>
        {seatNo ? <Row label={t('form.seat')}>{seatNo}</Row> : null}
        <Row label={t('form.price.total')} strong>
          {total === null ? <Bone variant="text" width={80} label={t('form.loading')} inline /> : yen(total)}
        </Row>
      </dl>
    </section>
  );
}
