'use client';

import { memo } from 'react';
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
import styles from './MenuItemCard.module.css';

/**
 * One item of a menu page: thumbnail (84 px, placeholder when none), name, description, price with discounted
 * price, campaign / sale / coupon tags, the sold-out or unavailable badge, and a later-date note. The whole card is a
 * link to the item (next/link, so the item sheet opens over the menu page). On intent (a resting hover, a finger
 * landing, keyboard focus) the item's data is asked for ahead (`prefetchItem`), so the sheet opens with it
 * (`npm run bench:intent`, 300 ms added to every API answer: finger down → name in the sheet, median 534 → 430 ms;
 * 655 → 425 ms while the router's requests still made the server's calls too, ADR 0031).
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
  // Issue 29 (ADR 0026): plain elements styled by a CSS module (MenuItemCard.module.css), not MUI's Box and Typography.
  return (
    <NextLink
      href={href}
      prefetch={false}
      scroll={false}
      data-item-id={item.itemId}
      {...intent}
      className={styles.card}
    >
      <div className={inactive ? `${styles.image} ${styles.inactive}` : styles.image}>
        <MenuImage
          src={item.imageUrl}
          kind="thumbnail"
          alt=""
          width={IMAGE_SIZES.thumbnail}
          height={IMAGE_SIZES.thumbnail}
        />
      </div>
      <div className={styles.text}>
        <h3 className={styles.name}>{name}</h3>
        {description ? <p className={styles.description}>{description}</p> : null}
        <div className={styles.tags}>
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
        </div>
        <Price
          price={item.price}
          discountedPrice={item.discountedPrice}
          showRegular={item.isNormalPriceDisplay}
          taxIncluded
        />
        {availability ? (
          <p className={styles.note}>
            {t(`common:availability.${availability.kind}`, {
              when: dayTimeText(availability),
            })}
          </p>
        ) : null}
      </div>
      <LinkPendingBar />
    </NextLink>
  );
});
