'use client';

import { useTranslation } from 'react-i18next';
import type { Restaurant } from '@/api/generated/models';
import { useLocalized } from '@/lib/i18n/use-language';
import { RestaurantContact } from '@/features/restaurant-flow';
import { PathIcon } from '@/ui/controls/PathIcon';
import { ExternalTextLink } from '@/ui/controls/TextLink';
import { mapSearchHref } from './complete-place';
import styles from './OrderComplete.module.css';

// Issue 27 item 10: every control is at least 44 px high, these two links included (the shell's text links are).
// Issue 29 (ADR 0026): plain text links and Material's PlaceOutlined icon as an inline path, not MUI's Link and SvgIcon.
const PLACE_ICON =
  'M12 12c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m6-1.8C18 6.57 15.35 4 12 4s-6 2.57-6 6.2c0 2.34 1.95 5.44 6 9.14 4.05-3.7 6-6.8 6-9.14M12 2c4.2 0 8 3.22 8 8.2 0 3.32-2.67 7.25-8 11.8-5.33-4.55-8-8.48-8-11.8C4 5.22 7.8 2 12 2';

/**
 * Where to go (issue 27 item 6): the restaurant's name, its address as a link to the map, and its contact as the
 * restaurant set it (a phone number as a tel: link, an inquiry form, or a note).
 */
export function RestaurantPlace({ name, restaurant }: { name: string; restaurant: Restaurant | undefined }) {
  const { t } = useTranslation('checkout');
  const localized = useLocalized();
  const address = restaurant?.address ? localized(restaurant.address, restaurant.addressLanguages) : '';
  return (
    <>
      {name}
      {restaurant?.address ? (
        <div>
          <ExternalTextLink
            className={styles.mapLink}
            href={mapSearchHref(restaurant.address)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('complete.mapLabel', { address })}
          >
            <PathIcon d={PLACE_ICON} size="small" />
            {address}
          </ExternalTextLink>
        </div>
      ) : null}
      {restaurant ? (
        <div>
          <RestaurantContact restaurant={restaurant} />
        </div>
      ) : null}
    </>
  );
}
