'use client';

import { memo } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'react-i18next';
import type { MenuItem as ApiMenuItem } from '@/api/generated/models';
import { IMAGE_SIZES } from '@/domain/constants';
import { imageSrc } from '@/domain/image';
import { useLocalized } from '@/lib/i18n/use-language';
import { MenuTag } from '@/features/menus';
import { Price } from '@/ui/controls/Price';
import { ITEM_IMAGE_HEIGHT } from './item-image';
import styles from './ItemScreen.module.css';
import type { ItemTimesProps } from './ItemTimes';

// Issue 29: the time notes (their reading of times, the receive windows) load only for an item that may tell a time
// (domain mayTellTimes); rendered on the server for such an item, their code comes with its first load.
const loadItemTimes = () => import('./ItemTimes');
const ItemTimes = dynamic(() => loadItemTimes().then((m) => m.ItemTimes));

/** Starts loading the time notes (the sheet, while its item loads: they do not pop in after it). */
export function preloadItemTimes(): void {
  void loadItemTimes().catch(() => undefined); // a failed load is retried when the notes render
}

/** Image, name, price, campaign / coupon / sale tags, time notes, description and allergens of the item. */
export const ItemSummary = memo(function ItemSummary({
  item,
  titleId,
  times,
}: {
  /** The item's own fields (its customize groups are shown by the order item blocks). */
  item: Omit<ApiMenuItem, 'customizeGroups'>;
  titleId: string;
  /** What the time notes read, or null when the item has no time to tell (domain mayTellTimes). */
  times: ItemTimesProps | null;
}) {
  const { t } = useTranslation('item');
  const localized = useLocalized();
  const name = localized(item.name, item.nameLanguages);
  const image = imageSrc(item.imageUrl, 'itemDetail');
  const allergens = item.allergens.map((allergen) => localized(allergen.name, allergen.nameLanguages)).filter(Boolean);
  const description = localized(item.description, item.descriptionLanguages);
  const campaign = item.campaignLabel ? localized(item.campaignLabel, item.campaignLabelLanguages) : null;
  const sale = item.pricingSaleName ? localized(item.pricingSaleName, item.pricingSaleNameLanguages) : null;

  return (
    <div className={styles.summary}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- the image service's sized URL (domain imageSrc)
        <img
          className={styles.image}
          src={image}
          alt={name}
          width={IMAGE_SIZES.itemDetail}
          height={ITEM_IMAGE_HEIGHT}
        />
      ) : null}
      <div className={styles.tags}>
        {campaign ? <MenuTag colour="secondary">{campaign}</MenuTag> : null}
        {item.isCouponItem ? <MenuTag colour="warning">{t('item.tag.coupon')}</MenuTag> : null}
        {sale ? (
          <MenuTag colour="info" variant="outlined">
            {sale}
          </MenuTag>
        ) : null}
        {item.isAlcohol ? <MenuTag variant="outlined">{t('item.tag.alcohol')}</MenuTag> : null}
      </div>
      <h2 id={titleId} className={styles.name}>
        {name}
      </h2>
      <div className={styles.price} aria-label={t('item.price.label')} role="group">
        <Price
          price={item.price}
          discountedPrice={item.discountedPrice}
          showRegular={item.isNormalPriceDisplay}
          taxIncluded
          variant="h6"
        />
      </div>
      {times ? <ItemTimes {...times} /> : null}
      {description ? <p className={styles.description}>{description}</p> : null}
      {allergens.length > 0 ? (
        <div className={styles.allergens}>
          <h3 className={`${styles.caption} ${styles.bold}`}>{t('item.allergens')}</h3>
          <p className={`${styles.caption} ${styles.secondary}`}>{allergens.join(t('item.listSeparator'))}</p>
        </div>
      ) : null}
    </div>
  );
});
