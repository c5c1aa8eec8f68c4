'use client';

import { memo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MenuItem as ApiMenuItem } from '@/api/generated/models';
import { IMAGE_SIZES } from '@/domain/constants';
import { imageSrc } from '@/domain/image';
import type { ItemAvailabilityNote } from '@/domain/item-availability';
import { dayTimeText, type ItemTimeNote } from '@/domain/item-time-notes';
import { useLocalized } from '@/lib/i18n/use-language';
import { MenuTag } from '@/features/menus';
import { Price } from '@/ui/controls/Price';
import { ITEM_IMAGE_HEIGHT, itemImageSx } from './item-image';

/** Image, name, price, campaign / coupon / sale tags, time notes, description and allergens of the item. */
export const ItemSummary = memo(function ItemSummary({
  item,
  titleId,
  notes,
  availability = null,
}: {
  /** The item's own fields (its customize groups are shown by the order item blocks). */
  item: Omit<ApiMenuItem, 'customizeGroups'>;
  titleId: string;
  notes: readonly ItemTimeNote[];
  /** From when a sold-out or not-yet-available item can be ordered, or null. */
  availability?: ItemAvailabilityNote | null;
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
    <Box sx={{ px: 2, pb: 1 }}>
      {image ? (
        <Box
          component="img"
          src={image}
          alt={name}
          width={IMAGE_SIZES.itemDetail}
          height={ITEM_IMAGE_HEIGHT}
          sx={{ ...itemImageSx, objectFit: 'cover' }}
        />
      ) : null}
      <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 1.5 }}>
        {campaign ? <MenuTag colour="secondary">{campaign}</MenuTag> : null}
        {item.isCouponItem ? <MenuTag colour="warning">{t('item.tag.coupon')}</MenuTag> : null}
        {sale ? (
          <MenuTag colour="info" variant="outlined">
            {sale}
          </MenuTag>
        ) : null}
        {item.isAlcohol ? <MenuTag variant="outlined">{t('item.tag.alcohol')}</MenuTag> : null}
      </Box>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
        {name}
      </Typography>
      <Box sx={{ mt: 0.5 }} aria-label={t('item.price.label')} role="group">
        <Price
          price={item.price}
          discountedPrice={item.discountedPrice}
          showRegular={item.isNormalPriceDisplay}
          taxIncluded
          variant="h6"
        />
      </Box>
      {availability ? (
        <Typography variant="body2" component="p" sx={{ mt: 0.5, fontWeight: 700 }}>
          {t(`common:availability.${availability.kind}`, {
            when: dayTimeText(availability),
          })}
        </Typography>
      ) : null}
      {notes.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {notes.map((note) => (
            <Typography
              key={note.kind}
              component="li"
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block' }}
            >
              {t(`item.note.${note.kind}`, { time: dayTimeText(note) })}
            </Typography>
          ))}
        </Box>
      ) : null}
      {description ? (
        <Typography variant="body2" sx={{ mt: 1.5, whiteSpace: 'pre-wrap' }}>
          {description}
        </Typography>
      ) : null}
      {allergens.length > 0 ? (
        <Box sx={{ mt: 1.5 }}>
          <Typography component="h3" variant="caption" sx={{ fontWeight: 700 }}>
            {t('item.allergens')}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {allergens.join(t('item.listSeparator'))}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
});
