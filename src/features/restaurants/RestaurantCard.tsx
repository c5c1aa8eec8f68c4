'use client';

import { useId } from 'react';
import NextLink from 'next/link';
import { buttonLook } from '@/ui/controls/button-look';
import { LinkPendingBar } from '@/ui/controls/LinkPendingBar';
import { useTranslation } from 'react-i18next';
import type { Restaurant } from '@/api/generated/models';
import { imageSrc } from '@/domain/image';
import { restaurantPath } from '@/domain/navigation';
import { formatDistance } from '@/domain/restaurant-list';
import { resetRestaurantFlow } from '@/features/restaurant-flow';
import { useLocalized } from '@/lib/i18n/use-language';
import { Tag, TagRow } from '@/ui/restaurant/Tag';
import styles from './RestaurantCard.module.css';

// Decision (issue 15): on intent a restaurant card asks for no data ahead. Its next step, the callback route,
// gets the restaurant from the server render (the restaurant layout's ServerData), which waits for that call itself,
// so a browser fetch of the same data would not bring the page any sooner; next/link already prefetches the route
// as far as it can without a render (a full prefetch would render it on the server, API call included, for every
// card hovered); and where the callback goes next (eating location, receive time, menus) depends on what the tap
// resets (resetRestaurantFlow) and on the restaurant's answer, so no later step's data is known at intent time.
// ADR 0026: the card is plain elements styled by a CSS module (MUI's Card, CardActionArea and Chip shipped ~3 kB of
// JS for looks only); the link, its pending bar and the detail button are the only interactive parts.
/** One restaurant of the list: a link to its callback page with image, name, address and open state. */
export function RestaurantCard({
  restaurant,
  headingLevel = 'h3',
}: {
  restaurant: Restaurant;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('restaurants');
  const localized = useLocalized();
  const id = useId();
  const name = localized(restaurant.name, restaurant.nameLanguages);
  const address = localized(restaurant.address, restaurant.addressLanguages);
  const distance = formatDistance(restaurant.distanceMeters);
  const Heading = headingLevel;
  return (
    <li className={styles.card}>
      <NextLink
        className={styles.main}
        href={restaurantPath(restaurant.id, 'callback')}
        onClick={resetRestaurantFlow}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-info`}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- the image service's sized URL (domain imageSrc), as before; next/image would add its client code */}
        <img
          className={styles.image}
          src={imageSrc(restaurant.coverImageUrl, 'thumbnail') ?? undefined}
          alt={t('card.imageAlt', { name })}
          loading="lazy"
          width={96}
          height={96}
        />
        <div className={styles.body}>
          <Heading id={`${id}-name`} className={styles.name}>
            {name}
          </Heading>
          <div id={`${id}-info`}>
            <p className={styles.address}>{address}</p>
            <TagRow className={styles.tags}>
              <Tag positive={restaurant.isOpen}>{restaurant.isOpen ? t('card.open') : t('card.closed')}</Tag>
              {restaurant.isTakeoutAvailable ? <Tag>{t('card.takeout')}</Tag> : null}
              {restaurant.isEatInAvailable ? <Tag>{t('card.eatIn')}</Tag> : null}
            </TagRow>
            {distance ? <p className={styles.distance}>{t('card.distance', { distance })}</p> : null}
          </div>
        </div>
        <LinkPendingBar />
      </NextLink>
      <div className={styles.actions}>
        <NextLink
          href={restaurantPath(restaurant.id, 'detail')}
          className={buttonLook({ size: 'small' })}
          aria-label={t('card.detailLabel', { name })}
        >
          {t('card.detail')}
        </NextLink>
      </div>
    </li>
  );
}
