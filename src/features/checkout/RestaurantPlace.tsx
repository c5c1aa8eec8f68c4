'use client';

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import type { Restaurant } from '@/api/generated/models';
import { useLocalized } from '@/lib/i18n/use-language';
import { RestaurantContact } from '@/features/restaurant-flow';
import { mapSearchHref } from './complete-place';

// Issue 27 item 10: every control is at least 44 px high, these two links included.
const TARGET = { display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44 } as const;

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
        <Box>
          <Link
            href={mapSearchHref(restaurant.address)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('complete.mapLabel', { address })}
            sx={TARGET}
          >
            <PlaceOutlinedIcon fontSize="small" aria-hidden />
            {address}
          </Link>
        </Box>
      ) : null}
      {restaurant ? (
        <Box sx={{ '& a': TARGET }}>
          <RestaurantContact restaurant={restaurant} />
        </Box>
      ) : null}
    </>
  );
}
