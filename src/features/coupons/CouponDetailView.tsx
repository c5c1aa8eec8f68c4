'use client';

import { useTranslation } from 'react-i18next';
import { couponRangeText } from '@/domain/coupon-flow';
import { imageSrc } from '@/domain/image';
import { useLocalized } from '@/lib/i18n/use-language';
import type { CouponView } from './coupon-view';
import styles from './CouponDetailView.module.css';

// Decision (issue 15, CLS ≤ 0.02): the coupon image has a fixed box (contained in it, whatever its proportions), so
// the name and terms below do not move when it loads (200 px high, CouponDetailView.module.css).
// Issue 29 (ADR 0026): plain elements styled by a CSS module, not MUI's Box and Typography (same look).
/**
 * The coupon detail (SPEC 2 "Coupon screens"): image, name, available time range, usage-count limit note and notes, in
 * the customer's language. Every text from the API is rendered as text, never as markup.
 */
export function CouponDetailView({
  view,
  nameId,
  headingLevel,
}: {
  view: CouponView;
  nameId?: string;
  headingLevel: 'h1' | 'h2';
}) {
  const { t } = useTranslation('coupons');
  const localized = useLocalized();
  const name = localized(view.name, view.nameLanguages);
  const image = imageSrc(view.imageUrl, 'pr');
  const note = localized(view.note, view.noteLanguages);
  const range = couponRangeText(view.availableRange);
  const Heading = headingLevel;
  return (
    <div className={styles.detail}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the image service's sized URL (domain imageSrc); next/image would add its client code */}
      {image ? <img className={styles.image} src={image} alt={t('detail.image', { name })} /> : null}
      <Heading id={nameId} className={styles.name}>
        {name}
      </Heading>
      <dl className={styles.facts}>
        <dt>{t('detail.availableRange')}</dt>
        <dd>{t('detail.rangeText', { from: range.from ?? '', to: range.to ?? '' })}</dd>
        <dt>{t('detail.usage')}</dt>
        <dd>{view.usageLimit ? t('detail.usageLimit', { count: view.usageLimit }) : t('detail.usageUnlimited')}</dd>
        {note ? (
          <>
            <dt>{t('detail.notes')}</dt>
            <dd className={styles.note}>{note}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
