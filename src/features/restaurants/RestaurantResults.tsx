'use client';

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import { visuallyHidden } from '@/ui/controls/Price';
import { errorCopyFor } from '@/ui/errors/error-copy';
import { RestaurantCard } from './RestaurantCard';
import { RestaurantListSkeleton } from './RestaurantListSkeleton';
import type { useRestaurantList } from './use-restaurant-list';

/** The result area: skeletons, the cards with "show more", a clear empty state, or the error with a retry. */
export function RestaurantResults({
  list,
  onClear,
}: {
  list: ReturnType<typeof useRestaurantList>;
  onClear: () => void;
}) {
  const { t } = useTranslation('restaurants');
  const { t: tCommon } = useTranslation();
  const busy = list.isPending || (list.isFetching && !list.isFetchingNextPage);

  if (list.isError && list.restaurants.length === 0) {
    const copy = errorCopyFor('listRestaurants', toApiFailure(list.error).code);
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </Button>
        }
      >
        <AlertTitle>{tCommon(copy.title)}</AlertTitle>
        {tCommon(copy.text)}
      </Alert>
    );
  }

  return (
    <Box aria-busy={busy}>
      {list.isPending ? (
        <>
          <Typography role="status" sx={visuallyHidden}>
            {t('list.loading')}
          </Typography>
          <RestaurantListSkeleton />
        </>
      ) : list.restaurants.length === 0 ? (
        <Box role="status" sx={{ textAlign: 'center', py: 4 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('list.empty')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('list.emptyHint')}
          </Typography>
          <Button sx={{ mt: 2 }} variant="outlined" onClick={onClear}>
            {t('list.clear')}
          </Button>
        </Box>
      ) : (
        <Stack component="ul" spacing={1.5} aria-label={t('list.results')} sx={{ p: 0, m: 0, opacity: busy ? 0.6 : 1 }}>
          {list.restaurants.map((restaurant) => (
            <RestaurantCard key={restaurant.id} restaurant={restaurant} />
          ))}
        </Stack>
      )}
      {list.hasNextPage && list.restaurants.length > 0 ? (
        <Button
          fullWidth
          variant="outlined"
          sx={{ mt: 2 }}
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? t('list.loadingMore') : t('list.showMore')}
        </Button>
      ) : null}
    </Box>
  );
}
