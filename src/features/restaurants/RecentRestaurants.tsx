'use client';

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useListLastOrderedRestaurants } from '@/api/generated/endpoints/orders/orders';
import { useIsAuthorized } from '@/ui/session/use-authorized';
import { queryOptionsFor } from '@/lib/query-client';
import { RestaurantCard } from './RestaurantCard';

// Decision: shown only for a logged-in customer with at least one past restaurant; a failure hides the section
// (the list below still works), since it is a convenience.
/** "Recently ordered" restaurants of a logged-in customer (GET /v1/orders/last/ordered/restaurants). */
export function RecentRestaurants({ brandId }: { brandId: string | null }) {
  const { t } = useTranslation('restaurants');
  const authorized = useIsAuthorized();
  const query = useListLastOrderedRestaurants(
    { brandId: brandId ?? undefined },
    { query: { enabled: authorized && Boolean(brandId), ...queryOptionsFor('ORDERS') } },
  );
  const entries = authorized ? (query.data?.restaurants ?? []) : [];
  if (entries.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="recent-restaurants-title" sx={{ mb: 3 }}>
      <Typography id="recent-restaurants-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('recent.title')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {entries.map((entry) => (
          <RestaurantCard key={entry.restaurant.id} restaurant={entry.restaurant} />
        ))}
      </Stack>
    </Box>
  );
}
