'use client';

import { useTranslation } from 'react-i18next';
import { priceParts } from '@/domain/money';
import { useYen } from '@/lib/i18n/use-language';
import styles from './Price.module.css';

/**
 * The one price display (menu tiles, item screen, option rows): the price to pay, marked as discounted and with the
 * regular price struck through when `showRegular` (domain `priceParts`: a discounted price equal to the price is no
 * discount). `plus` prefixes '+' (option prices). `taxIncluded` adds the language's "tax included" note (issue 16
 * item 13).
 */
// Decision: the menu and the item screen say "税込" beside an item's price (prices are tax included; the rate differs
// by serving type, so the figure is the server's); option prices ('+￥100') do not repeat it.
export function Price({
  price,
  discountedPrice,
  showRegular = false,
  plus = false,
  taxIncluded = false,
  variant = 'body2',
}: {
  price: number | null | undefined;
  discountedPrice?: number | null;
  showRegular?: boolean | null;
  plus?: boolean;
  taxIncluded?: boolean;
  /** The type of the price to pay (MUI's variant of that name). */
  variant?: 'body2' | 'h6' | 'caption';
}) {
  const { t } = useTranslation();
  const yen = useYen();
  const sign = plus ? '+' : '';
  const { current, regular, discounted } = priceParts({ price, discountedPrice, showRegular });
  // Issue 29 (ADR 0026): plain elements styled by a CSS module (Price.module.css), not MUI's Box and Typography.
  const currentClass = [styles.current, styles[variant], discounted ? styles.discounted : ''].filter(Boolean);
  return (
    <span className={styles.price}>
      <span className={currentClass.join(' ')}>
        {discounted ? <span className={styles.hidden}>{t('price.discounted')}</span> : null}
        {sign}
        {yen(current)}
      </span>
      {regular !== null ? (
        <s className={`${styles.note} ${styles.caption}`}>
          <span className={styles.hidden}>{t('price.regular')}</span>
          {sign}
          {yen(regular)}
        </s>
      ) : null}
      {taxIncluded ? <span className={`${styles.note} ${styles.caption}`}>{t('price.taxIncluded')}</span> : null}
    </span>
  );
}
