'use client';

import { useListJoin, useLocalized, useYen } from '@/lib/i18n/use-language';
import { useTranslation } from 'react-i18next';
import type { OrderCustomizeLine, OrderLineItem } from '@/api/generated/models';
import { buttonLook } from '@/ui/controls/button-look';
import { useShellStore } from '@/ui/shell/shell-store';
import styles from './OrderSections.module.css';

interface NamedLine {
  name?: string;
  nameLanguages?: OrderCustomizeLine['nameLanguages'];
  quantity?: number;
  customizeItems?: readonly NamedLine[];
}

/** The names of the chosen customizations, nested in order ("name ×n" above 1), for the language's list join. */
function customizeNames(items: readonly NamedLine[] | undefined, name: (l: NamedLine) => string): string[] {
  return (items ?? []).flatMap((item) => [
    item.quantity && item.quantity > 1 ? `${name(item)} ×${item.quantity}` : name(item),
    ...customizeNames(item.customizeItems, name),
  ]);
}

/** The order lines as a read-only summary with their customizations; editing opens the cart (issue 11 item 1). */
export function OrderLines({
  items,
  optionItems,
  readOnly,
}: {
  items: readonly OrderLineItem[];
  optionItems: readonly OrderLineItem[];
  /** On the complete page: no edit button. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation('checkout');
  const localized = useLocalized();
  const yen = useYen();
  const joinNames = useListJoin();
  const lines = [...items, ...optionItems];
  return (
    <section aria-labelledby="order-lines-title" className={styles.section}>
      <div className={styles.titleRow}>
        <h2 id="order-lines-title" className={styles.sectionTitle}>
          {t('form.lines.title')}
        </h2>
        {readOnly ? null : (
          <button
            type="button"
            className={buttonLook({ size: 'small' })}
            onClick={() => useShellStore.getState().setCartOpen(true)}
          >
            {t('form.lines.edit')}
          </button>
        )}
      </div>
      <ul className={styles.lines}>
        {lines.map((line, index) => {
          const caption = joinNames(customizeNames(line.customizeItems, (c) => localized(c.name, c.nameLanguages)));
          return (
            <li key={`${line.itemId}-${index}`} className={styles.line}>
              <div className={styles.lineHead}>
                <p className={`${styles.body1} ${styles.lineName}`}>{localized(line.name, line.nameLanguages)}</p>
                <p className={styles.body1}>{t('form.lines.quantity', { count: line.quantity })}</p>
              </div>
              {caption ? <p className={`${styles.body2} ${styles.secondary}`}>{caption}</p> : null}
              <p className={`${styles.body2} ${styles.lineTotal}`}>
                {yen((line.discountedPrice ?? line.price) * line.quantity)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
