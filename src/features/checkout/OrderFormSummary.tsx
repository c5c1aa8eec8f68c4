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
        {/* Issue 29 (CLS): the ready-time estimate arrives after the first paint (今すぐ → 今すぐ(目安 今日 11月26日(木)
            21:25)). It takes the card's whole width under its term, which carries the change link, and keeps two lines'
            room: in every language it fits two lines from a 320 px phone up, so the card keeps its height. */}
        <dt className={`${styles.body1} ${styles.secondary} ${styles.receiveTerm}`}>
          {t('form.receive.label')}
          {changeHref ? <AppTextLink href={changeHref}>{t('form.receive.change')}</AppTextLink> : null}
        </dt>
        {/* Lines break at the spaces between day, date and time, never inside "11月21日(土)" (keep-all). */}
        <dd className={`${styles.body1} ${styles.receiveText}`}>{receive || '\u00a0'}</dd>
        {seatNo ? <Row label={t('form.seat')}>{seatNo}</Row> : null}
        <Row label={t('form.price.total')} strong>
          {total === null ? <Bone variant="text" width={80} label={t('form.loading')} inline /> : yen(total)}
        </Row>
      </dl>
    </section>
  );
}
