'use client';

import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@/api/generated/models';
import { itemBadge, itemTags } from '@/domain/menu-catalog';
import { IMAGE_SIZES } from '@/domain/constants';
import { itemAvailabilityNote } from '@/domain/item-availability';
import { dayTimeText } from '@/domain/item-time-notes';
import { useLocalized } from '@/lib/i18n/use-language';
import { useNow } from '@/lib/use-now';
import { usePrefetchOnIntent } from '@/lib/use-prefetch-on-intent';
import { MenuImage } from './MenuImage';
import { Price } from '@/ui/controls/Price';
import { LinkPendingBar } from '@/ui/controls/LinkPendingBar';

/**
 * One item of a menu page: thumbnail (84 px, placeholder when none), name, description, price with discounted
 * price, campaign / sale / coupon tags, the sold-out or unavailable badge, and a later-date note. The whole card is a
 * link to the item (next/link, so the item sheet opens over the menu page). On intent (a resting hover, a finger
 * landing, keyboard focus) the item's data is asked for ahead (`prefetchItem`), so the sheet opens with it
 * (`npm run bench:intent`, 300 ms added to every API answer: finger down → name in the sheet, median 655 → 425 ms).
 */
// Decision: a not-yet-available item says from when it can be ordered (the next orderable range, else
// recentReceiveTime) and a sold-out item when it is expected back (soldOutUntil, a contract design decision), both
// at the chosen receive time or now, as the item sheet says it (issue 16 item 12); nothing known → badge only.
export const MenuItemCard = memo(function MenuItemCard({
  item,
  href,
  receiveTime = null,
  prefetchItem,
}: {
  item: MenuItem;
  href: string;
  /** The chosen receive time (ISO) the menu was asked for, or null for now. */
  receiveTime?: string | null;
  /** Asks for an item's detail ahead of its sheet (menus useMenuItemPrefetch). */
  prefetchItem?: (itemId: string) => void;
}) {
  const { t } = useTranslation('menus');
  const localized = useLocalized();
  const badge = itemBadge(item);
  const now = useNow();
  const availability = itemAvailabilityNote(item, receiveTime ?? now, undefined, { today: now });
  const name = localized(item.name, item.nameLanguages);
  const description = item.description ? localized(item.description, item.descriptionLanguages) : '';
  const inactive = badge !== null;
  const intent = usePrefetchOnIntent(prefetchItem ? () => prefetchItem(item.itemId) : undefined);
  return (
    <Box
      component={NextLink}
      href={href}
      scroll={false}
      data-item-id={item.itemId}
      {...intent}
      sx={{
        position: 'relative',
        display: 'flex',
        gap: 1.5,
        py: 1.5,
        color: 'inherit',
        textDecoration: 'none',
        borderBottom: 1,
        borderColor: 'divider',
        '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
      }}
    >
      <Box sx={{ position: 'relative', opacity: inactive ? 0.6 : 1 }}>
        <MenuImage
          src={item.imageUrl}
          kind="thumbnail"
          alt=""
          width={IMAGE_SIZES.thumbnail}
          height={IMAGE_SIZES.thumbnail}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          {name}
        </Typography>
        {description ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {description}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', my: 0.5 }}>
          {badge ? (
            <Chip size="small" color={badge === 'soldOut' ? 'error' : 'default'} label={t(`menuItem.badge.${badge}`)} />
          ) : null}
          {itemTags(item).map((tag) =>
            tag.kind === 'coupon' ? (
              <Chip key="coupon" size="small" color="secondary" label={t('menuItem.tag.coupon')} />
            ) : (
              <Chip
                key={tag.kind}
                size="small"
                variant="outlined"
                color="primary"
                label={
                  tag.kind === 'campaign'
                    ? localized(tag.label, item.campaignLabelLanguages)
                    : localized(tag.label, item.pricingSaleNameLanguages)
                }
              />
            ),
          )}
        </Box>
        <Price
          price={item.price}
          discountedPrice={item.discountedPrice}
          showRegular={item.isNormalPriceDisplay}
          taxIncluded
        />
        {availability ? (
          <Typography variant="caption" color="text.secondary" component="p">
            {t(`common:availability.${availability.kind}`, {
              when: dayTimeText(availability),
            })}
          </Typography>
        ) : null}
      </Box>
      <LinkPendingBar />
    </Box>
  );
});
