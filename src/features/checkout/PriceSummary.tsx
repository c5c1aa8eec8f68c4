'use client';

import { useYen } from '@/lib/i18n/use-language';
import { useTranslation } from 'react-i18next';
import type { OrderCalculation, TaxDetail } from '@/api/generated/models';
import { Bone } from '@/ui/controls/Bone';
import styles from './OrderSections.module.css';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`${styles.priceRow} ${styles.body1} ${strong ? styles.strong : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Subtotal, discount, total and the tax of each rate exactly as the server gives them (never computed here). */
export function PriceSummary({
  calculation,
}: {
  calculation:
    Pick<OrderCalculation, 'subtotalPrice' | 'discountPrice' | 'totalPrice' | 'taxDetails'> | null | undefined;
}) {
  const { t } = useTranslation('checkout');
  const yen = useYen();
  return (
    <section aria-labelledby="price-title" className={styles.section}>
      <h2 id="price-title" className={styles.sectionTitle}>
        {t('form.price.title')}
      </h2>
      {calculation ? (
        <dl className={styles.prices}>
          <Row label={t('form.price.subtotal')} value={yen(calculation.subtotalPrice)} />
          {calculation.discountPrice > 0 ? (
            <Row label={t('form.price.discount')} value={yen(-calculation.discountPrice)} />
          ) : null}
          <Row label={t('form.price.total')} value={yen(calculation.totalPrice)} strong />
          {calculation.taxDetails.map((tax: TaxDetail) => (
            <Row
              key={tax.taxRate}
              label={t(`form.price.tax.${tax.taxRate}`, { amount: yen(tax.taxableAmount) })}
              value={yen(tax.taxAmount)}
            />
          ))}
        </dl>
      ) : (
        <Bone variant="rounded" height={96} label={t('form.loading')} />
      )}
    </section>
  );
}
