'use client';

import { memo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
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
import { MenuTag } from './MenuTag';
import { Price } from '@/ui/controls/Price';
import { LinkPendingBar } from '@/ui/controls/LinkPendingBar';

/**
 * One item of a menu page: thumbnail (84 px, placeholder when none), name, description, price with discounted
 * price, campaign / sale / coupon tags, the sold-out or unavailable badge, and a later-date note. The whole card is a
 * link to the item (next/link, so the item sheet opens over the menu page). On intent (a resting hover, a finger
 * landing, keyboard focus) the item's data is asked for ahead (`prefetchItem`), so the sheet opens with it
 * (`npm run bench:intent`, 300 ms added to every API answer: finger down → name in the sheet, median 655 → 425 ms).
 */
// Decision (issue 29, ADR 0009): the item route (the sheet's loading frame: MUI Drawer, Modal, focus trap) is asked
// for on the same intent, not when the card scrolls into view: a first load of the menu page carries no sheet code.
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
  const router = useRouter();
  const intent = usePrefetchOnIntent(() => {
    prefetchItem?.(item.itemId);
    router.prefetch(href);
  });
  return (
    <Box
      component={NextLink}
      href={href}
      prefetch={false}
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
            <MenuTag colour={badge === 'soldOut' ? 'error' : 'default'}>{t(`menuItem.badge.${badge}`)}</MenuTag>
          ) : null}
          {itemTags(item).map((tag) =>
            tag.kind === 'coupon' ? (
              <MenuTag key="coupon" colour="secondary">
                {t('menuItem.tag.coupon')}
              </MenuTag>
            ) : (
              <MenuTag key={tag.kind} variant="outlined" colour="primary">
                {tag.kind === 'campaign'
                  ? localized(tag.label, item.campaignLabelLanguages)
                  : localized(tag.label, item.pricingSaleNameLanguages)}
              </MenuTag>
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
