'use client';

import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import type { Restaurant } from '@/api/generated/models';
import { restaurantPath } from '@/domain/navigation';
import { useLocalized } from '@/lib/i18n/use-language';
import { RestaurantContact } from './RestaurantContact';
import { RestaurantHours } from './RestaurantHours';
import { useRestaurant } from './use-restaurant';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function DetailBody({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation('restaurants');
  const localized = useLocalized();
  const name = localized(restaurant.name, restaurant.nameLanguages);
  return (
    <>
      <Box
        component="img"
        src={restaurant.coverImageUrl}
        alt={t('detail.coverAlt', { name })}
        sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', bgcolor: 'grey.200' }}
      />
      <Stack spacing={3} sx={{ px: 2, py: 3 }}>
        <Box>
          <Typography id="page-title" variant="h1" component="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
            {name}
          </Typography>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color={restaurant.isOpen ? 'success' : 'default'}
              variant={restaurant.isOpen ? 'filled' : 'outlined'}
              label={restaurant.isOpen ? t('card.open') : t('card.closed')}
            />
          </Stack>
        </Box>
        {restaurant.quickInformations?.length ? (
          <Part id="detail-notices" title={t('detail.notices')}>
            <Stack spacing={1}>
              {restaurant.quickInformations.map((info, index) => (
                <Alert key={index} severity={info.type === 'QUICK_INFORMATION_TYPE_ALERT' ? 'warning' : 'info'}>
                  {localized(info.text, info.textLanguages)}
                </Alert>
              ))}
            </Stack>
          </Part>
        ) : null}
        <Part id="detail-serving" title={t('detail.servingTypes')}>
          <Stack direction="row" spacing={0.5}>
            {restaurant.isTakeoutAvailable ? <Chip size="small" variant="outlined" label={t('card.takeout')} /> : null}
            {restaurant.isEatInAvailable ? <Chip size="small" variant="outlined" label={t('card.eatIn')} /> : null}
          </Stack>
        </Part>
        <Part id="detail-address" title={t('detail.address')}>
          <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
            {localized(restaurant.address, restaurant.addressLanguages)}
          </Typography>
        </Part>
        <Part id="detail-hours" title={t('detail.hours')}>
          <RestaurantHours hours={restaurant.businessHours ?? []} />
        </Part>
        <Part id="detail-contact" title={t('detail.contact')}>
          <RestaurantContact restaurant={restaurant} />
        </Part>
        <Stack spacing={1.5}>
          <Button component={NextLink} href={restaurantPath(restaurant.id, 'callback')} variant="contained" size="large" fullWidth>
            {t('detail.order')}
          </Button>
          <Button component={NextLink} href="/" variant="text" fullWidth>
            {t('detail.backToList')}
          </Button>
        </Stack>
      </Stack>
    </>
  );
}

/** /restaurants/{id}/detail: restaurant information with cover, notices, address, hours and contact. */
export function RestaurantDetail({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('restaurants');
  const query = useRestaurant(restaurantId);
  if (query.data) return <DetailBody restaurant={query.data} />;
  return (
    <Box component="section" aria-labelledby="page-title" aria-busy={query.isPending || undefined}>
      {query.isPending ? <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '16 / 9', height: 'auto' }} /> : null}
      <Box sx={{ px: 2, py: 3 }}>
        <Typography id="page-title" variant="h1" component="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
          {t('detail.title')}
        </Typography>
        {query.isPending ? (
          <Box role="status" aria-label={t('flow.loading')} sx={{ mt: 2 }}>
            <Skeleton width="60%" />
            <Skeleton width="90%" />
            <Skeleton width="80%" />
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
