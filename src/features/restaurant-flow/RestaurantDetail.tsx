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
import { imageSrc } from '@/domain/image';
import { restaurantPath } from '@/domain/navigation';
import { formatDistance } from '@/domain/restaurant-list';
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

/** A body2 line of skeleton text (same line height as the text it stands for). */
function TextSkeleton({ width }: { width: string }) {
  return (
    <Typography variant="body2" component="span" sx={{ display: 'block' }}>
      <Skeleton width={width} />
    </Typography>
  );
}

/** The parts below the name while loading: a few lines and the hours, at least the screen's height. */
function DetailSkeleton() {
  return (
    <Stack spacing={3} aria-hidden sx={{ minHeight: '100dvh' }}>
      {['40%', '80%'].map((width) => (
        <Box key={width}>
          <TextSkeleton width="30%" />
          <TextSkeleton width={width} />
        </Box>
      ))}
      <Box>
        <TextSkeleton width="30%" />
        {Array.from({ length: 7 }, (_, i) => (
          <Box key={i} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
            <TextSkeleton width="45%" />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

/**
 * The detail page in one layout for both states: with `restaurant` undefined (loading) every data part is a skeleton
 * of the size of what replaces it (cover 16:9, name, chip, section contents, 7 hour rows), and the section headings
 * and buttons are already the real ones, so nothing below moves when the data arrives (CLS, issue 15).
 */
function DetailBody({ restaurantId, restaurant }: { restaurantId: string; restaurant: Restaurant | undefined }) {
  const { t } = useTranslation('restaurants');
  const localized = useLocalized();
  const name = restaurant ? localized(restaurant.name, restaurant.nameLanguages) : null;
  const distance = formatDistance(restaurant?.distanceMeters);
  const cover = { display: 'block', width: '100%', aspectRatio: '16 / 9', height: 'auto' } as const;
  return (
    <Box component="section" aria-labelledby="page-title" aria-busy={!restaurant || undefined}>
      {restaurant ? (
        <Box
          component="img"
          src={imageSrc(restaurant.coverImageUrl, 'kv') ?? undefined}
          alt={t('detail.coverAlt', { name })}
          sx={{ ...cover, objectFit: 'cover', bgcolor: 'grey.200' }}
        />
      ) : (
        <Skeleton variant="rectangular" sx={cover} />
      )}
      <Stack spacing={3} sx={{ px: 2, py: 3 }}>
        <Box>
          <Typography id="page-title" variant="h1" component="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
            {name ?? t('detail.title')}
          </Typography>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            {restaurant ? (
              <Chip
                size="small"
                color={restaurant.isOpen ? 'success' : 'default'}
                variant={restaurant.isOpen ? 'filled' : 'outlined'}
                label={restaurant.isOpen ? t('card.open') : t('card.closed')}
              />
            ) : (
              <Skeleton variant="rounded" width={64} height={24} />
            )}
            {/* The distance comes with a restaurant asked with the customer's position (SPEC 7, ui/restaurant). */}
            {distance ? <Chip size="small" variant="outlined" label={t('card.distance', { distance })} /> : null}
          </Stack>
          {restaurant ? null : <Box role="status" aria-label={t('flow.loading')} />}
        </Box>
        {/* Decision (issue 27 item 8): the way in comes right under the name, above notices, address and hours, so
            it is on screen without scrolling at 320 × 568; in the flow (nothing fixed added). It needs only the id,
            so it is there while the restaurant loads too and nothing moves when the data arrives. */}
        <Button
          component={NextLink}
          href={restaurantPath(restaurantId, 'callback')}
          variant="contained"
          size="large"
          fullWidth
        >
          {t('detail.order')}
        </Button>
        {/* Decision (issue 15, CLS ≤ 0.02): while the restaurant loads, everything below its name is one skeleton of
            the screen's height (notices, if any, come first and would push the rest down); the parts and the way back
            to the list appear with the data, as new content, so nothing on screen moves. */}
        {restaurant ? (
          <>
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
              <Stack direction="row" spacing={0.5} sx={{ minHeight: 24 }}>
                {restaurant.isTakeoutAvailable ? (
                  <Chip size="small" variant="outlined" label={t('card.takeout')} />
                ) : null}
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
            <Button component={NextLink} href="/" variant="text" fullWidth>
              {t('detail.backToList')}
            </Button>
          </>
        ) : (
          <DetailSkeleton />
        )}
      </Stack>
    </Box>
  );
}

/** /restaurants/{id}/detail: restaurant information with cover, notices, address, hours and contact. */
export function RestaurantDetail({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('restaurants');
  const query = useRestaurant(restaurantId);
  if (query.data || query.isPending) return <DetailBody restaurantId={restaurantId} restaurant={query.data} />;
  // Failed: the common error modal is open over the page title.
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ px: 2, py: 3 }}>
      <Typography id="page-title" variant="h1" component="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        {t('detail.title')}
      </Typography>
    </Box>
  );
}
