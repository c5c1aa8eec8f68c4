'use client';

import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { LinkPendingBar } from '@/ui/controls/LinkPendingBar';
import { useTranslation } from 'react-i18next';
import type { Restaurant } from '@/api/generated/models';
import { imageSrc } from '@/domain/image';
import { restaurantPath } from '@/domain/navigation';
import { formatDistance } from '@/domain/restaurant-list';
import { resetRestaurantFlow } from '@/features/restaurant-flow';
import { useLocalized } from '@/lib/i18n/use-language';

// Decision (issue 15): on intent a restaurant card asks for no data ahead. Its next step, the callback route,
// gets the restaurant from the server render (the restaurant layout's ServerData), which waits for that call itself,
// so a browser fetch of the same data would not bring the page any sooner; next/link already prefetches the route
// as far as it can without a render (a full prefetch would render it on the server, API call included, for every
// card hovered); and where the callback goes next (eating location, receive time, menus) depends on what the tap
// resets (resetRestaurantFlow) and on the restaurant's answer, so no later step's data is known at intent time.
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
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardActionArea
        component={NextLink}
        href={restaurantPath(restaurant.id, 'callback')}
        onClick={resetRestaurantFlow}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-info`}
        sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <Box
          component="img"
          src={imageSrc(restaurant.coverImageUrl, 'thumbnail') ?? undefined}
          alt={t('card.imageAlt', { name })}
          loading="lazy"
          width={96}
          height={96}
          sx={{ width: 96, height: 96, flexShrink: 0, objectFit: 'cover', bgcolor: 'grey.200' }}
        />
        <Box sx={{ p: 1.5, minWidth: 0, flex: 1 }}>
          <Typography
            id={`${id}-name`}
            component={headingLevel}
            variant="subtitle1"
            sx={{ fontWeight: 700, lineHeight: 1.3 }}
          >
            {name}
          </Typography>
          <Box id={`${id}-info`}>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {address}
            </Typography>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
              <Chip
                size="small"
                color={restaurant.isOpen ? 'success' : 'default'}
                variant={restaurant.isOpen ? 'filled' : 'outlined'}
                label={restaurant.isOpen ? t('card.open') : t('card.closed')}
              />
              {restaurant.isTakeoutAvailable ? (
                <Chip size="small" variant="outlined" label={t('card.takeout')} />
              ) : null}
              {restaurant.isEatInAvailable ? <Chip size="small" variant="outlined" label={t('card.eatIn')} /> : null}
            </Stack>
            {distance ? (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                {t('card.distance', { distance })}
              </Typography>
            ) : null}
          </Box>
        </Box>
        <LinkPendingBar />
      </CardActionArea>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pb: 0.5 }}>
        <Button
          component={NextLink}
          href={restaurantPath(restaurant.id, 'detail')}
          size="small"
          aria-label={t('card.detailLabel', { name })}
        >
          {t('card.detail')}
        </Button>
      </Box>
    </Card>
  );
}
